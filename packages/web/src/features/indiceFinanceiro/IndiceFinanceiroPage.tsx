import { useState, type ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { addMonthsToYearMonth } from '@divida/domain/calendar';
import { SEM_VALOR } from '@divida/domain/format';
import {
  lancamentoIndiceSchema,
  lerArquivoIndice,
  mesBR,
  type LancamentoIndice,
  type ResultadoGravacaoIndice,
  type SituacaoIndice,
} from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { PageLoading } from '../../components/PageLoading.tsx';
import { errorMessage, notifyError, notifySuccess, notifyWarning } from '../../lib/notify.ts';
import { useAtualizarIndices, useLancarIndice, useSituacaoIndices } from './indiceFinanceiro.api.ts';

/** '12/2025' typed → '2025-12' (the API's month); anything else is left for the schema to refuse. */
const mesDigitado = (t: string) => {
  const m = /^\s*(\d{1,2})\/(\d{4})\s*$/.exec(t);
  return m ? `${m[2]}-${m[1]!.padStart(2, '0')}` : t.trim();
};

/** The months between the last one loaded and the one expected: 'de 01/2026 a 10/2026' or '01/2026'. */
function mesesQueFaltam(i: SituacaoIndice) {
  const primeiro = i.ultimoMes ? addMonthsToYearMonth(i.ultimoMes, 1) : null;
  if (!primeiro || primeiro === i.mesEsperado) return mesBR(i.mesEsperado);
  return `de ${mesBR(primeiro)} a ${mesBR(i.mesEsperado)}`;
}

const resumo = (r: ResultadoGravacaoIndice) =>
  `${r.sigla}: ${r.inseridos} ${r.inseridos === 1 ? 'mês incluído' : 'meses incluídos'}, ` +
  `${r.alterados} ${r.alterados === 1 ? 'alterado' : 'alterados'}`;

/** The PGE's entry of months for an index without a source: one month typed, or a file of months. */
function LancamentoDialog({ indice, onClose }: { indice: SituacaoIndice; onClose: () => void }) {
  const [mes, setMes] = useState('');
  const [valor, setValor] = useState('');
  const [arquivo, setArquivo] = useState<{ nome: string; valores: LancamentoIndice['valores'] } | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const lancar = useLancarIndice();

  const lerArquivo = async (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    e.target.value = '';
    if (!f) return;
    const lido = lerArquivoIndice(await f.text());
    if (lido.recusadas.length > 0 || lido.valores.length === 0) {
      setArquivo(null);
      setErro(
        lido.valores.length === 0
          ? `Nenhum mês lido em ${f.name}.`
          : `Linhas não lidas em ${f.name}: ${lido.recusadas.join(', ')} (esperado data;valor, por exemplo 01/01/2026;0,16).`,
      );
      return;
    }
    setErro(null);
    setArquivo({ nome: f.name, valores: lido.valores });
  };

  const enviar = () => {
    const lancamento: LancamentoIndice = arquivo
      ? { valores: arquivo.valores }
      : { valores: [{ mes: mesDigitado(mes), valor }] };
    const v = lancamentoIndiceSchema.safeParse(lancamento);
    if (!v.success) {
      setErro(v.error.issues[0]?.message ?? 'Dados inválidos.');
      return;
    }
    lancar.mutate(
      { id: indice.id, lancamento },
      {
        onSuccess: (r) => {
          notifySuccess(resumo(r));
          onClose();
        },
        onError: (e) => setErro(errorMessage(e)),
      },
    );
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby="lancamento-titulo" fullWidth maxWidth="xs">
      <DialogTitle id="lancamento-titulo">Informar mês – {indice.sigla}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A variação do índice no mês, em %, como publicada. Cada inclusão ou alteração fica na auditoria.
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            label="Mês (MM/AAAA)"
            value={mes}
            onChange={(e) => setMes(e.target.value)}
            disabled={arquivo !== null}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
          <TextField
            label="Variação no mês (%)"
            value={valor}
            onChange={(e) => setValor(e.target.value)}
            disabled={arquivo !== null}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <Button component="label" variant="outlined">
            {arquivo ? `${arquivo.nome}: ${arquivo.valores.length} meses` : 'Enviar arquivo (CSV ou JSON)'}
            <input
              type="file"
              hidden
              accept=".csv,.json,.txt,text/csv,application/json"
              onChange={lerArquivo}
            />
          </Button>
          {erro && <Alert severity="error">{erro}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={enviar} disabled={lancar.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * /indiceFinanceiro: each index's last month loaded and whether it is late (the month in force not
 * loaded: the calculations leave those months uncorrected), the Banco Central fetch run now, and the
 * manual entry of a month when there is no automatic source.
 */
export default function IndiceFinanceiroPage() {
  const { data, isPending } = useSituacaoIndices();
  const atualizar = useAtualizarIndices();
  const [lancando, setLancando] = useState<SituacaoIndice | null>(null);
  if (isPending || !data) return <PageLoading />;
  const atrasados = data.indices.filter((i) => i.atrasado);

  const atualizarAgora = () =>
    atualizar.mutate(undefined, {
      onSuccess: (r) => {
        const falhas = r.indices.filter((i) => i.erro);
        const ok = r.indices.filter((i) => !i.erro);
        if (ok.length > 0) notifySuccess(ok.map(resumo).join('; '));
        if (falhas.length > 0) notifyWarning(falhas.map((f) => `${f.sigla}: ${f.erro}`).join(' '));
      },
      onError: notifyError,
    });

  return (
    <Paper sx={{ p: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          Índices Financeiros
        </Typography>
        {data.fonte && (
          <Button variant="contained" onClick={atualizarAgora} disabled={atualizar.isPending}>
            {atualizar.isPending ? 'Atualizando…' : 'Atualizar agora'}
          </Button>
        )}
      </Stack>
      <Alert severity="info" sx={{ mb: 2 }}>
        {data.fonte
          ? `Os índices são buscados todos os dias às 7h20 na API de séries do Banco Central (${data.fonte}), pelo código SGS de cada um.`
          : 'A busca automática no Banco Central está desligada: informe os meses de cada índice à mão.'}
      </Alert>
      {atrasados.map((i) => (
        <Alert key={i.id} severity="warning" sx={{ mb: 2 }}>
          {`${i.sigla} atrasado: ${i.ultimoMes ? `o último mês carregado é ${mesBR(i.ultimoMes)}` : 'nenhum mês carregado'}; falta ${mesesQueFaltam(i)}. Os cálculos não corrigem esses meses (a memória de cálculo os marca como “ainda não publicado”).`}
        </Alert>
      ))}
      <TableContainer>
        <Table size="small" aria-label="Índices financeiros">
          <TableHead>
            <TableRow>
              <TableCell>Índice</TableCell>
              <TableCell>Código SGS</TableCell>
              <TableCell>Último mês carregado</TableCell>
              <TableCell>Situação</TableCell>
              {!data.fonte && <TableCell>Ações</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.indices.map((i) => (
              <TableRow key={i.id}>
                <TableCell>
                  <strong>{i.sigla}</strong> – {i.nome}
                </TableCell>
                <TableCell>{i.codigoBacen}</TableCell>
                <TableCell>{i.ultimoMes ? mesBR(i.ultimoMes) : SEM_VALOR}</TableCell>
                <TableCell>
                  {i.atrasado ? (
                    <Chip size="small" color="warning" label={`Atrasado: falta ${mesesQueFaltam(i)}`} />
                  ) : (
                    <Chip size="small" color="success" label="Em dia" />
                  )}
                </TableCell>
                {!data.fonte && (
                  <TableCell>
                    <Button size="small" onClick={() => setLancando(i)}>
                      Informar mês
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {lancando && <LancamentoDialog indice={lancando} onClose={() => setLancando(null)} />}
    </Paper>
  );
}
