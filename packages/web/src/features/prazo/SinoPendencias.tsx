import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Notifications from '@mui/icons-material/Notifications';
import { useSession } from '../../lib/SessionProvider.tsx';
import { NIVEIS_REQUEREM_ACAO, prescricaoApi } from '../prescricao/index.ts';
import { prazoApi, prazoKeys } from './prazo.api.ts';

const UM = { page: 0, size: 1, sort: '' } as const;
const CINCO_MINUTOS = 5 * 60_000;

/** The bell's count and target: the PGE's CDAs needing action, or the body's terms (PRAZOS.md §4). */
export function usePendencias() {
  const { can } = useSession();
  const pge = can('PRESCRICAO_CONSULTAR');
  const orgao = !pge && can('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR');
  const niveis = NIVEIS_REQUEREM_ACAO.join(',');
  const query = useQuery({
    queryKey: [...prazoKeys.contagem(), pge ? 'pge' : 'orgao'],
    enabled: pge || orgao,
    queryFn: async () => {
      if (pge) return (await prescricaoApi.list({ ...UM, filters: { niveis } })).totalElements;
      // terms ending in 3 days or less, and terms over waiting for the body's action
      const [vencendo, vencidos] = await Promise.all([
        prazoApi.list({ ...UM, filters: { vencendoEmDias: '3' } }),
        prazoApi.list({ ...UM, filters: { vencidos: 'true' } }),
      ]);
      return vencendo.totalElements + vencidos.totalElements;
    },
    refetchInterval: CINCO_MINUTOS,
    // a bell that cannot count stays quiet: no toast on every page
    meta: { silent: true },
  });
  return {
    visivel: pge || orgao,
    quantidade: query.data ?? 0,
    para: pge ? `/prescricao?${new URLSearchParams({ niveis }).toString()}` : '/prazos',
  };
}

/** The app bar's bell: how many of the caller's items need action, a link to their list. */
export function SinoPendencias() {
  const { visivel, quantidade, para } = usePendencias();
  if (!visivel) return null;
  const rotulo =
    quantidade === 0
      ? 'Nenhuma pendência de prazo'
      : quantidade === 1
        ? '1 pendência de prazo'
        : `${quantidade.toLocaleString('pt-BR')} pendências de prazo`;
  return (
    <Tooltip title={rotulo}>
      <IconButton color="inherit" component={RouterLink} to={para} aria-label={rotulo} sx={{ mr: 1 }}>
        <Badge badgeContent={quantidade} color="error" max={99}>
          <Notifications />
        </Badge>
      </IconButton>
    </Tooltip>
  );
}
