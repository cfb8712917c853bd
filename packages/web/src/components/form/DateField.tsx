import { useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { fromApiDate, toApiDate } from '@divida/domain/format';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** A whole date: typed key by key, the year passes through 2, 20, 202 (years the form must not take). */
const completa = (d: Date | null): d is Date =>
  d !== null && !Number.isNaN(d.getTime()) && d.getFullYear() >= 1000;

/**
 * A date picker in pt-BR (dd/MM/aaaa) whose form value is the API date 'yyyy-MM-dd' (spec 01 §9), or null.
 * The provider lives here, so only the pages with a date load the pickers.
 */
export function DateField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  minDate,
  maxDate,
}: {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  required?: boolean;
  minDate?: Date;
  maxDate?: Date;
}) {
  const { field, fieldState } = useController({ control, name });
  // While a date is being typed the form holds null; the picker keeps what was typed so far (given
  // null back it would clear the sections already filled).
  const [rascunho, setRascunho] = useState<Date | null>(null);
  const valor = fromApiDate(field.value as string | null);
  const mostrado = valor === null && rascunho !== null && !completa(rascunho) ? rascunho : valor;
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      <DatePicker
        label={label}
        format="dd/MM/yyyy"
        value={mostrado}
        onChange={(d) => {
          setRascunho(d);
          field.onChange(completa(d) ? toApiDate(d) : null);
        }}
        minDate={minDate}
        maxDate={maxDate}
        inputRef={field.ref}
        slotProps={{
          textField: {
            name: field.name,
            required,
            onBlur: field.onBlur,
            error: Boolean(fieldState.error),
            helperText: fieldState.error?.message,
            fullWidth: true,
            size: 'small',
          },
        }}
      />
    </LocalizationProvider>
  );
}
