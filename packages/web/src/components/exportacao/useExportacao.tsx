import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
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
function ExportacaoDialog({
  tarefa,
  onClose,
  onFim,
}: {
  tarefa: string;
  onClose: () => void;
  /** the task ended (the file saved, or the failure said) */
  onFim: () => void;
}) {
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
  useEffect(() => {
    if (falhou || pronto) onFim();
  }, [falhou, pronto, onFim]);
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

/** What a button shows while its file is made: a bar and 'Gerando…' (U-8). */
export function IndicadorExportacao({ ativo }: { ativo: boolean }) {
  if (!ativo) return null;
  return (
    <Box sx={{ width: '100%' }}>
      <LinearProgress aria-label={MENSAGENS_EXPORTACAO.gerando} />
      <Typography variant="body2" color="text.secondary" role="status" sx={{ mt: 0.5 }}>
        {MENSAGENS_EXPORTACAO.gerandoBotao}
      </Typography>
    </Box>
  );
}

/**
 * An 'Exportar' or 'Download Excel' button's action: a small file is saved at once; a large one
 * runs in the background and the dialog this returns follows it. `exportando` lasts until the file
 * arrives (its background task included); a second call meanwhile is ignored: no second file.
 */
export function useExportacao() {
  const [tarefa, setTarefa] = useState<string | null>(null);
  const [emSegundoPlano, setEmSegundoPlano] = useState(false);
  const [chamando, setChamando] = useState(false);
  // set at once: a second click before the re-render must not send a second request
  const emCurso = useRef(false);
  const exportar = useCallback(async (chamada: () => Promise<ResultadoExportacao>) => {
    if (emCurso.current) return;
    emCurso.current = true;
    setChamando(true);
    try {
      const r = await chamada();
      if ('tarefa' in r) {
        setEmSegundoPlano(true);
        setTarefa(r.tarefa);
        return; // emCurso stays until the task ends or its dialog closes
      }
      baixarArquivo(r.arquivo, r.nome);
      emCurso.current = false;
    } catch (e) {
      emCurso.current = false;
      notifyError(e);
    } finally {
      setChamando(false);
    }
  }, []);
  const fim = useCallback(() => {
    emCurso.current = false;
    setEmSegundoPlano(false);
  }, []);
  const dialogo = tarefa ? (
    <ExportacaoDialog
      tarefa={tarefa}
      onFim={fim}
      onClose={() => {
        fim();
        setTarefa(null);
      }}
    />
  ) : null;
  return { exportar, exportando: chamando || emSegundoPlano, dialogo };
}
