import { forwardRef, type ChangeEvent } from 'react';
import { IMaskInput } from 'react-imask';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  MASK_CEP,
  MASK_CNPJ,
  MASK_CPF,
  MASK_DATA,
  MASK_TELEFONE_10,
  MASK_TELEFONE_11,
} from '@divida/domain/format';

/**
 * The masks of spec 01 §5; digits are kept unmasked in the form, dates as 'dd/MM/aaaa'. Money and
 * percentages have their own field (ValorField): a mask cannot tell '1.5' from '15'.
 */
export type MaskKind = 'cpf' | 'cnpj' | 'cpfCnpj' | 'telefone' | 'cep' | 'data';

interface Dynamic {
  value: string;
  compiledMasks: unknown[];
}
/** Picks the second mask once the digits outgrow the first (CPF → CNPJ after 11, phone 10 → 11). */
const byLength = (limit: number) => (appended: string, dynamic: Dynamic) =>
  dynamic.compiledMasks[(dynamic.value + appended).replace(/\D/g, '').length > limit ? 1 : 0];

// IMask's '0' is one digit, the same convention as the domain's display masks.
// The CNPJ's first 12 positions also take letters (alphanumeric CNPJ, July 2026); its 2 check digits stay digits.
let cnpjPos = 0;
const MASK_CNPJ_ALFANUMERICO = MASK_CNPJ.replace(/0/g, (d) => (cnpjPos++ < 12 ? '#' : d));
const MASKS: Record<MaskKind, object> = {
  cpf: { mask: MASK_CPF },
  cnpj: {
    mask: MASK_CNPJ_ALFANUMERICO,
    definitions: { '#': /[0-9A-Z]/ },
    prepareChar: (c: string) => c.toUpperCase(),
  },
  cpfCnpj: { mask: [{ mask: MASK_CPF }, { mask: MASK_CNPJ }], dispatch: byLength(11) },
  telefone: { mask: [{ mask: MASK_TELEFONE_10 }, { mask: MASK_TELEFONE_11 }], dispatch: byLength(10) },
  cep: { mask: MASK_CEP },
  data: { mask: MASK_DATA, lazy: true },
};

const PLACEHOLDERS: Partial<Record<MaskKind, string>> = { data: 'dd/mm/aaaa' };

interface MaskInputProps {
  name: string;
  kind: MaskKind;
  onChange: (event: { target: { name: string; value: string } }) => void;
}

const MaskInput = forwardRef<HTMLInputElement, MaskInputProps>(function MaskInput(
  { kind, onChange, ...other },
  ref,
) {
  const opts = MASKS[kind];
  return (
    <IMaskInput
      {...other}
      {...(opts as Record<string, unknown>)}
      inputRef={ref}
      unmask={kind !== 'data'}
      onAccept={(value: string) => onChange({ target: { name: other.name, value } })}
    />
  );
});

export type MaskedTextFieldProps = Omit<TextFieldProps, 'onChange' | 'value'> & {
  kind: MaskKind;
  value: string | number | null | undefined;
  onChange: (value: string | number | null) => void;
};

/** A text field with one of the app's masks; reports the unmasked value. */
export function MaskedTextField({ kind, value, onChange, slotProps, ...props }: MaskedTextFieldProps) {
  const shown = value === null || value === undefined ? '' : String(value);
  return (
    <TextField
      {...props}
      value={shown}
      onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value)}
      placeholder={props.placeholder ?? PLACEHOLDERS[kind]}
      slotProps={{
        ...slotProps,
        input: { ...(slotProps?.input as object), inputComponent: MaskInput as never },
        htmlInput: {
          ...(slotProps?.htmlInput as object),
          kind,
          inputMode: kind === 'data' ? 'numeric' : undefined,
        },
      }}
    />
  );
}

/** MaskedTextField bound to a react-hook-form field. */
export function MaskedField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<MaskedTextFieldProps, 'value' | 'onChange' | 'name'> & { control: Control<T>; name: FieldPath<T> }) {
  const { field, fieldState } = useController({ control, name });
  return (
    <MaskedTextField
      {...props}
      name={field.name}
      value={field.value as string | number | null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error) || props.error}
      helperText={fieldState.error?.message ?? props.helperText}
    />
  );
}
