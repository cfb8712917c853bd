import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  MENSAGENS_RELATORIO,
  relatorioSinteticoFiltroSchema,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import { DateField } from '../../components/form/DateField.tsx';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { validarCom } from '../../components/form/validarCom.ts';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { IndicadorExportacao, useExportacao } from '../../components/exportacao/useExportacao.tsx';
import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import { notifyError } from '../../lib/notify.ts';
import { useFasesProcesso } from '../processo/index.ts';
import { DevedorAutocomplete } from './DevedorAutocomplete.tsx';
import { relatorioApi, type DevedorOpcao, type PedidoRelatorio } from './relatorio.api.ts';

interface Valores {
  dataInicio: string | null;
  dataFim: string | null;
}

/** /relatorioSinteticoProcesso 'Relatório Sintético de Processo' (spec 02 §2.10, §5). */
export default function RelatorioSinteticoPage() {
  const { control, handleSubmit, setError, clearErrors } = useForm<Valores>({
    defaultValues: { dataInicio: null, dataFim: null },
  });
  const fases = useFasesProcesso();
  const [devedor, setDevedor] = useState<DevedorOpcao | null>(null);
  const [fase, setFase] = useState('');
  const [situacao, setSituacao] = useState('');
  const [tipo, setTipo] = useState<'PDF' | 'EXCEL'>('PDF');
  const [vazio, setVazio] = useState(false);
  const [gerando, setGerando] = useState(false);
  const exportacao = useExportacao();
  // from the click itself: the form's validation runs first, and a second click then made a second file
  const emCurso = useRef(false);
  const ocupado = gerando || exportacao.exportando;
  const situacoes = fases.data?.find((f) => String(f.id) === fase)?.situacoes ?? [];

  const gerar = handleSubmit(async (v) => {
    setVazio(false);
    clearErrors();
    const pedido: PedidoRelatorio = {
      idDevedor: devedor?.id ?? null,
      idFaseProcesso: fase ? Number(fase) : null,
      idSituacaoProcesso: situacao ? Number(situacao) : null,
      excluido: false,
      ...v,
    };
    if (!validarCom(relatorioSinteticoFiltroSchema, pedido, setError)) return;
    setGerando(true);
    try {
      if (!(await relatorioApi.temLinhas(pedido))) {
        setVazio(true);
        return;
      }
      if (tipo === 'PDF') await abrirPdf(() => relatorioApi.pdf(pedido));
      else await exportacao.exportar(() => relatorioApi.excel(pedido));
    } catch (e) {
      notifyError(e);
    } finally {
      setGerando(false);
    }
  });

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Relatório Sintético de Processo
      </Typography>
      <form
        onSubmit={(e) => {
          if (emCurso.current || exportacao.exportando) {
            e.preventDefault();
            return;
          }
          emCurso.current = true;
          void gerar(e).finally(() => {
            emCurso.current = false;
          });
        }}
        noValidate
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DateField control={control} name="dataInicio" label="Data Início" required />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 3 }}>
            <DateField control={control} name="dataFim" label="Data Fim" required />
          </Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <DevedorAutocomplete valor={devedor} onChange={setDevedor} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Fase"
              value={fase}
              onChange={(e) => {
                setFase(e.target.value);
                setSituacao('');
              }}
            >
              <MenuItem value="">Todas</MenuItem>
              {(fases.data ?? []).map((f) => (
                <MenuItem key={f.id} value={String(f.id)}>
                  {f.nome}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              select
              fullWidth
              size="small"
              label="Situação"
              value={situacao}
              disabled={!fase}
              onChange={(e) => setSituacao(e.target.value)}
            >
              <MenuItem value="">Todas</MenuItem>
              {situacoes.map((s) => (
                <MenuItem key={s.id} value={String(s.id)}>
                  {s.nome}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
          <Grid size={12}>
            <FormLabel id="tipo-relatorio">Tipo de relatório</FormLabel>
            <RadioGroup
              row
              aria-labelledby="tipo-relatorio"
              value={tipo}
              onChange={(e) => setTipo(e.target.value as 'PDF' | 'EXCEL')}
            >
              <FormControlLabel value="PDF" control={<Radio />} label="PDF" />
              <FormControlLabel value="EXCEL" control={<Radio />} label="Excel" />
            </RadioGroup>
          </Grid>
        </Grid>
        {vazio && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {MENSAGENS_RELATORIO.vazio}
          </Alert>
        )}
        <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={ocupado}>
            {ocupado ? MENSAGENS_EXPORTACAO.gerandoBotao : 'Gerar'}
          </Button>
        </Stack>
        {tipo === 'EXCEL' && (
          <Box sx={{ mt: 2 }}>
            <IndicadorExportacao ativo={ocupado} />
          </Box>
        )}
      </form>
      <SavingBackdrop open={gerando && tipo === 'PDF'} />
      {exportacao.dialogo}
    </Paper>
  );
}
