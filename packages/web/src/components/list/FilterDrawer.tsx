import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

export interface FilterDef<F extends string = string> {
  name: F;
  label: string;
  maxLength?: number;
  /** Shown in upper case (names kept in upper case by the server). */
  upperCase?: boolean;
  /** A choice among these values (a select) instead of free text; the chip shows the option's label. */
  options?: readonly { value: string; label: string }[];
}

/** The side panel 'Filtros' with Cancelar and Aplicar (spec 01 §2.3, §2.8). */
export function FilterDrawer<F extends string>({
  open,
  onClose,
  defs,
  schema,
  values,
  onApply,
}: {
  open: boolean;
  onClose: () => void;
  defs: readonly FilterDef<F>[];
  schema?: z.ZodObject;
  values: Partial<Record<F, string>>;
  onApply: (v: Partial<Record<F, string>>) => void;
}) {
  const empty = Object.fromEntries(defs.map((d) => [d.name, values[d.name] ?? ''])) as Record<string, string>;
  const { register, handleSubmit, reset, formState } = useForm<Record<string, string>>({
    resolver: schema ? (zodResolver(schema as z.ZodObject, undefined, { raw: true }) as never) : undefined,
    defaultValues: empty,
  });
  useEffect(() => {
    if (open) reset(Object.fromEntries(defs.map((d) => [d.name, values[d.name] ?? ''])));
  }, [open, values, defs, reset]);

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
        sx={{ width: 320, p: 3, display: 'flex', flexDirection: 'column', height: '100%' }}
        onSubmit={handleSubmit((v) => {
          onApply(v as Partial<Record<F, string>>);
          onClose();
        })}
      >
        <Typography id="filtros-titulo" variant="h6" component="h2" sx={{ mb: 2 }}>
          Filtros
        </Typography>
        <Stack spacing={2} sx={{ flexGrow: 1 }}>
          {defs.map((d, i) => {
            const err = formState.errors[d.name];
            return (
              <TextField
                key={d.name}
                label={d.label}
                autoFocus={i === 0}
                {...register(d.name)}
                error={Boolean(err)}
                helperText={err?.message as string | undefined}
                select={Boolean(d.options)}
                slotProps={{
                  select: d.options ? { native: true } : undefined,
                  inputLabel: d.options ? { shrink: true } : undefined,
                  htmlInput: {
                    maxLength: d.maxLength,
                    style: d.upperCase ? { textTransform: 'uppercase' } : undefined,
                  },
                }}
              >
                {d.options && [
                  <option key="" value="">
                    Todos
                  </option>,
                  ...d.options.map((o) => (
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
