import { useMutation } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import {
  changePasswordFormSchema,
  MENSAGENS_AUTH,
  SENHA_MAX,
  SENHA_MIN,
  senhaRegras,
} from '@divida/domain/auth/auth.schema';
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

/** Live checks of spec 01 §2.9, in the spec's order. */
export function passwordChecks(senhaNova: string, confirmacao: string) {
  return [
    { label: `Entre ${SENHA_MIN} e ${SENHA_MAX} caracteres`, ok: senhaRegras.tamanho(senhaNova) },
    { label: 'Ao menos um número', ok: senhaRegras.numero(senhaNova) },
    { label: 'Ao menos uma letra', ok: senhaRegras.letra(senhaNova) },
    { label: 'Ao menos uma letra minúscula', ok: senhaRegras.minuscula(senhaNova) },
    { label: 'As senhas são iguais', ok: senhaNova.length > 0 && senhaNova === confirmacao },
  ];
}

export default function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const change = useChangePassword();
  const { register, handleSubmit, formState, control, setError } = useForm({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: { senhaAtual: '', senhaNova: '', confirmacaoSenha: '' },
  });
  const [senhaNova, confirmacao] = useWatch({ control, name: ['senhaNova', 'confirmacaoSenha'] });
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
            <PasswordField
              label="Nova senha"
              autoComplete="new-password"
              {...register('senhaNova')}
              error={Boolean(formState.errors.senhaNova)}
              helperText={formState.errors.senhaNova?.message}
              maxLength={SENHA_MAX}
            />
            <PasswordField
              label="Confirmação da nova senha"
              autoComplete="new-password"
              {...register('confirmacaoSenha')}
              error={Boolean(formState.errors.confirmacaoSenha)}
              helperText={formState.errors.confirmacaoSenha?.message}
              maxLength={SENHA_MAX}
            />
            <List dense aria-label="Requisitos da senha" disablePadding>
              {passwordChecks(senhaNova ?? '', confirmacao ?? '').map((c) => (
                <ListItem key={c.label} disableGutters data-ok={c.ok}>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    {c.ok ? (
                      <CheckCircle color="success" fontSize="small" titleAccess="atendido" />
                    ) : (
                      <RadioButtonUnchecked color="disabled" fontSize="small" titleAccess="pendente" />
                    )}
                  </ListItemIcon>
                  <ListItemText primary={c.label} />
                </ListItem>
              ))}
            </List>
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
