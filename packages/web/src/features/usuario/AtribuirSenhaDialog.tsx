import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import { changeUserPasswordSchema, SENHA_MAX } from '@divida/domain/auth/auth.schema';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { passwordChecks } from '../auth/ChangePasswordDialog.tsx';
import { MENSAGEM_SENHA_ALTERADA, useAtribuirSenha } from './usuario.api.ts';

/** 'Atribuir Senha' (USUARIO_ALTERAR_SENHA): a new password and its confirmation for another user. */
export function AtribuirSenhaDialog({
  open,
  onClose,
  usuario,
}: {
  open: boolean;
  onClose: () => void;
  usuario: { id: number; nome: string };
}) {
  const atribuir = useAtribuirSenha();
  const { register, handleSubmit, formState, control, setError, reset } = useForm({
    resolver: zodResolver(changeUserPasswordSchema),
    defaultValues: { idUsuario: usuario.id, senhaNova: '', confirmacaoSenha: '' },
  });
  const [senhaNova, confirmacao] = useWatch({ control, name: ['senhaNova', 'confirmacaoSenha'] });
  const fechar = () => {
    reset();
    atribuir.reset();
    onClose();
  };
  const onSubmit = handleSubmit((v) =>
    atribuir.mutate(
      { idUsuario: usuario.id, senhaNova: v.senhaNova, confirmacaoSenha: v.confirmacaoSenha },
      {
        onSuccess: () => {
          notifySuccess(MENSAGEM_SENHA_ALTERADA);
          fechar();
        },
        onError: (e) => applyServerErrors(e, setError, ['senhaNova', 'confirmacaoSenha']),
      },
    ),
  );
  return (
    <Dialog open={open} onClose={fechar} fullWidth maxWidth="xs" aria-labelledby="atribuir-senha-titulo">
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="atribuir-senha-titulo">Atribuir Senha</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <DialogContentText>{usuario.nome}</DialogContentText>
            {atribuir.isError && (
              <Alert severity="error" role="alert">
                {errorMessage(atribuir.error)}
              </Alert>
            )}
            <PasswordField
              label="Nova senha"
              autoComplete="new-password"
              autoFocus
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
          <Button onClick={fechar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={atribuir.isPending}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
