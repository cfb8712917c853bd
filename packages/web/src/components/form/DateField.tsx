import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { fromApiDate, toApiDate } from '@divida/domain/format';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

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
  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
      <DatePicker
        label={label}
        format="dd/MM/yyyy"
        value={fromApiDate(field.value as string | null)}
        onChange={(d) => field.onChange(d && !Number.isNaN(d.getTime()) ? toApiDate(d) : null)}
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
