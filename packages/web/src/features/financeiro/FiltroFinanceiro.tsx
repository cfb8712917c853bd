import { useForm, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import {
  financeiroFiltroFormSchema,
  ROTULO_TIPO_PESQUISA,
  TIPOS_PESQUISA,
  type FinanceiroFiltroForm,
  type TipoPesquisa,
} from '@divida/domain/financeiro/financeiro.schema';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { DateField } from '../../components/form/DateField.tsx';
import { validarCom } from '../../components/form/validarCom.ts';

const MESES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/** The filter of spec 03 §2.7: Período / Mês e Ano / Ano, checked with the domain's rules. */
export function FiltroFinanceiro({
  inicial,
  aplicar,
}: {
  inicial: FinanceiroFiltroForm;
  aplicar: (f: FinanceiroFiltroForm) => void;
}) {
  const { control, handleSubmit, setError, setValue, clearErrors, formState } = useForm<FinanceiroFiltroForm>(
    {
      defaultValues: inicial,
    },
  );
  const tipo = useWatch({ control, name: 'tipoPesquisa' });
  const mesAno = useWatch({ control, name: 'dataMesAno' }) ?? '';
  const ano = useWatch({ control, name: 'dataAno' }) ?? '';
  const hoje = todayInSaoPaulo();
  const anos = Array.from({ length: 8 }, (_, i) => String(Number(hoje.slice(0, 4)) - i));
  const erro = (campo: keyof FinanceiroFiltroForm) => formState.errors[campo]?.message;

  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit((v) => {
        const ok = validarCom(financeiroFiltroFormSchema, v, setError);
        if (ok) aplicar(ok);
      })}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        // at 1366 with the menu open the fields and Pesquisar go to a second line rather than clipped
        sx={{ alignItems: { md: 'flex-start' }, flexWrap: 'wrap' }}
      >
        <ToggleButtonGroup
          size="small"
          exclusive
          sx={{ flexShrink: 0, '& .MuiToggleButton-root': { whiteSpace: 'nowrap' } }}
          value={tipo}
          aria-label="Tipo de pesquisa"
          onChange={(_, v: TipoPesquisa | null) => {
            if (!v) return;
            clearErrors();
            setValue('tipoPesquisa', v);
            if (v === 'dataMesAno' && !mesAno) setValue('dataMesAno', hoje.slice(0, 7));
            if (v === 'dataAno' && !ano) setValue('dataAno', hoje.slice(0, 4));
          }}
        >
          {TIPOS_PESQUISA.map((t) => (
            <ToggleButton key={t} value={t}>
              {ROTULO_TIPO_PESQUISA[t]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        {tipo === 'dataPeriodo' && (
          <>
            <Box sx={{ minWidth: 180 }}>
              <DateField control={control} name="dataPeriodoInicio" label="Período inicial" required />
            </Box>
            <Box sx={{ minWidth: 180 }}>
              <DateField control={control} name="dataPeriodoFim" label="Período final" required />
            </Box>
          </>
        )}
        {tipo === 'dataMesAno' && (
          <>
            <TextField
              select
              size="small"
              label="Mês"
              value={mesAno.slice(5, 7)}
              error={Boolean(erro('dataMesAno'))}
              helperText={erro('dataMesAno')}
              onChange={(e) =>
                setValue('dataMesAno', `${mesAno.slice(0, 4) || hoje.slice(0, 4)}-${e.target.value}`)
              }
              sx={{ minWidth: 120 }}
            >
              {MESES.map((m, i) => (
                <MenuItem key={m} value={String(i + 1).padStart(2, '0')}>
                  {m}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              label="Ano"
              value={mesAno.slice(0, 4)}
              onChange={(e) => setValue('dataMesAno', `${e.target.value}-${mesAno.slice(5, 7) || '01'}`)}
              sx={{ minWidth: 110 }}
            >
              {anos.map((a) => (
                <MenuItem key={a} value={a}>
                  {a}
                </MenuItem>
              ))}
            </TextField>
          </>
        )}
        {tipo === 'dataAno' && (
          <TextField
            select
            size="small"
            label="Ano"
            value={ano}
            error={Boolean(erro('dataAno'))}
            helperText={erro('dataAno')}
            onChange={(e) => setValue('dataAno', e.target.value)}
            sx={{ minWidth: 110 }}
          >
            {anos.map((a) => (
              <MenuItem key={a} value={a}>
                {a}
              </MenuItem>
            ))}
          </TextField>
        )}
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start' } }}>
          Pesquisar
        </Button>
      </Stack>
    </Box>
  );
}
