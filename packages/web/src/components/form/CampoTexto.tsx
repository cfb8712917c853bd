import { useController, useFormContext } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field of the form in context, with its error under it. */
export function CampoTexto({
  name,
  maxLength,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & { name: string; maxLength?: number }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { maxLength, ...(props.slotProps?.htmlInput as object) } }}
    />
  );
}
