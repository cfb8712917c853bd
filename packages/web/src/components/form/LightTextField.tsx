import { forwardRef, useId, type InputHTMLAttributes, type ReactNode } from 'react';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';

export interface LightTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  endAdornment?: ReactNode;
}

/**
 * An outlined text field without TextField's select machinery (Menu, Popover, Modal): the public pages
 * use it to keep the login bundle small. Same look and the same label/helper wiring as TextField.
 */
export const LightTextField = forwardRef<HTMLInputElement, LightTextFieldProps>(function LightTextField(
  { label, error, helperText, endAdornment, required, id, autoFocus, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const helperId = helperText ? `${inputId}-helper` : undefined;
  return (
    <FormControl fullWidth size="small" variant="outlined" error={error} required={required}>
      <InputLabel htmlFor={inputId}>{label}</InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        inputRef={ref}
        autoFocus={autoFocus}
        endAdornment={endAdornment}
        inputProps={{ ...input, 'aria-describedby': helperId }}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
});
