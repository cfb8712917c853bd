import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { changeUserPasswordSchema } from '@divida/domain/auth/auth.schema';
import { NovaSenhaFields } from '../../components/form/NovaSenhaFields.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
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
  const form = useForm({
    resolver: zodResolver(changeUserPasswordSchema),
    defaultValues: { idUsuario: usuario.id, senhaNova: '', confirmacaoSenha: '' },
  });
  const { handleSubmit, setError, reset } = form;
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
            <NovaSenhaFields form={form} autoFocus dono={usuario} />
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
