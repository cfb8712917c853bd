import { Controller, useFormContext } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CobrancaDetalhe } from '@divida/domain/cobranca/cobranca.schema';
import { formatBRL, formatDate } from '@divida/domain/format';
import { DateField } from '../../components/form/DateField.tsx';
import { PdfUploadField } from '../../components/form/PdfUploadField.tsx';
import type { UploadedFile } from '../../components/form/pdfFiles.ts';
import { ValorField } from '../../components/form/ValorField.tsx';

// The field blocks of the collection's actions in the action dialog (CobrancaAcoes.tsx), each with the
// form of the dialog in context.

/** 'Motivo do cancelamento': 5 to 200 characters. */
export function CampoMotivoCancelamento() {
  const { control } = useFormContext<{ motivo: string }>();
  return (
    <Controller
      control={control}
      name="motivo"
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label="Motivo do cancelamento"
          required
          multiline
          rows={4}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      )}
    />
  );
}

export interface BaixaValores {
  lancamentos: number[];
  dataPagamento: string | null;
  valorPago: string;
  documentos: UploadedFile[];
}

/** The first open instalment (the only one that can be picked), the payment date, the amount and the proof. */
export function CamposBaixaManual({ c }: { c: CobrancaDetalhe }) {
  const form = useFormContext<BaixaValores>();
  const primeiraAberta = c.lancamentos.find((l) => l.situacaoLancamento === 'PREVISTO');
  const escolhidas = form.watch('lancamentos');
  const erroParcela = form.formState.errors.lancamentos?.message;
  return (
    <>
      <Stack role="group" aria-label="Parcelas">
        {c.lancamentos.map((l) => (
          <FormControlLabel
            key={l.id}
            disabled={l.id !== primeiraAberta?.id}
            control={
              <Checkbox
                checked={escolhidas.includes(l.id)}
                onChange={(e) => {
                  form.setValue('lancamentos', e.target.checked ? [l.id] : []);
                  form.clearErrors('lancamentos');
                }}
              />
            }
            label={`Parcela ${l.parcela} – vencimento ${formatDate(l.dataVencimento)} – ${formatBRL(l.valorTotalBoleto)}${l.situacaoLancamento === 'BAIXADO' ? ' (QUITADO)' : ''}`}
          />
        ))}
        {erroParcela && <FormHelperText error>{erroParcela}</FormHelperText>}
      </Stack>
      <DateField
        control={form.control}
        name="dataPagamento"
        label="Data do Pagamento"
        required
        maxDate={new Date()}
      />
      <ValorField control={form.control} name="valorPago" kind="dinheiro" label="Valor Pago" required />
      <CampoDocumentos label="Comprovante de Pagamento" />
    </>
  );
}

/** Who the term is made out to: Titular (the debtor, locked) or Representante (the saved requester). */
export interface TermoValores {
  tipo: 'TITULAR' | 'REPRESENTANTE';
  nome: string;
  cpfCnpj: string;
  telefone: string;
}

export const titular = (c: CobrancaDetalhe): TermoValores => ({
  tipo: 'TITULAR',
  nome: c.titular.nome.slice(0, 50),
  cpfCnpj: c.titular.documentoIdentificacao,
  telefone: '',
});
export const representante = (c: CobrancaDetalhe): TermoValores => ({
  tipo: 'REPRESENTANTE',
  nome: c.requerente.nome,
  cpfCnpj: c.requerente.cpf,
  telefone: c.requerente.telefone,
});

/** Titular fills the debtor's name and document and locks them; Representante starts from the saved requester. */
export function CamposTermo({ c }: { c: CobrancaDetalhe }) {
  const form = useFormContext<TermoValores>();
  const tipo = form.watch('tipo');
  const travado = tipo === 'TITULAR';
  const campo = (name: 'nome' | 'cpfCnpj' | 'telefone', label: string, max: number) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          required={name !== 'telefone'}
          disabled={travado}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { maxLength: max } }}
        />
      )}
    />
  );
  return (
    <>
      <TextField
        select
        label="Requerente"
        value={tipo}
        onChange={(e) => form.reset(e.target.value === 'TITULAR' ? titular(c) : representante(c))}
      >
        <MenuItem value="TITULAR">Titular</MenuItem>
        <MenuItem value="REPRESENTANTE">Representante</MenuItem>
      </TextField>
      {campo('nome', 'Nome', 50)}
      {campo('cpfCnpj', 'CPF/CNPJ', 18)}
      {campo('telefone', 'Telefone', 15)}
    </>
  );
}

/** The action's required PDF (proof of payment, signed term); choosing one clears its error. */
export function CampoDocumentos({ label }: { label: string }) {
  const { control, clearErrors } = useFormContext<{ documentos: UploadedFile[] }>();
  return (
    <Controller
      control={control}
      name="documentos"
      render={({ field, fieldState }) => (
        <PdfUploadField
          label={label}
          required
          value={field.value}
          onChange={(arquivos) => {
            field.onChange(arquivos);
            clearErrors('documentos');
          }}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
