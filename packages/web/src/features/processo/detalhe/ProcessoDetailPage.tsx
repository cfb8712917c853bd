import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatarNumeroProcesso } from '@divida/domain/format';
import { useSession } from '../../../lib/SessionProvider.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { Historico } from '../../auditoria/index.ts';
import { CobrancasDoProcesso, useCobrancasDoProcesso } from '../../processoCobranca/index.ts';
import { BlocoPrescricao } from '../../prescricao/index.ts';
import { DividaAtivaTab } from './DividaAtivaTab.tsx';
import { AcoesDisponiveisToolbar, ProcessoCabecalhoAcoes } from './ProcessoCabecalhoAcoes.tsx';
import { AbaProcesso } from './AbaProcesso.tsx';
import { useProcesso } from '../processo.api.ts';
import { andamentosPorAba, textoPrazo } from '../acoes/processoAcoes.ts';

type Aba = '' | '#dividaAtiva' | '#cobranca' | '#historico';

/** /processos/:processoId: the process with its tabs by URL hash (spec 02 §2.2). */
export default function ProcessoDetailPage() {
  const id = Number(useParams().processoId);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { can } = useSession();
  const { data: p, isPending, isError } = useProcesso(id);
  const cobranca = can('NEGOCIACAO_CONSULTAR');
  const cobrancas = useCobrancasDoProcesso(id, cobranca && Number.isInteger(id) && id > 0);
  const temCobrancas = (cobrancas.data?.length ?? 0) > 0;

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/processos" replace />;
  if (isPending && !isError) return <PageLoading />;
  if (!p) return <Navigate to="/processos" replace />;

  const historico = can('AUDITORIA_CONSULTAR');
  const pedida: Aba = hash === '#dividaAtiva' || hash === '#cobranca' || hash === '#historico' ? hash : '';
  // a tab that cannot open falls back to the process tab
  const aba: Aba =
    (pedida === '#dividaAtiva' && p.dividaAtiva === null) ||
    (pedida === '#cobranca' && !(cobranca && temCobrancas)) ||
    (pedida === '#historico' && !historico)
      ? ''
      : pedida;
  const andamentos = andamentosPorAba(p.andamentos);

  return (
    <Paper sx={{ p: { xs: 1, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Typography variant="h5" component="h1">
          Processo {formatarNumeroProcesso(p.numero)}
        </Typography>
        <ProcessoCabecalhoAcoes p={p} />
      </Stack>
      {p.prazo && (
        <Alert severity={p.prazo.diasRestantes < 0 ? 'warning' : 'info'} sx={{ mb: 2 }}>
          {textoPrazo(p.prazo)}
        </Alert>
      )}
      {/* beside the term; before the definitive constitution the block says so (a 200 the server answers with the state) */}
      {can('PRESCRICAO_CONSULTAR') && (
        <BlocoPrescricao idProcesso={p.id} cdaPrescrita={p.dividaAtiva?.situacaoCDA === 'PRESCRITA'} />
      )}
      <AcoesDisponiveisToolbar p={p} />
      <Tabs
        value={aba}
        onChange={(_e, v: Aba) => void navigate({ hash: v }, { replace: true })}
        aria-label="Abas do processo"
        sx={{ mb: 2 }}
      >
        <Tab label="Processo" value="" />
        <Tab label="Dívida Ativa" value="#dividaAtiva" disabled={p.dividaAtiva === null} />
        {cobranca && <Tab label="Cobrança" value="#cobranca" disabled={!temCobrancas} />}
        {historico && <Tab label="Histórico" value="#historico" />}
      </Tabs>
      {aba === '' && <AbaProcesso p={p} andamentos={andamentos.processo} />}
      {aba === '#dividaAtiva' && p.dividaAtiva && (
        <DividaAtivaTab idProcesso={p.id} cda={p.dividaAtiva} andamentos={andamentos.dividaAtiva} />
      )}
      {aba === '#cobranca' && <CobrancasDoProcesso processoId={p.id} />}
      {aba === '#historico' && <Historico entidade="processoConstituicaoCredito" id={p.id} />}
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Voltar</Button>
      </Stack>
    </Paper>
  );
}
