import { useId, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { applyServerErrors } from '../form/applyServerErrors.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';

/**
 * What one action of a machine (the process's, the CDA's, the collection's) puts in the action dialog:
 * its title, the field block its table entry asks for, the form's empty values and checks, and the
 * call under the action's path. Each feature builds it from the domain's table.
 */
export interface AcaoDoDialogo<V extends FieldValues = FieldValues, C = V, R = unknown> {
  titulo: string;
  campos: ReactNode;
  valoresIniciais: DefaultValues<V>;
  /** the domain's payload schema, as the form's resolver */
  resolver?: Resolver<V>;
  /** the call's body from the values, or null when the domain's schema refuses them (placed on the fields) */
  corpo?: (valores: V, setError: UseFormSetError<V>) => C | null;
  /** the call (and what it refreshes) */
  enviar: (corpo: C) => Promise<R>;
  /** the success toast */
  mensagem: (resposta: R) => string;
  /** asks 'Tem certeza que deseja realizar essa operação?' before the call (the cancellation) */
  confirmarAntes?: boolean;
  /**
   * How a refusal shows, besides the fields it names: in the dialog's banner ('banner'), in the
   * banner only when it names no field ('bannerSemCampo'), or in the app's error toast ('aviso').
   */
  erros?: 'banner' | 'bannerSemCampo' | 'aviso';
  /** the fields a refusal may name; all when absent */
  camposDoServidor?: readonly string[];
  /** where 'Cancelar' would be ambiguous (the collection's cancellation), the buttons say what they do */
  rotuloFechar?: string;
  rotuloConfirmar?: string;
}

/**
 * The one dialog of a workflow action (spec 02 §2.5, spec 03 §5): the title, the action's fields,
 * Cancelar and Confirmar; the values checked by the domain's schema, then the call; the server's message
 * in the success toast, its refusal on the fields and in a banner inside the dialog (§8).
 * Mounted when opened, so every opening starts empty.
 */
export function DialogoDeAcao<V extends FieldValues, C, R>({
  acao,
  onClose,
  onSucesso,
}: {
  acao: AcaoDoDialogo<V, C, R>;
  onClose: () => void;
  /** After the toast and the closing. */
  onSucesso?: (r: R) => void;
}) {
  const { erros = 'banner', rotuloFechar = 'Cancelar', rotuloConfirmar = 'Confirmar' } = acao;
  const form = useForm<V>({ resolver: acao.resolver, defaultValues: acao.valoresIniciais });
  const [erro, setErro] = useState<string | null>(null);
  const [confirmar, setConfirmar] = useState<{ corpo: C } | null>(null);
  // The outcome's callbacks on the mutation itself, not on mutate(): those of mutate() are dropped when
  // the dialog unmounts first, as it does when the refetched process no longer offers the action
  // (the toast of the PGE's inscription of a queue process went missing in the browser suite).
  const enviar = useMutation({
    mutationFn: acao.enviar,
    meta: { notify: erros === 'aviso' },
    onSuccess: (r) => {
      notifySuccess(acao.mensagem(r));
      onClose();
      onSucesso?.(r);
    },
    onError: (e) => {
      const campos = applyServerErrors(e, form.setError, acao.camposDoServidor);
      if (erros === 'banner' || (erros === 'bannerSemCampo' && campos.length === 0)) {
        setErro(errorMessage(e));
      }
    },
    onSettled: () => setConfirmar(null),
  });
  const ocupado = enviar.isPending;

  const executar = (corpo: C) => {
    setErro(null);
    enviar.mutate(corpo);
  };
  const onSubmit = form.handleSubmit((valores) => {
    const corpo = acao.corpo ? acao.corpo(valores, form.setError) : (valores as unknown as C);
    if (corpo === null) return;
    if (acao.confirmarAntes) setConfirmar({ corpo });
    else executar(corpo);
  });

  const titulo = useId();
  return (
    <>
      <Dialog open onClose={ocupado ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titulo}>
        <FormProvider {...form}>
          <form onSubmit={(e) => void onSubmit(e)} noValidate>
            <DialogTitle id={titulo}>{acao.titulo}</DialogTitle>
            <DialogContent>
              <Stack spacing={2} sx={{ pt: 1 }}>
                {erro && (
                  <Alert severity="error" role="alert">
                    {erro}
                  </Alert>
                )}
                {acao.campos}
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={onClose} disabled={ocupado}>
                {rotuloFechar}
              </Button>
              <Button type="submit" variant="contained" disabled={ocupado}>
                {rotuloConfirmar}
              </Button>
            </DialogActions>
          </form>
        </FormProvider>
      </Dialog>
      {acao.confirmarAntes && (
        <ConfirmDialog
          open={confirmar !== null}
          title="Confirmação"
          confirmLabel="Confirmar"
          busy={ocupado}
          onCancel={() => setConfirmar(null)}
          onConfirm={() => confirmar && executar(confirmar.corpo)}
        />
      )}
    </>
  );
}
