import { useEffect } from 'react';
import { FormProvider, useForm, useFormContext } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { formatarNumeroProcesso, fromApiDate } from '@divida/domain/format';
import {
  mensagemSucessoAcao,
  retornarProcessosFormSchema,
  type RetornarProcessosInput,
} from '@divida/domain/processo/acao.schema';
import type { ProcessoListItem } from '@divida/domain/processo/processo.schema';
import { CampoSelect } from '../../../components/form/CampoSelect.tsx';
import { DateField } from '../../../components/form/DateField.tsx';
import { ApiError } from '../../../lib/http.ts';
import { errorMessage, notifySuccess } from '../../../lib/notify.ts';
import { useFasesAptasRetornar, useRetornarProcessos, type FaseProcesso } from '../processo.api.ts';
import { exigeDataReferencia, itensIniciais } from './retornarProcessos.ts';

interface Item {
  id: number;
  numeroProcesso: string;
  idFase: number | null;
  idSituacao: number | null;
  dataReferencia: string | null;
}
type Form = { itens: Item[] };

function ItemRetorno({ i, item, fases }: { i: number; item: Item; fases: readonly FaseProcesso[] }) {
  const { watch, control } = useFormContext<Form>();
  const idFase = watch(`itens.${i}.idFase`);
  const idSituacao = watch(`itens.${i}.idSituacao`);
  const situacoes = fases.find((f) => f.id === idFase)?.situacoes ?? [];
  return (
    <Grid
      container
      spacing={2}
      component="fieldset"
      aria-label={`Processo ${formatarNumeroProcesso(item.numeroProcesso)}`}
      sx={{ border: 0, p: 0, m: 0, alignItems: 'flex-start' }}
    >
      <Grid size={{ xs: 12, md: 3 }}>
        <Typography sx={{ pt: 2 }}>{formatarNumeroProcesso(item.numeroProcesso)}</Typography>
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <CampoSelect
          name={`itens.${i}.idFase`}
          label="Fase"
          required
          options={fases.map((f) => ({ value: f.id, label: f.nome }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        <CampoSelect
          name={`itens.${i}.idSituacao`}
          label="Situação"
          required
          disabled={idFase === null}
          options={situacoes.map((s) => ({ value: s.id, label: s.nome }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 3 }}>
        {exigeDataReferencia(idSituacao) && (
          <DateField
            control={control}
            name={`itens.${i}.dataReferencia`}
            label="Data de Referência"
            required
            maxDate={fromApiDate(todayInSaoPaulo()) ?? undefined}
          />
        )}
      </Grid>
    </Grid>
  );
}

/**
 * 'Retornar Processo(s)' (spec 02 §2.4, §4, §5): for each selected process a phase, then a situation of
 * that phase (`GET faseProcesso/aptosRetornar`), and a reference date for 3, 12 and 22.
 * `onClose(true)` once they returned.
 */
export function RetornarProcessosDialog({
  processos,
  onClose,
}: {
  processos: readonly ProcessoListItem[];
  onClose: (retornados: boolean) => void;
}) {
  const fases = useFasesAptasRetornar();
  const retornar = useRetornarProcessos();
  const form = useForm<Form, unknown, { itens: RetornarProcessosInput }>({
    resolver: zodResolver(retornarProcessosFormSchema()) as never,
    defaultValues: { itens: itensIniciais(processos) },
  });
  const { watch, setValue, handleSubmit, setError } = form;
  // a new phase clears its situation and date: the situations are the phase's
  useEffect(() => {
    const sub = watch((_v, { name }) => {
      const m = name?.match(/^itens\.(\d+)\.(idFase|idSituacao)$/);
      if (!m) return;
      const i = Number(m[1]);
      if (m[2] === 'idFase') setValue(`itens.${i}.idSituacao`, null);
      setValue(`itens.${i}.dataReferencia`, null);
    });
    return () => sub.unsubscribe();
  }, [watch, setValue]);

  const onSubmit = handleSubmit((v) =>
    retornar.mutate(v.itens, {
      onSuccess: (r) => {
        notifySuccess(r?.message || mensagemSucessoAcao('RETORNAR_PROCESSO', ''));
        onClose(true);
      },
      onError: (e) => {
        // the server names an item's field as '{index}.{field}'
        if (e instanceof ApiError)
          for (const [campo, message] of Object.entries(e.fieldErrors()))
            if (/^\d+\.\w+$/.test(campo)) setError(`itens.${campo}` as `itens.${number}.idFase`, { message });
      },
    }),
  );
  const itens = form.getValues('itens');
  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="md" aria-labelledby="retornar-titulo">
      <FormProvider {...form}>
        <form onSubmit={onSubmit} noValidate>
          <DialogTitle id="retornar-titulo">Retornar Processo(s)</DialogTitle>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {retornar.isError && (
                <Alert severity="error" role="alert">
                  {errorMessage(retornar.error)}
                </Alert>
              )}
              {fases.isError && (
                <Alert severity="error" role="alert">
                  {errorMessage(fases.error)}
                </Alert>
              )}
              {itens.map((item, i) => (
                <ItemRetorno key={item.id} i={i} item={item} fases={fases.data ?? []} />
              ))}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => onClose(false)}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={retornar.isPending}>
              Retornar
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
