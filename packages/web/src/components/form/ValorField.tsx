import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import InputAdornment from '@mui/material/InputAdornment';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { parseValorBrasileiro } from '@divida/domain/format';
import { formatDecimalBR } from '@divida/domain/money';

export type ValorKind = 'dinheiro' | 'percentual';

/**
 * The text shown for a value: money always with its two decimals ('1.234,50'), a percentage with the
 * decimals it has ('1,5', '10'). Text that cannot be read, or has more decimals than the field
 * stores, is left exactly as typed so the person sees what the error is about.
 */
export function formatValor(kind: ValorKind, v: string | number | null | undefined): string {
  if (v === null || v === undefined) return '';
  const lido = typeof v === 'number' ? null : parseValorBrasileiro(v);
  if (lido && (!lido.ok || lido.valor.decimalPlaces() > 2)) return v as string;
  const valor = lido?.ok ? lido.valor : v;
  const texto = formatDecimalBR(valor as number, 2);
  return kind === 'dinheiro' ? texto : texto.replace(/,(\d*?)0+$/, (_m, d: string) => (d ? `,${d}` : ''));
}

export type ValorFieldProps<T extends FieldValues, TOut extends FieldValues = T> = Omit<
  TextFieldProps,
  'value' | 'onChange' | 'name' | 'type'
> & {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  kind: ValorKind;
};

/**
 * The one money field and the one percentage field of the product. Brazilian writing: comma as the
 * decimal mark, dots between thousands; typed or pasted as '1234,56', '1.234,56' or 'R$ 1.234,56'.
 * The form keeps the text; the domain's `valorBrasileiroSchema` reads it into an exact number, so a
 * text that cannot be read is an error on the field, never another amount. On leaving the field a
 * readable value is rewritten in the usual form ('1234,5' → '1.234,50').
 */
export function ValorField<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  kind,
  slotProps,
  ...props
}: ValorFieldProps<T, TOut>) {
  const { field, fieldState } = useController<T, FieldPath<T>, TOut>({ control, name });
  const value = field.value as string | number | null | undefined;
  const shown = typeof value === 'string' ? value : formatValor(kind, value);
  const adornment =
    kind === 'dinheiro'
      ? { startAdornment: <InputAdornment position="start">R$</InputAdornment> }
      : { endAdornment: <InputAdornment position="end">%</InputAdornment> };
  return (
    <TextField
      {...props}
      name={field.name}
      value={shown}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={() => {
        const formatted = formatValor(kind, shown);
        if (formatted !== shown) field.onChange(formatted);
        field.onBlur();
      }}
      inputRef={field.ref}
      error={Boolean(fieldState.error) || props.error}
      helperText={fieldState.error?.message ?? props.helperText}
      slotProps={{
        ...slotProps,
        input: { ...adornment, ...(slotProps?.input as object) },
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', ...(slotProps?.htmlInput as object) },
      }}
    />
  );
}
