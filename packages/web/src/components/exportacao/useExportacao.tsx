import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import { tarefaEncerrada } from '@divida/domain/tarefa/tarefa.schema';
import { baixarArquivo } from '../../lib/baixarArquivo.ts';
import { tarefaApi, type ResultadoExportacao } from '../../lib/exportar.ts';
import { notifyError } from '../../lib/notify.ts';

/** How often the page asks how far a background export is. */
const INTERVALO_MS = 1_000;

async function baixarDaTarefa(id: string, nome: string) {
  baixarArquivo(await tarefaApi.arquivo(id), nome);
}

/**
 * A background export followed to its end: the progress bar with the rows written, then the
 * download (at once, and again on request).
 */
function ExportacaoDialog({ tarefa, onClose }: { tarefa: string; onClose: () => void }) {
  const q = useQuery({
    queryKey: ['tarefa', tarefa],
    queryFn: () => tarefaApi.get(tarefa),
    refetchInterval: (query) =>
      query.state.data && tarefaEncerrada(query.state.data.estado) ? false : INTERVALO_MS,
  });
  const t = q.data;
  const nome = typeof t?.resultado?.nome === 'string' ? t.resultado.nome : null;
  const baixado = useRef(false);
  useEffect(() => {
    if (t?.estado !== 'concluida' || !nome || baixado.current) return;
    baixado.current = true;
    baixarDaTarefa(tarefa, nome).catch(notifyError);
  }, [t?.estado, nome, tarefa]);

  const falhou = t?.estado === 'falhou' || q.isError;
  const pronto = t?.estado === 'concluida';
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="exportacao-titulo">
      <DialogTitle id="exportacao-titulo">
        {pronto ? MENSAGENS_EXPORTACAO.prontoTitulo : MENSAGENS_EXPORTACAO.gerando}
      </DialogTitle>
      <DialogContent>
        {falhou ? (
          <Alert severity="error">{MENSAGENS_EXPORTACAO.falhou}</Alert>
        ) : pronto ? (
          <Alert severity="success">{MENSAGENS_EXPORTACAO.pronto}</Alert>
        ) : (
          <>
            <LinearProgress
              variant={t && t.progresso > 0 ? 'determinate' : 'indeterminate'}
              value={t?.progresso ?? 0}
              aria-label={MENSAGENS_EXPORTACAO.gerando}
            />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
              {t?.etapa ?? 'Aguardando início…'}
              {t && t.progresso > 0 ? ` (${t.progresso}%)` : ''}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        {pronto && nome && (
          <Button onClick={() => void baixarDaTarefa(tarefa, nome).catch(notifyError)}>
            Baixar novamente
          </Button>
        )}
        <Button onClick={onClose}>Fechar</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * An 'Exportar' or 'Download Excel' button's action: a small file is saved at once; a large one
 * runs in the background and the dialog this returns follows it.
 */
export function useExportacao() {
  const [tarefa, setTarefa] = useState<string | null>(null);
  const [exportando, setExportando] = useState(false);
  const exportar = useCallback(async (chamada: () => Promise<ResultadoExportacao>) => {
    setExportando(true);
    try {
      const r = await chamada();
      if ('tarefa' in r) setTarefa(r.tarefa);
      else baixarArquivo(r.arquivo, r.nome);
    } catch (e) {
      notifyError(e);
    } finally {
      setExportando(false);
    }
  }, []);
  const dialogo = tarefa ? <ExportacaoDialog tarefa={tarefa} onClose={() => setTarefa(null)} /> : null;
  return { exportar, exportando, dialogo };
}
