import { useController, useFormContext } from 'react-hook-form';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';

/** A select of ids (creditor body, profile, index) of the form in context; empty → null. */
export function CampoSelect({
  name,
  label,
  options,
  required,
  disabled,
}: {
  name: string;
  label: string;
  options: readonly { value: number; label: string }[];
  required?: boolean;
  disabled?: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  const v = field.value as number | null | undefined;
  return (
    <TextField
      select
      fullWidth
      required={required}
      disabled={disabled}
      label={label}
      name={field.name}
      // an id not (yet) among the options shows empty instead of MUI's out-of-range warning
      value={v !== null && v !== undefined && options.some((o) => o.value === v) ? v : ''}
      onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
