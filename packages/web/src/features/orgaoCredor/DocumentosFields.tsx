import { useController, useFormContext } from 'react-hook-form';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { TipoDocumento } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { useTiposDocumentoLookup } from '../tipoDocumento/index.ts';

export interface TipoDocumentoOrgao {
  id: number;
  nome?: string;
  opcional: boolean;
}

/**
 * Required and optional document types of a creditor body (spec 01 §3): one list in the form, shown as
 * two pickers; a type chosen in one is not offered in the other (a type cannot be both).
 */
export function DocumentosFields() {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ control, name: 'tiposDocumentos' });
  const tipos = useTiposDocumentoLookup();
  const todos = tipos.data ?? [];
  const valor = (field.value as TipoDocumentoOrgao[] | undefined) ?? [];
  const ids = (opcional: boolean) => new Set(valor.filter((t) => t.opcional === opcional).map((t) => t.id));

  const picker = (opcional: boolean) => {
    const meus = ids(opcional);
    const outros = ids(!opcional);
    const selecionados = todos.filter((t) => meus.has(t.id));
    // kept even when the lookup has not arrived yet (the record's own names)
    const pendentes = valor
      .filter((t) => t.opcional === opcional && !todos.some((x) => x.id === t.id))
      .map((t) => ({ id: t.id, nome: t.nome ?? String(t.id) }) as TipoDocumento);
    const label = opcional ? 'Documentos Opcionais' : 'Documentos Obrigatórios';
    return (
      <Autocomplete<TipoDocumento, true>
        multiple
        options={todos.filter((t) => !outros.has(t.id))}
        value={[...selecionados, ...pendentes]}
        loading={tipos.isFetching}
        getOptionLabel={(t) => t.nome}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_e, escolhidos) =>
          field.onChange([
            ...valor.filter((t) => t.opcional !== opcional),
            ...escolhidos.map((t) => ({ id: t.id, nome: t.nome, opcional })),
          ])
        }
        noOptionsText="Nenhum tipo de documento"
        loadingText="Aguarde ..."
        renderInput={(params) => (
          <TextField
            {...params}
            label={label}
            required={!opcional}
            name={opcional ? 'tiposDocumentosOpcionais' : 'tiposDocumentos'}
            inputRef={opcional ? undefined : field.ref}
            onBlur={field.onBlur}
            error={!opcional && Boolean(fieldState.error)}
            helperText={opcional ? undefined : fieldState.error?.message}
          />
        )}
      />
    );
  };

  return (
    <Stack spacing={2}>
      {picker(false)}
      {picker(true)}
    </Stack>
  );
}
