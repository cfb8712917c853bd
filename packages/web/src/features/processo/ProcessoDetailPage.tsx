import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatarNumeroProcesso } from '@divida/domain/format';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { useSession } from '../../app/session/SessionProvider.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { AndamentosTimeline } from './AndamentosTimeline.tsx';
import { DividaAtivaTab } from './DividaAtivaTab.tsx';
import { AcoesDisponiveisToolbar, ProcessoCabecalhoAcoes } from './ProcessoCabecalhoAcoes.tsx';
import { CorresponsaveisCard, DadosProcessoCard, DevedorCard, ValoresCard } from './ProcessoCards.tsx';
import { useProcesso } from './processo.api.ts';
import { andamentosPorAba } from './processoAcoes.ts';

type Aba = '' | '#dividaAtiva' | '#cobranca';

function AbaProcesso({ p, andamentos }: { p: ProcessoDetalhe; andamentos: ProcessoDetalhe['andamentos'] }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 7 }}>
        <DadosProcessoCard p={p} />
        <ValoresCard p={p} />
        <DevedorCard p={p} />
        <CorresponsaveisCard p={p} />
      </Grid>
      <Grid size={{ xs: 12, lg: 5 }}>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          Andamentos
        </Typography>
        <AndamentosTimeline idProcesso={p.id} andamentos={andamentos} />
      </Grid>
    </Grid>
  );
}

/** /processos/:processoId: the process with its tabs by URL hash (spec 02 §2.2). */
export default function ProcessoDetailPage() {
  const id = Number(useParams().processoId);
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { can } = useSession();
  const { data: p, isPending, isError } = useProcesso(id);

  if (!Number.isInteger(id) || id <= 0) return <Navigate to="/processos" replace />;
  if (isPending && !isError) return <PageLoading />;
  if (!p) return <Navigate to="/processos" replace />;

  const cobranca = can('NEGOCIACAO_CONSULTAR');
  const pedida: Aba = hash === '#dividaAtiva' || hash === '#cobranca' ? hash : '';
  // a tab that cannot open falls back to the process tab
  const aba: Aba =
    (pedida === '#dividaAtiva' && p.dividaAtiva === null) || pedida === '#cobranca' ? '' : pedida;
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
      <AcoesDisponiveisToolbar p={p} />
      <Tabs
        value={aba}
        onChange={(_e, v: Aba) => void navigate({ hash: v }, { replace: true })}
        aria-label="Abas do processo"
        sx={{ mb: 2 }}
      >
        <Tab label="Processo" value="" />
        <Tab label="Dívida Ativa" value="#dividaAtiva" disabled={p.dividaAtiva === null} />
        {cobranca && <Tab label="Cobrança" value="#cobranca" disabled />}
      </Tabs>
      {aba === '' && <AbaProcesso p={p} andamentos={andamentos.processo} />}
      {aba === '#dividaAtiva' && p.dividaAtiva && (
        <DividaAtivaTab idProcesso={p.id} cda={p.dividaAtiva} andamentos={andamentos.dividaAtiva} />
      )}
      <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
        <Button onClick={() => navigate(-1)}>Voltar</Button>
      </Stack>
    </Paper>
  );
}
