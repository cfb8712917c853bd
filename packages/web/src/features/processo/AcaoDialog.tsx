import { useMemo, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import {
  mensagemSucessoAcao,
  ROTAS_ACAO,
  type RespostaAcao,
  type RotaAcao,
} from '@divida/domain/processo/acao.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { ACOES } from '@divida/domain/workflow/acoes';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { sessionStore } from '../../lib/sessionStore.ts';
import { AcaoCampos } from './AcaoCampos.tsx';
import { schemaDoDialogo, valoresIniciais } from './acaoForm.ts';
import { useAcaoProcesso } from './processo.api.ts';

type Valores = Record<string, unknown>;

/**
 * The dialog of one workflow call (spec 02 §2.5): the fields of its kind, checked by the call's own
 * schema; the answer's message in the success toast, errors in a banner inside the dialog (§8). The
 * cancellation asks 'Tem certeza que deseja realizar essa operação?' before it goes.
 * Mounted when opened, so every opening starts empty.
 */
export function AcaoDialog({
  p,
  rota,
  onClose,
  onSucesso,
}: {
  p: ProcessoDetalhe;
  rota: RotaAcao;
  onClose: () => void;
  /** After the toast (the returned-process page goes back to its list). */
  onSucesso?: (r: RespostaAcao) => void;
}) {
  const { acao, tipo } = ROTAS_ACAO[rota];
  const schema = useMemo(() => schemaDoDialogo(rota, p), [rota, p]);
  const form = useForm<Valores>({
    resolver: zodResolver(schema as z.ZodType<Valores, Valores>),
    defaultValues: valoresIniciais(rota, sessionStore.get()?.user.nome),
  });
  const enviar = useAcaoProcesso();
  const [confirmar, setConfirmar] = useState<Valores | null>(null);

  const executar = (body: Valores) =>
    enviar.mutate(
      { id: p.id, rota, body },
      {
        onSuccess: (r) => {
          notifySuccess(r?.message || mensagemSucessoAcao(acao, p.numero));
          onClose();
          onSucesso?.(r);
        },
        onError: (e) => applyServerErrors(e, form.setError),
        onSettled: () => setConfirmar(null),
      },
    );
  const onSubmit = form.handleSubmit((body) =>
    tipo === 'cancelamento' ? setConfirmar(body) : executar(body),
  );

  const titulo = `titulo-acao-${rota}`;
  return (
    <>
      <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titulo}>
        <FormProvider {...form}>
          <form onSubmit={onSubmit} noValidate>
            <DialogTitle id={titulo}>{ACOES[acao].nome}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {enviar.isError && (
                  <Alert severity="error" role="alert">
                    {errorMessage(enviar.error)}
                  </Alert>
                )}
                <AcaoCampos rota={rota} p={p} />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose}>Cancelar</Button>
              <Button type="submit" variant="contained" disabled={enviar.isPending}>
                Confirmar
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      </Dialog>
      <ConfirmDialog
        open={confirmar !== null}
        title="Confirmação"
        confirmLabel="Confirmar"
        busy={enviar.isPending}
        onCancel={() => setConfirmar(null)}
        onConfirm={() => confirmar && executar(confirmar)}
      />
    </>
  );
}
