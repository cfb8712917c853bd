import { useController, useFormContext } from 'react-hook-form';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { onlyDigits } from '@divida/domain/documents';
import {
  DOCUMENTO_MAX,
  documentoValido,
  MENSAGENS_DEVEDOR,
  type Devedor,
} from '@divida/domain/devedor/devedor.schema';
import {
  TIPO_DOC_IDENTIFICACAO_CNPJ,
  TIPO_DOC_IDENTIFICACAO_CPF,
} from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';
import { CampoTexto } from '../../../components/form/CampoTexto.tsx';
import { MaskedField, MaskedTextField } from '../../../components/form/MaskedField.tsx';
import { ApiError } from '../../../lib/http.ts';
import { notifyError } from '../../../lib/notify.ts';
import { processoApi, useTiposDocIdentificacao } from '../processo.api.ts';

const ehCpfCnpj = (tipo: number | null | undefined) =>
  tipo === TIPO_DOC_IDENTIFICACAO_CPF || tipo === TIPO_DOC_IDENTIFICACAO_CNPJ;

function CampoTipoDocumento() {
  const { control, setValue } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'tipoDocIdentificacao' });
  const tipos = useTiposDocIdentificacao();
  return (
    <TextField
      select
      fullWidth
      required
      label="Tipo de Documento"
      name={field.name}
      value={(tipos.data ?? []).some((t) => t.id === field.value) ? field.value : ''}
      onChange={(e) => {
        field.onChange(e.target.value === '' ? null : Number(e.target.value));
        setValue('documentoIdentificacao', '');
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {(tipos.data ?? [])
        .filter((t) => !t.excluido)
        .map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.nome}
          </MenuItem>
        ))}
    </TextField>
  );
}

/** The debtor's document; leaving a valid CPF/CNPJ looks the debtor up and fills the form. */
function CampoDocumento({ buscar }: { buscar: boolean }) {
  const { control, watch, setValue } = useFormContext();
  const tipo = watch('tipoDocIdentificacao') as number | null;
  const { field, fieldState } = useController({ control, name: 'documentoIdentificacao' });

  async function aoSair() {
    field.onBlur();
    const texto = String(field.value ?? '');
    if (!buscar || !tipo || !ehCpfCnpj(tipo) || !documentoValido(tipo, texto)) return;
    try {
      preencher(await processoApi.devedorPorDocumento(onlyDigits(texto)));
    } catch (e) {
      // a document unknown to the user's body (another body's debtor answers the same): the user types
      // the debtor, and the save reuses the one record of the document
      if (e instanceof ApiError && e.status === 404) setValue('idDevedor', null);
      else notifyError(new Error(MENSAGENS_DEVEDOR.buscaFalhou));
    }
  }

  function preencher(d: Devedor) {
    const opts = { shouldValidate: true, shouldDirty: true } as const;
    setValue('idDevedor', d.id);
    setValue('nome', d.nome, opts);
    setValue('email', d.email ?? '', opts);
    setValue('cep', d.cep ?? '', opts);
    setValue('rua', d.rua ?? '', opts);
    setValue('numero', d.numero ?? '', opts);
    setValue('bairro', d.bairro ?? '', opts);
    setValue('complemento', d.complemento ?? '', opts);
    setValue('formUf', d.uf ?? '', opts);
    setValue('formMunicipio', d.municipio?.id ?? null, opts);
    setValue('telefone1', d.telefone1 ?? '', opts);
    setValue('telefone2', d.telefone2 ?? '', opts);
  }

  const comum = {
    label: 'Documento de Identificação',
    required: true,
    fullWidth: true,
    name: field.name,
    onBlur: () => void aoSair(),
    inputRef: field.ref,
    disabled: !tipo,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message ?? (tipo ? undefined : 'Selecione o tipo de documento'),
  };
  if (ehCpfCnpj(tipo))
    return (
      <MaskedTextField
        {...comum}
        kind={tipo === TIPO_DOC_IDENTIFICACAO_CPF ? 'cpf' : 'cnpj'}
        value={field.value as string}
        onChange={(v) => field.onChange(v ?? '')}
      />
    );
  return (
    <TextField
      {...comum}
      value={(field.value as string | null) ?? ''}
      onChange={(e) => field.onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: tipo ? DOCUMENTO_MAX[tipo] : undefined } }}
    />
  );
}

/**
 * A debtor's identification and contact: document type and document (with the lookup when `buscar`),
 * name, e-mail and phones. Used by the process form (the holder) and the co-responsible dialog.
 */
export function DevedorFields({ buscar = false, nomeMax = 100 }: { buscar?: boolean; nomeMax?: number }) {
  const { control } = useFormContext();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <CampoTipoDocumento />
      </Grid>
      <Grid size={{ xs: 12, sm: 8, md: 3 }}>
        <CampoDocumento buscar={buscar} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoTexto name="nome" label="Nome ou Razão Social" required maxLength={nomeMax} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoTexto name="email" label="E-mail" type="email" maxLength={100} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MaskedField
          control={control}
          name="telefone1"
          kind="telefone"
          label="Telefone 1"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <MaskedField control={control} name="telefone2" kind="telefone" label="Telefone 2" fullWidth />
      </Grid>
    </Grid>
  );
}
