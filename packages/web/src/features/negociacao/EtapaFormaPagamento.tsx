import { Controller, useForm } from 'react-hook-form';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { parseIsoDate, type IsoDate } from '@divida/domain/calendar';
import {
  formaPagamentoEtapaSchema,
  ultimoVencimentoAVista,
  type FormaPagamentoEtapa,
} from '@divida/domain/cobranca/negociacao.form';
import { DateField } from '../../components/form/DateField.tsx';
import { ValorField } from '../../components/form/ValorField.tsx';
import { validarCom } from '../../components/form/validarCom.ts';
import { FORM_ETAPA, numeroDigitado, type FormaValores } from './etapa.ts';

const dataLocal = (d: IsoDate) => {
  const { year, month, day } = parseIsoDate(d);
  return new Date(year, month - 1, day);
};

/**
 * 'Forma de Pagamento' (spec 03 §2.6, §5): À VISTA (one instalment, due from today to the end of next
 * month) or PARCELADO, and a discount of 0 to 99 % (0 or empty is none).
 */
export function EtapaFormaPagamento({
  hoje,
  inicial,
  onAvancar,
}: {
  hoje: IsoDate;
  inicial: FormaValores | null;
  onAvancar: (v: FormaValores, etapa: FormaPagamentoEtapa) => void;
}) {
  const form = useForm<FormaValores>({
    defaultValues: inicial ?? { formaPagamento: '', desconto: '', primeiroVencimento: hoje },
  });
  const { control, setError, watch } = form;
  const forma = watch('formaPagamento');

  const onSubmit = form.handleSubmit((v) => {
    const ok = validarCom(
      formaPagamentoEtapaSchema(hoje),
      {
        formaPagamento: v.formaPagamento || undefined,
        desconto: numeroDigitado(v.desconto),
        primeiroVencimento: v.primeiroVencimento,
      },
      setError,
    );
    if (ok) onAvancar(v, ok);
  });

  return (
    <form id={FORM_ETAPA} onSubmit={onSubmit} noValidate>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Controller
          control={control}
          name="formaPagamento"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)} required>
              <FormLabel id="forma-pagamento">Forma de Pagamento</FormLabel>
              <RadioGroup
                row
                aria-labelledby="forma-pagamento"
                value={field.value}
                onChange={(e) => field.onChange(e.target.value)}
              >
                <FormControlLabel value="A_VISTA" control={<Radio />} label="À Vista" />
                <FormControlLabel value="PARCELADO" control={<Radio />} label="Parcelado" />
              </RadioGroup>
              {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
            </FormControl>
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ValorField control={control} name="desconto" kind="percentual" label="Desconto" fullWidth />
          {forma === 'A_VISTA' && (
            <DateField
              control={control}
              name="primeiroVencimento"
              label="Data de Vencimento"
              required
              minDate={dataLocal(hoje)}
              maxDate={dataLocal(ultimoVencimentoAVista(hoje))}
            />
          )}
        </Stack>
      </Stack>
    </form>
  );
}
