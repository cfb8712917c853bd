import { useController, useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { isValidCep, onlyDigits } from '@divida/domain/documents';
import { COMPLEMENTO_MAX, NUMERO_MAX, type RegrasEndereco } from '@divida/domain/endereco/endereco.schema';
import type { Localidade } from '@divida/domain/localidade/localidade.schema';
import { MaskedTextField } from '../form/MaskedField.tsx';
import { ApiError } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import { CampoTexto } from '../form/CampoTexto.tsx';
import { localidadeApi, useMunicipios } from './localidade.api.ts';
import { UFS } from './ufs.ts';

/** The address fields every form shares: cep, rua, numero, complemento, bairro, uf, municipio. */
export interface EnderecoValues {
  cep: string;
  rua: string;
  numero: string;
  complemento: string;
  bairro: string;
  uf: string;
  municipio: number | null;
}

/** The names of the UF and municipality fields in the form (the process form says formUf/formMunicipio). */
type Nomes = { uf: string; municipio: string };
const NOMES_PADRAO: Nomes = { uf: 'uf', municipio: 'municipio' };

function CampoCep({ nomes }: { nomes: Nomes }) {
  const { control, setValue, setError, clearErrors } = useFormContext<EnderecoValues>();
  const { field, fieldState } = useController({ control, name: 'cep' });

  // spec 01 §2.6, §2.7: leaving the CEP field looks the address up and fills street, district, UF and city.
  async function buscar() {
    field.onBlur();
    const digits = onlyDigits(field.value ?? '');
    if (digits.length !== 8 || !isValidCep(digits)) return;
    try {
      const e = await localidadeApi.cep(digits);
      clearErrors('cep');
      const opts = { shouldValidate: true, shouldDirty: true } as const;
      if (e.nome) setValue('rua', e.nome, opts);
      if (e.bairro) setValue('bairro', e.bairro, opts);
      setValue(nomes.uf as 'uf', e.localidade.uf, opts);
      setValue(nomes.municipio as 'municipio', e.localidade.id, opts);
    } catch (err) {
      if (err instanceof ApiError && err.status === 404)
        setError('cep', { type: 'server', message: err.message });
      else notifyError(err);
    }
  }

  return (
    <MaskedTextField
      kind="cep"
      label="CEP"
      required
      fullWidth
      name={field.name}
      value={field.value}
      onChange={(v) => field.onChange(v ?? '')}
      onBlur={() => void buscar()}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    />
  );
}

function CampoUf({ nomes }: { nomes: Nomes }) {
  const { control, setValue } = useFormContext<EnderecoValues>();
  const { field, fieldState } = useController({ control, name: nomes.uf as 'uf' });
  return (
    <TextField
      select
      fullWidth
      required
      label="UF"
      name={field.name}
      value={field.value ?? ''}
      onChange={(e) => {
        // spec 01 §2.6, §2.7: a new UF clears the municipality (and loads that state's cities)
        if (e.target.value !== field.value)
          setValue(nomes.municipio as 'municipio', null, { shouldDirty: true });
        field.onChange(e.target.value);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {UFS.map((u) => (
        <MenuItem key={u.sigla} value={u.sigla}>
          {u.sigla} - {u.nome}
        </MenuItem>
      ))}
    </TextField>
  );
}

function CampoMunicipio({ nomes }: { nomes: Nomes }) {
  const { control, watch } = useFormContext<EnderecoValues>();
  const uf = watch(nomes.uf as 'uf');
  const { field, fieldState } = useController({ control, name: nomes.municipio as 'municipio' });
  const municipios = useMunicipios(uf);
  const options = municipios.data ?? [];
  const selected = options.find((m) => m.id === field.value) ?? null;
  return (
    <Autocomplete<Localidade>
      options={options}
      value={selected}
      loading={municipios.isFetching}
      disabled={!uf}
      getOptionLabel={(m) => m.nome}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, m) => field.onChange(m?.id ?? null)}
      noOptionsText="Nenhum município"
      loadingText="Aguarde ..."
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label="Município"
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? (uf ? undefined : 'Selecione a UF')}
        />
      )}
    />
  );
}

/**
 * Address section: CEP lookup on leaving the field; UF → municipality. The limits are the area's
 * (the same rules its domain schema applies: endereco.schema.ts).
 */
export function EnderecoFields({ regras, nomes = NOMES_PADRAO }: { regras: RegrasEndereco; nomes?: Nomes }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <CampoCep nomes={nomes} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8, md: 6 }}>
        <CampoTexto name="rua" label="Rua" required maxLength={regras.rua.max} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <CampoTexto
          name="numero"
          label="Número"
          required
          maxLength={NUMERO_MAX}
          slotProps={regras.numeroSoDigitos ? { htmlInput: { inputMode: 'numeric' } } : undefined}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8, md: 6 }}>
        <CampoTexto name="complemento" label="Complemento" maxLength={COMPLEMENTO_MAX} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoTexto name="bairro" label="Bairro" required maxLength={regras.bairro.max} />
      </Grid>
      <Grid size={{ xs: 12, sm: 4, md: 3 }}>
        <CampoUf nomes={nomes} />
      </Grid>
      <Grid size={{ xs: 12, sm: 8, md: 9 }}>
        <CampoMunicipio nomes={nomes} />
      </Grid>
    </Grid>
  );
}
