import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useController, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

// the pickers load with the first drawer that has a date, not with every list
const DateField = lazy(() => import('../form/DateField.tsx').then((m) => ({ default: m.DateField })));

export interface FilterDef<F extends string = string> {
  name: F;
  label: string;
  maxLength?: number;
  /** Shown in upper case (names kept in upper case by the server). */
  upperCase?: boolean;
  /** A choice among these values (a select) instead of free text; the chip shows the option's label. */
  options?: readonly { value: string; label: string }[];
  /** 'date': a calendar day ('yyyy-MM-dd'); 'flag': a checkbox whose value is 'true' or ''. */
  kind?: 'text' | 'date' | 'flag';
  /** The select's empty choice ('Todos' unless told). */
  emptyLabel?: string;
  /** The drawer's options given the other values (the chip still reads `options`). */
  optionsFor?: (values: FilterValues) => readonly { value: string; label: string }[];
  /** Hidden given the other values (its value is then cleared by `adjust`, if the list wants it). */
  hidden?: (values: FilterValues) => boolean;
  disabled?: (values: FilterValues) => boolean;
  /** Names offered while typing (a text field that still takes any text): who to pick by name. */
  sugestoes?: (texto: string) => Promise<readonly string[]>;
}

export type FilterValues = Record<string, string>;

/** A list's rule between filters: given the values after `changed` changed, the values to keep. */
export type FilterAdjust = (values: FilterValues, changed: string) => FilterValues;

function FlagFilter({
  control,
  name,
  label,
}: {
  control: Control<FilterValues>;
  name: string;
  label: string;
}) {
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={field.value === 'true'}
          onChange={(e) => field.onChange(e.target.checked ? 'true' : '')}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

const ESPERA_SUGESTOES_MS = 300;

/** A text filter that offers names as one types (300 ms after the last key); any text still applies. */
function SugestoesFilter({
  control,
  def,
  autoFocus,
}: {
  control: Control<FilterValues>;
  def: FilterDef;
  autoFocus: boolean;
}) {
  const { field, fieldState } = useController({ control, name: def.name });
  const texto = (field.value ?? '').trim();
  const [busca, setBusca] = useState(texto);
  useEffect(() => {
    const t = setTimeout(() => setBusca(texto), ESPERA_SUGESTOES_MS);
    return () => clearTimeout(t);
  }, [texto]);
  const { data, isFetching } = useQuery({
    queryKey: ['filtro', 'sugestoes', def.name, busca],
    queryFn: () => def.sugestoes!(busca),
    staleTime: 60_000,
    meta: { silent: true },
  });
  return (
    <Autocomplete<string, false, false, true>
      freeSolo
      options={data ? [...data] : []}
      filterOptions={(x) => x}
      loading={isFetching}
      loadingText="Buscando..."
      inputValue={field.value ?? ''}
      onInputChange={(_e, v) => field.onChange(v)}
      value={null}
      onChange={(_e, v) => field.onChange(v ?? '')}
      renderInput={(params) => (
        <TextField
          {...params}
          label={def.label}
          name={field.name}
          autoFocus={autoFocus}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength: def.maxLength },
          }}
        />
      )}
    />
  );
}

/** The side panel 'Filtros' with Cancelar and Aplicar (spec 01 §2.3, §2.8). */
export function FilterDrawer<F extends string>({
  open,
  onClose,
  defs,
  schema,
  values,
  onApply,
  adjust,
  width = 320,
}: {
  adjust?: FilterAdjust;
  width?: number;
  open: boolean;
  onClose: () => void;
  defs: readonly FilterDef<F>[];
  schema?: z.ZodObject;
  values: Partial<Record<F, string>>;
  onApply: (v: Partial<Record<F, string>>) => void;
}) {
  const empty = Object.fromEntries(defs.map((d) => [d.name, values[d.name] ?? ''])) as Record<string, string>;
  const { register, handleSubmit, reset, formState, control, watch, getValues, setValue } = useForm<
    Record<string, string>
  >({
    resolver: schema ? (zodResolver(schema as z.ZodObject, undefined, { raw: true }) as never) : undefined,
    defaultValues: empty,
  });
  useEffect(() => {
    if (open) reset(Object.fromEntries(defs.map((d) => [d.name, values[d.name] ?? ''])));
  }, [open, values, defs, reset]);
  useEffect(() => {
    if (!adjust) return;
    const sub = watch((_v, { name }) => {
      if (!name) return;
      const current = getValues();
      const next = adjust(current, name);
      for (const [k, v] of Object.entries(next)) if (current[k] !== v) setValue(k, v);
    });
    return () => sub.unsubscribe();
  }, [adjust, watch, getValues, setValue]);
  const current = watch();

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // a temporary drawer sits at the drawer layer, under the app bar (drawer + 1), which hid its title
      sx={{ zIndex: (t) => t.zIndex.modal }}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': 'filtros-titulo' } }}
    >
      <Box
        component="form"
        noValidate
        sx={{ width, maxWidth: '100vw', p: 3, display: 'flex', flexDirection: 'column', height: '100%' }}
        onSubmit={handleSubmit((v) => {
          // a date field holds null when empty; filters are strings, '' for none
          const valores = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x ?? '']));
          onApply(valores as Partial<Record<F, string>>);
          onClose();
        })}
      >
        <Typography id="filtros-titulo" variant="h6" component="h2" sx={{ mb: 2 }}>
          Filtros
        </Typography>
        <Stack spacing={2} sx={{ flexGrow: 1 }}>
          {defs.map((d, i) => {
            const err = formState.errors[d.name];
            if (d.hidden?.(current)) return null;
            if (d.kind === 'flag')
              return <FlagFilter key={d.name} control={control} name={d.name} label={d.label} />;
            // the product's DD/MM/AAAA field: the browser's date input reads mm/dd/yyyy in some browsers
            if (d.kind === 'date')
              return (
                <Suspense key={d.name}>
                  <DateField control={control} name={d.name} label={d.label} />
                </Suspense>
              );
            if (d.sugestoes)
              return <SugestoesFilter key={d.name} control={control} def={d} autoFocus={i === 0} />;
            const options = d.optionsFor ? d.optionsFor(current) : d.options;
            return (
              <TextField
                key={d.name}
                label={d.label}
                autoFocus={i === 0}
                {...register(d.name)}
                error={Boolean(err)}
                helperText={err?.message as string | undefined}
                disabled={d.disabled?.(current)}
                select={Boolean(options)}
                slotProps={{
                  select: options ? { native: true } : undefined,
                  inputLabel: options ? { shrink: true } : undefined,
                  htmlInput: {
                    maxLength: d.maxLength,
                    style: d.upperCase ? { textTransform: 'uppercase' } : undefined,
                  },
                }}
              >
                {options && [
                  <option key="" value="">
                    {d.emptyLabel ?? 'Todos'}
                  </option>,
                  ...options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  )),
                ]}
              </TextField>
            );
          })}
        </Stack>
        <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Aplicar
          </Button>
        </Stack>
      </Box>
    </Drawer>
  );
}
