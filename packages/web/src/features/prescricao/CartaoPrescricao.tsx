import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { formatBRL } from '@divida/domain/format';
import { errorMessage } from '../../lib/notify.ts';
import { NIVEIS_PRESCRICAO, ROTULO_NIVEL } from './nivel.ts';
import { NivelChip } from './NivelChip.tsx';
import { useResumoPrescricao } from './prescricao.api.ts';

/** The /prescricao URL filtered by one level. */
export const linkPrescricao = (niveis: string) => `/prescricao?${new URLSearchParams({ niveis }).toString()}`;

/**
 * The card 'Prescrição' of /cda (docs/prazos-e-prescricao.md §4): each level with its count and total, a link to the list
 * filtered by it.
 */
export function CartaoPrescricao() {
  const { data, isPending, isError, error } = useResumoPrescricao();
  const porNivel = new Map((data ?? []).map((r) => [r.nivel, r]));
  return (
    <Card variant="outlined" component="section" aria-labelledby="cartao-prescricao" sx={{ mt: 2 }}>
      <CardContent>
        <Typography id="cartao-prescricao" variant="h6" component="h2" sx={{ mb: 1 }}>
          Prescrição
        </Typography>
        {isError && <Alert severity="error">{errorMessage(error)}</Alert>}
        {isPending && <Skeleton variant="rounded" height={80} />}
        {data && (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)', lg: 'repeat(5, 1fr)' },
            }}
          >
            {NIVEIS_PRESCRICAO.map((n) => {
              const r = porNivel.get(n);
              const quantidade = r?.quantidade ?? 0;
              return (
                <Box component="li" key={n}>
                  <Link
                    component={RouterLink}
                    to={linkPrescricao(n)}
                    underline="hover"
                    aria-label={`${ROTULO_NIVEL[n]}: ${quantidade} processos, ${formatBRL(r?.valor ?? 0)}`}
                    sx={{
                      display: 'flex',
                      gap: 1,
                      alignItems: 'center',
                      p: 1,
                      borderRadius: 1,
                      border: 1,
                      borderColor: 'divider',
                      color: 'text.primary',
                    }}
                  >
                    <NivelChip nivel={n} />
                    <Box component="span" sx={{ fontWeight: 600 }}>
                      {quantidade.toLocaleString('pt-BR')}
                    </Box>
                    <Box component="span" sx={{ color: 'text.secondary', fontSize: 14, ml: 'auto' }}>
                      {formatBRL(r?.valor ?? 0)}
                    </Box>
                  </Link>
                </Box>
              );
            })}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
