import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Notifications from '@mui/icons-material/Notifications';
import { useSession } from '../../lib/SessionProvider.tsx';
// the levels needing action (nivel.ts NIVEIS_REQUEREM_ACAO) from the domain: the prescricao feature's
// index would bring its pages' schemas into the shell's chunk
import { NIVEIS_ALERTA as NIVEIS_REQUEREM_ACAO } from '@divida/domain/prazos/prescricao';
import { prazoApi, prazoKeys } from './prazo.api.ts';

const CINCO_MINUTOS = 5 * 60_000;

/**
 * The bell's count and target (docs/prazos-e-prescricao.md §4), from the server's `prazo/alertas`: a body's terms
 * ending in 3 days or less plus those over waiting for action, or the PGE's CDAs needing action.
 */
export function usePendencias() {
  const { can } = useSession();
  const pge = can('PRESCRICAO_CONSULTAR');
  const visivel = pge || can('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR');
  const query = useQuery({
    queryKey: prazoKeys.alertas(),
    queryFn: prazoApi.alertas,
    enabled: visivel,
    refetchInterval: CINCO_MINUTOS,
    // a bell that cannot count stays quiet: no toast on every page
    meta: { silent: true },
  });
  const a = query.data;
  // the PGE goes to the CDAs needing action, unless only terms are pending
  const paraPrescricao = pge && (!a || a.prescricoes > 0 || a.total === 0);
  return {
    visivel,
    quantidade: a?.total ?? 0,
    para: paraPrescricao
      ? `/prescricao?${new URLSearchParams({ niveis: NIVEIS_REQUEREM_ACAO.join(',') }).toString()}`
      : '/prazos',
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
