import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  MENSAGENS_ARQUIVO_BANCARIO,
  TAMANHO_MAXIMO_RETORNO,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { formatFileSize, SEM_VALOR } from '@divida/domain/format';
import { tarefaEncerrada } from '@divida/domain/tarefa/tarefa.schema';
import { tarefaApi } from '../../lib/exportar.ts';
import { errorMessage } from '../../lib/notify.ts';
import { arquivoBancarioApi, arquivoBancarioKeys } from './arquivoBancario.api.ts';
import { resumoResultados } from './rotulos.ts';

/** How often the page asks how far the processing is (as the export dialog does). */
const INTERVALO_MS = 1_000;

/** The processing of a stored return file, followed to its end (`GET /api/tarefa/{id}`). */
export function ProgressoRetorno({ id, idTarefa }: { id: number; idTarefa: string }) {
  const queryClient = useQueryClient();
  const q = useQuery({
    queryKey: ['tarefa', idTarefa],
    queryFn: async () => {
      const t = await tarefaApi.get(idTarefa);
      if (tarefaEncerrada(t.estado))
        void queryClient.invalidateQueries({ queryKey: arquivoBancarioKeys.all });
      return t;
    },
    refetchInterval: (query) =>
      query.state.data && tarefaEncerrada(query.state.data.estado) ? false : INTERVALO_MS,
  });
  const t = q.data;
  // the outcome of the lines, said here at once (it was on the file's page only)
  const arquivo = useQuery({
    queryKey: arquivoBancarioKeys.detail(id),
    queryFn: () => arquivoBancarioApi.get(id),
    enabled: t?.estado === 'concluida',
  });
  const resumo = arquivo.data?.resultados ? resumoResultados(arquivo.data.resultados) : SEM_VALOR;
  if (t?.estado === 'falhou' || q.isError)
    return (
      <Alert severity="error">
        Não foi possível processar o arquivo de retorno. {q.isError ? errorMessage(q.error) : ''}
      </Alert>
    );
  if (t?.estado === 'concluida')
    return (
      <Alert
        severity="success"
        action={
          <Button color="inherit" component={RouterLink} to={`/arquivoBancario/${id}`}>
            Ver arquivo
          </Button>
        }
      >
        {resumo === SEM_VALOR
          ? 'Arquivo de retorno processado.'
          : `Arquivo de retorno processado: ${resumo}.`}
      </Alert>
    );
  return (
    <Box>
      <LinearProgress
        variant={t && t.progresso > 0 ? 'determinate' : 'indeterminate'}
        value={t?.progresso ?? 0}
        aria-label="Processando o arquivo de retorno"
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {/* a retry waiting (its node died mid-file): the lines applied stay, the rest follows */}
        {t?.estado === 'aguardando' && t.progresso > 0
          ? 'Processamento interrompido: será retomado em instantes.'
          : (t?.etapa ?? 'Aguardando início…')}
        {t && t.progresso > 0 ? ` (${t.progresso}%)` : ''}
      </Typography>
    </Box>
  );
}

/**
 * /arquivoBancario/retorno: 'Enviar Retorno' (docs/arquivos-bancarios.md §3). The whole file is checked before anything
 * changes; a refusal names the line and what is wrong. A valid file is processed in the background.
 */
export default function EnviarRetornoPage() {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [arquivo, setArquivo] = useState<File | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [enviado, setEnviado] = useState<{ id: number; idTarefa: string } | null>(null);

  const escolher = (f: File | null) => {
    setErro(null);
    setEnviado(null);
    // the server refuses more (413); saying it before sending spares a long upload
    if (f && f.size > TAMANHO_MAXIMO_RETORNO) {
      setArquivo(null);
      setErro(MENSAGENS_ARQUIVO_BANCARIO.tamanhoMaximo);
      return;
    }
    setArquivo(f);
  };

  const enviar = async () => {
    if (!arquivo) {
      setErro('Selecione o arquivo de retorno.');
      return;
    }
    setErro(null);
    setEnviando(true);
    try {
      const r = await arquivoBancarioApi.enviarRetorno(arquivo);
      setEnviado({ id: r.id, idTarefa: String(r.idTarefa) });
    } catch (e) {
      setErro(errorMessage(e));
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Enviar Retorno
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Envie o arquivo de retorno do banco (CNAB 240). Os pagamentos que não conferem com a parcela vão para
        a conciliação.
      </Typography>
      <Stack spacing={2} sx={{ maxWidth: 600 }}>
        {erro && (
          <Alert severity="error" role="alert">
            {erro}
          </Alert>
        )}
        <input
          ref={input}
          id="arquivo-retorno"
          type="file"
          accept=".ret,.RET,.txt,.TXT,text/plain"
          hidden
          onChange={(e) => {
            escolher(e.target.files?.[0] ?? null);
            e.target.value = ''; // the same file may be chosen again after a refusal
          }}
        />
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            startIcon={<UploadFile />}
            onClick={() => input.current?.click()}
            disabled={enviando}
          >
            Selecionar arquivo
          </Button>
          <Typography sx={{ wordBreak: 'break-all' }} aria-live="polite">
            {arquivo ? `${arquivo.name} (${formatFileSize(arquivo.size)})` : 'Nenhum arquivo selecionado'}
          </Typography>
        </Stack>
        {enviando && <LinearProgress aria-label="Enviando o arquivo" />}
        {enviado && <ProgressoRetorno id={enviado.id} idTarefa={enviado.idTarefa} />}
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={() => navigate(-1)} disabled={enviando}>
            Voltar
          </Button>
          <Button
            variant="contained"
            onClick={() => void enviar()}
            disabled={enviando || !arquivo || !!enviado}
          >
            Enviar
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
