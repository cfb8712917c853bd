import { useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { formatBRL, formatDate } from '@divida/domain/format';
import {
  CARTOES_DIVIDA_ATIVA,
  dashboardDividaAtivaFiltroSchema,
  PERIODO_DIVIDA_ATIVA,
} from '@divida/domain/painel/painel.schema';
import { CartaoResumo, linkProcessos } from '../../components/CartaoResumo.tsx';
import { DateField } from '../../components/form/DateField.tsx';
import { validarCom } from '../../components/form/validarCom.ts';
import { errorMessage } from '../../lib/notify.ts';
import { useSession } from '../../lib/SessionProvider.tsx';
import { CartaoPrescricao } from '../prescricao/index.ts';
import { usePainelDividaAtiva, type Periodo } from './cda.api.ts';
import { GraficoPeriodo } from './GraficoPeriodo.tsx';
import { MESES, MODOS_PERIODO, mesAno, ultimosDias, type ModoPeriodo } from './periodo.ts';

const inteiro = (v: number) => v.toLocaleString('pt-BR');
/** The value axis's ticks: 'R$ 1,5 mi', 'R$ 500 mi' (the bars and the table keep the full amount). */
const reaisCompacto = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
}).format;

/** 'Personalizado': the two dates, checked with the domain's rules before the period changes. */
function PeriodoPersonalizado({ inicial, aplicar }: { inicial: Periodo; aplicar: (p: Periodo) => void }) {
  const { control, handleSubmit, setError } = useForm<{ dataInicio: string | null; dataFim: string | null }>({
    defaultValues: inicial,
  });
  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={handleSubmit((v) => {
        const ok = validarCom(dashboardDividaAtivaFiltroSchema, v, setError);
        if (ok) aplicar({ dataInicio: ok.dataInicio!, dataFim: ok.dataFim! });
      })}
      noValidate
    >
      <Box sx={{ minWidth: 180 }}>
        <DateField control={control} name="dataInicio" label="Data - Inicio" required />
      </Box>
      <Box sx={{ minWidth: 180 }}>
        <DateField control={control} name="dataFim" label="Data - Fim" required />
      </Box>
      <Button type="submit" variant="contained">
        Aplicar
      </Button>
    </Stack>
  );
}

function PeriodoMesAno({ hoje, aplicar }: { hoje: string; aplicar: (p: Periodo) => void }) {
  const anoAtual = Number(hoje.slice(0, 4));
  const [ano, setAno] = useState(anoAtual);
  const [mes, setMes] = useState(Number(hoje.slice(5, 7)));
  const mudar = (a: number, m: number) => {
    setAno(a);
    setMes(m);
    aplicar(mesAno(hoje, a, m));
  };
  const ultimoMes = ano === anoAtual ? Number(hoje.slice(5, 7)) : 12;
  return (
    <Stack direction="row" spacing={2}>
      <TextField
        select
        size="small"
        label="Mês"
        value={Math.min(mes, ultimoMes)}
        onChange={(e) => mudar(ano, Number(e.target.value))}
        sx={{ minWidth: 160 }}
      >
        {MESES.slice(0, ultimoMes).map((nome, i) => (
          <MenuItem key={nome} value={i + 1}>
            {nome}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Ano"
        value={ano}
        onChange={(e) => {
          const a = Number(e.target.value);
          mudar(a, a === anoAtual ? Math.min(mes, Number(hoje.slice(5, 7))) : mes);
        }}
        sx={{ minWidth: 120 }}
      >
        {Array.from({ length: 6 }, (_, i) => anoAtual - i).map((a) => (
          <MenuItem key={a} value={a}>
            {a}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}

/** /cda 'Painel da Dívida Ativa' (spec 03 §2.8): six cards, the period's block and its two charts. */
export default function PainelDividaAtivaPage() {
  const hoje = todayInSaoPaulo();
  const [modo, setModo] = useState<ModoPeriodo>('15');
  const [periodo, setPeriodo] = useState<Periodo>(() => ultimosDias(hoje, 15));
  const { data, isPending, isError, error, refetch, isFetching } = usePainelDividaAtiva(periodo);
  const { can } = useSession();

  const escolher = (m: ModoPeriodo) => {
    setModo(m);
    if (m === '15' || m === '30') setPeriodo(ultimosDias(hoje, Number(m)));
    if (m === 'MES') setPeriodo(mesAno(hoje, Number(hoje.slice(0, 4)), Number(hoje.slice(5, 7))));
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Painel da Dívida Ativa
      </Typography>
      {isError && (
        <Alert
          severity="error"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          }
        >
          {errorMessage(error)}
        </Alert>
      )}
      <Grid container spacing={2}>
        {CARTOES_DIVIDA_ATIVA.map((c) => (
          <Grid key={c.total} size={{ xs: 12, sm: 6, md: 4 }}>
            {data ? (
              <CartaoResumo
                titulo={c.titulo}
                quantidade={data[c.total]}
                valor={data[c.valor]}
                para={linkProcessos(c.filtro)}
              />
            ) : (
              <Skeleton variant="rounded" height={124} />
            )}
          </Grid>
        ))}
      </Grid>
      {can('PRESCRICAO_CONSULTAR') && <CartaoPrescricao />}

      <Box component="section" aria-labelledby="no-periodo" sx={{ mt: 4 }}>
        <Typography id="no-periodo" variant="h6" component="h2">
          No período: {formatDate(periodo.dataInicio)} a {formatDate(periodo.dataFim)}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ flexWrap: 'wrap', my: 2 }}
          role="group"
          aria-label="Período"
        >
          {MODOS_PERIODO.map((m) => (
            <Chip
              key={m.valor}
              label={m.rotulo}
              color={modo === m.valor ? 'primary' : 'default'}
              variant={modo === m.valor ? 'filled' : 'outlined'}
              onClick={() => escolher(m.valor)}
              aria-pressed={modo === m.valor}
            />
          ))}
        </Stack>
        {modo === 'MES' && <PeriodoMesAno hoje={hoje} aplicar={setPeriodo} />}
        {modo === 'PERSONALIZADO' && <PeriodoPersonalizado inicial={periodo} aplicar={setPeriodo} />}
        <Grid
          container
          spacing={2}
          sx={{ mt: 1, opacity: isFetching && !isPending ? 0.6 : 1 }}
          aria-busy={isFetching}
        >
          {PERIODO_DIVIDA_ATIVA.map((p) => (
            <Grid key={p.total} size={{ xs: 12, sm: 6, md: 12 / 5 }}>
              {data ? (
                <CartaoResumo titulo={p.titulo} quantidade={data[p.total]} valor={data[p.valor]} />
              ) : (
                <Skeleton variant="rounded" height={124} />
              )}
            </Grid>
          ))}
        </Grid>
        {data && (
          <Grid container spacing={3} sx={{ mt: 2 }}>
            <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
              <GraficoPeriodo
                titulo="Quantidade de processos"
                pontos={data.chartQuantidadeProcessos}
                formatar={inteiro}
                eixoInteiro
              />
            </Grid>
            <Grid size={{ xs: 12, lg: 6 }} sx={{ minWidth: 0 }}>
              <GraficoPeriodo
                titulo="Valor dos processos"
                pontos={data.chartValorProcessos}
                formatar={formatBRL}
                formatarEixo={reaisCompacto}
              />
            </Grid>
          </Grid>
        )}
      </Box>
    </Paper>
  );
}
