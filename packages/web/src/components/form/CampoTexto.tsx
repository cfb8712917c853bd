import { useController, useFormContext } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/**
 * A text field of the form in context, with its error under it. `somenteDigitos`: keeps only the
 * digits of what is typed or pasted (the schema still says why, for a value set otherwise).
 */
export function CampoTexto({
  name,
  maxLength,
  somenteDigitos,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  name: string;
  maxLength?: number;
  somenteDigitos?: boolean;
}) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => field.onChange(somenteDigitos ? e.target.value.replace(/\D/g, '') : e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { maxLength, ...(props.slotProps?.htmlInput as object) } }}
    />
  );
}
