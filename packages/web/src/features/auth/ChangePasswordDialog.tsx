import { useEffect, useSyncExternalStore } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { changePasswordFormSchema, MENSAGENS_AUTH, SENHA_MAX } from '@divida/domain/auth/auth.schema';
import { sessionStore } from '../../lib/sessionStore.ts';
import { NovaSenhaFields } from '../../components/form/NovaSenhaFields.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { authApi } from './auth.api.ts';

/** Errors go to an alert inside the dialog (spec 01 §2.9), not to a toast. */
const useChangePassword = () =>
  useMutation({
    mutationFn: (v: { senhaAtual: string; senhaNova: string }) =>
      authApi.changePassword(v.senhaAtual, v.senhaNova),
    meta: { notify: false },
  });

export { passwordChecks } from '../../components/form/NovaSenhaFields.tsx';

export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  // the store itself, not the provider's context: the dialog also opens where no provider wraps it
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
  const form = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { senhaAtual: '', senhaNova: '', confirmacaoSenha: '' },
  });
  const { register, handleSubmit, formState, setError, watch } = form;
  // the server's answer was about what was typed then: once a field changes it is stale
  const resetChange = change.reset;
  useEffect(() => {
    const sub = watch(() => resetChange());
    return () => sub.unsubscribe();
  }, [watch, resetChange]);
  // reopening starts clean: neither the old passwords nor the old error
  const resetForm = form.reset;
  useEffect(() => {
    if (open) {
      resetForm();
      resetChange();
    }
  }, [open, resetForm, resetChange]);
  const onSubmit = handleSubmit((v) =>
    change.mutate(
      { senhaAtual: v.senhaAtual, senhaNova: v.senhaNova },
      {
        onSuccess: () => {
          notifySuccess(MENSAGENS_AUTH.senhaAlterada);
          onClose();
        },
        onError: (e) => applyServerErrors(e, setError),
      },
    ),
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="alterar-senha-titulo">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="alterar-senha-titulo">Alterar Senha</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {change.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(change.error)}
              </Alert>
            )}
            <PasswordField
              label="Senha atual"
              autoComplete="current-password"
              autoFocus
              {...register('senhaAtual')}
              error={Boolean(formState.errors.senhaAtual)}
              helperText={formState.errors.senhaAtual?.message}
              maxLength={SENHA_MAX}
            />
            <NovaSenhaFields form={form} dono={session?.user} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={change.isPending}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
