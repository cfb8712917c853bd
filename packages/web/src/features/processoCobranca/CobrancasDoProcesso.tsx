import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { formatDate, formatarNumeroCobranca } from '@divida/domain/format';
import { PageLoading } from '../../components/PageLoading.tsx';
import { cobrancaApi, cobrancaKeys } from './cobranca.api.ts';
import { rotuloSituacao } from './rotulos.ts';
import { ResumoCobranca } from './ResumoCobranca.tsx';

/** The collections of a process (GET processoCobranca/processo/{id}), for the tab's state and content. */
export const useCobrancasDoProcesso = (processoId: number, habilitado: boolean) =>
  useQuery({
    queryKey: cobrancaKeys.doProcesso(processoId),
    queryFn: () => cobrancaApi.doProcesso(processoId),
    enabled: habilitado,
  });

/**
 * The process detail's Cobrança tab (spec 02 §2.2): its collections newest first as accordions. A
 * failure sends the page back to the process tab (hash #).
 */
export function CobrancasDoProcesso({ processoId }: { processoId: number }) {
  const q = useCobrancasDoProcesso(processoId, true);
  const navigate = useNavigate();
  useEffect(() => {
    if (q.isError) void navigate({ hash: '' }, { replace: true });
  }, [q.isError, navigate]);
  if (q.isPending) return <PageLoading />;
  return (
    <>
      {(q.data ?? []).map((c, i) => (
        <Accordion key={c.idProcessoCobranca} defaultExpanded={i === 0}>
          <AccordionSummary expandIcon={<ExpandMore />}>
            <Typography>
              {formatDate(c.dataAcordo)} –{' '}
              <Link
                component={RouterLink}
                to={`/processoCobranca/${c.idProcessoCobranca}`}
                onClick={(e) => e.stopPropagation()}
              >
                Cobrança {formatarNumeroCobranca(c.numero)}
              </Link>{' '}
              – {rotuloSituacao(c.situacaoProcesso.id)}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <ResumoCobranca c={c} />
          </AccordionDetails>
        </Accordion>
      ))}
    </>
  );
}
