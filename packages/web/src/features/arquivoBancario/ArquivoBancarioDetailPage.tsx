import { useState } from 'react';
import { Navigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownload from '@mui/icons-material/FileDownload';
import {
  INSTRUCOES_REMESSA,
  type BoletoRemessa,
  type LinhaArquivo,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { DetailPage } from '../../components/DetailPage.tsx';
import { DetailItem } from '../../components/DetailItem.tsx';
import { DetailSection } from '../../components/DetailSection.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { useSession } from '../../lib/SessionProvider.tsx';
import { baixarArquivo } from '../../lib/baixarArquivo.ts';
import { notifyError } from '../../lib/notify.ts';
import { arquivoBancarioApi, useArquivoBancario } from './arquivoBancario.api.ts';
import { ProgressoRetorno } from './EnviarRetornoPage.tsx';
import {
  corResultado,
  resumoResultados,
  rotuloMotivo,
  rotuloResolucao,
  rotuloResultado,
  rotuloSituacaoArquivo,
  rotuloSituacaoConciliacao,
  rotuloTipo,
} from './rotulos.ts';

const valor = (v: number | null | undefined) => (v === null || v === undefined ? SEM_VALOR : formatBRL(v));
const data = (v: string | null | undefined) => (v ? formatDate(v) : SEM_VALOR);

/** A remessa's slips (U-11): which slip went, to whom, for how much, and what the bank was told. */
function BoletosDaRemessa({ boletos, phone }: { boletos: BoletoRemessa[]; phone: boolean }) {
  if (boletos.length === 0)
    return <Typography color="text.secondary">Não há registros a serem exibidos</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Boletos da remessa" sx={{ '& th, & td': { px: 1 } }}>
        <TableHead>
          <TableRow>
            <TableCell>Nosso Número</TableCell>
            {!phone && <TableCell>Nº do Documento</TableCell>}
            {!phone && <TableCell>Pagador</TableCell>}
            {!phone && <TableCell>Vencimento</TableCell>}
            <TableCell align="right">Valor</TableCell>
            <TableCell>Instrução</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {boletos.map((b) => (
            <TableRow key={`${b.nossoNumero}-${b.instrucao}`}>
              <TableCell sx={{ wordBreak: 'break-all' }}>
                {b.nossoNumero}
                {phone && (
                  <Typography variant="body2" color="text.secondary">
                    {b.pagador || SEM_VALOR} · vencimento {data(b.dataVencimento)}
                  </Typography>
                )}
              </TableCell>
              {!phone && <TableCell>{b.seuNumero}</TableCell>}
              {!phone && <TableCell sx={{ whiteSpace: 'normal' }}>{b.pagador || SEM_VALOR}</TableCell>}
              {!phone && <TableCell>{data(b.dataVencimento)}</TableCell>}
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {valor(b.valor)}
              </TableCell>
              <TableCell>
                {b.instrucao} - {INSTRUCOES_REMESSA[b.instrucao]}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** What a line came to, in words: the outcome, then the bank's rejection reasons or the queue's reason and state. */
export function ResultadoDaLinha({ l }: { l: LinhaArquivo }) {
  const c = l.conciliacao;
  return (
    <>
      <Chip
        size="small"
        label={rotuloResultado(l.resultado)}
        color={corResultado(l.resultado)}
        variant="outlined"
      />
      {l.motivosRejeicao.length > 0 && (
        <Typography variant="body2" component="ul" sx={{ m: 0, mt: 0.5, pl: 2, whiteSpace: 'normal' }}>
          {l.motivosRejeicao.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </Typography>
      )}
      {(l.motivo || c) && (
        <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'normal' }}>
          {rotuloMotivo(l.motivo)}
          {c &&
            ` — ${rotuloSituacaoConciliacao(c.situacao)}${c.resolucao ? ` (${rotuloResolucao(c.resolucao)})` : ''}${c.justificativa ? `: ${c.justificativa}` : ''}`}
        </Typography>
      )}
    </>
  );
}

/** /arquivoBancario/:id: the file and each of its lines with its outcome (docs/arquivos-bancarios.md §5). */
export default function ArquivoBancarioDetailPage() {
  const id = Number(useParams().arquivoBancarioId);
  const { can } = useSession();
  const { data: a, isPending, isError } = useArquivoBancario(id);
  const [baixando, setBaixando] = useState(false);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/arquivoBancario" replace />;
  if (isPending && !isError) return <PageLoading />;

  const baixar = async () => {
    if (!a) return;
    setBaixando(true);
    try {
      const d = await arquivoBancarioApi.download(a.id, a.nome);
      baixarArquivo(d.arquivo, d.nome);
    } catch (e) {
      notifyError(e);
    } finally {
      setBaixando(false);
    }
  };

  return (
    <DetailPage
      titulo="Detalhes do Arquivo Bancário"
      acoes={
        a &&
        can('ARQUIVO_BANCARIO_CONSULTAR') && (
          <Button
            variant="contained"
            startIcon={<FileDownload />}
            onClick={() => void baixar()}
            disabled={baixando}
          >
            Baixar arquivo
          </Button>
        )
      }
    >
      {a && (
        <>
          <DetailSection title="Arquivo">
            <DetailItem label="Tipo" value={rotuloTipo(a.tipo)} />
            <DetailItem label="Nome" value={<span style={{ wordBreak: 'break-all' }}>{a.nome}</span>} />
            <DetailItem label="NSA" value={a.nsa} />
            <DetailItem label="Órgão Credor" value={`${a.orgaoCredor.sigla} - ${a.orgaoCredor.nome}`} />
            <DetailItem label="Convênio" value={a.convenio} />
            <DetailItem label="Data" value={formatDate(a.criadoEm)} />
            <DetailItem label="Situação" value={rotuloSituacaoArquivo(a.situacao)} />
            <DetailItem label={a.tipo === 'REMESSA' ? 'Boletos' : 'Linhas'} value={a.quantidadeLinhas} />
            {a.tipo === 'RETORNO' && <DetailItem label="Total Pago" value={formatBRL(a.totalPago)} />}
            <DetailItem label="Resultado" value={resumoResultados(a.resultados)} />
          </DetailSection>
          {a.idTarefa && a.situacao === 'PROCESSANDO' && (
            <ProgressoRetorno id={a.id} idTarefa={String(a.idTarefa)} />
          )}
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            {a.tipo === 'REMESSA' ? 'Boletos' : 'Linhas'}
          </Typography>
          {a.tipo === 'REMESSA' ? (
            <BoletosDaRemessa boletos={a.boletos} phone={phone} />
          ) : a.linhas.length === 0 ? (
            <Typography color="text.secondary">Não há registros a serem exibidos</Typography>
          ) : (
            <TableContainer>
              <Table size="small" aria-label="Linhas do arquivo" sx={{ '& th, & td': { px: 1 } }}>
                <TableHead>
                  <TableRow>
                    <TableCell>Linha</TableCell>
                    <TableCell>Nosso Número</TableCell>
                    {!phone && <TableCell>Movimento</TableCell>}
                    {!phone && <TableCell>Valor Pago</TableCell>}
                    {!phone && <TableCell>Data</TableCell>}
                    <TableCell>Resultado</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {a.linhas.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>{l.linha}</TableCell>
                      <TableCell sx={{ wordBreak: 'break-all' }}>
                        {l.nossoNumero || SEM_VALOR}
                        {phone && l.valorPago !== null && l.valorPago !== undefined && (
                          <Typography variant="body2" color="text.secondary">
                            {valor(l.valorPago)} em {data(l.dataOcorrencia)}
                          </Typography>
                        )}
                      </TableCell>
                      {!phone && (
                        <TableCell sx={{ whiteSpace: 'normal', minWidth: 160 }}>
                          {l.movimento} - {l.descricaoMovimento}
                        </TableCell>
                      )}
                      {!phone && <TableCell sx={{ whiteSpace: 'nowrap' }}>{valor(l.valorPago)}</TableCell>}
                      {!phone && <TableCell>{data(l.dataOcorrencia)}</TableCell>}
                      <TableCell>
                        <ResultadoDaLinha l={l} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
    </DetailPage>
  );
}
