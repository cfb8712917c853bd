import { useQuery } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { PageLoading } from '../../components/PageLoading.tsx';
import { cobrancaApi, cobrancaKeys } from './cobranca.api.ts';
import { ResumoCobranca } from './ResumoCobranca.tsx';

/**
 * The follow-up dialog 'Cobrança {número}' (spec 03 §2.3): a read-only summary, no slip buttons. Opened
 * from the CDA view's collection tab and from the financial report's link.
 */
export function AcompanhamentoDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useQuery({ queryKey: cobrancaKeys.resumo(id), queryFn: () => cobrancaApi.acompanhamento(id) });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-labelledby="titulo-acompanhamento">
      <DialogTitle id="titulo-acompanhamento">Cobrança {formatarNumeroCobranca(q.data?.numero)}</DialogTitle>
      <DialogContent>
        {q.isFetching && <LinearProgress aria-label="Carregando" />}
        {q.data ? <ResumoCobranca c={q.data} /> : q.isPending && <PageLoading />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}
