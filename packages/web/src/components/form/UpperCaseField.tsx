import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';

/** A text field that keeps its value in upper case as the user types (pt-BR rules for accents). */
export function UpperCaseField<T extends FieldValues>({
  control,
  name,
  maxLength,
  ...props
}: Omit<TextFieldProps, 'name' | 'value' | 'onChange'> & {
  control: Control<T>;
  name: FieldPath<T>;
  maxLength?: number;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | null) ?? ''}
      onChange={(e) => field.onChange(e.target.value.toLocaleUpperCase('pt-BR'))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message ?? props.helperText}
      slotProps={{ ...props.slotProps, htmlInput: { maxLength, ...(props.slotProps?.htmlInput as object) } }}
    />
  );
}
