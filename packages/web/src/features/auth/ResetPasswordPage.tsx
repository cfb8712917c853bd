import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MENSAGENS_AUTH } from '@divida/domain/auth/auth.schema';
import { useAction } from '../../lib/useAction.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { authApi } from './auth.api.ts';
import { useLazyResolver } from './lazyResolver.ts';

/** /forgotPassword/:token: 'Definir Senha' (spec 01 §2.1, §5: equality is not enforced by the schema). */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useAction(authApi.resetPassword);
  const { register, handleSubmit, formState } = useForm<{ novaSenha: string; confirmacaoSenha: string }>({
    resolver: useLazyResolver((f) => f.resetPasswordResolver),
    defaultValues: { novaSenha: '', confirmacaoSenha: '' },
  });
  const onSubmit = handleSubmit((v) =>
    reset.run([v.novaSenha, token], {
      onSuccess: () => {
        notifySuccess(MENSAGENS_AUTH.senhaRedefinida);
        navigate('/', { replace: true });
      },
    }),
  );
  return (
    <PublicLayout title="Definir Senha">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <PasswordField
            label="Nova senha"
            autoComplete="new-password"
            autoFocus
            {...register('novaSenha')}
            error={Boolean(formState.errors.novaSenha)}
            helperText={formState.errors.novaSenha?.message}
            maxLength={32}
          />
          <PasswordField
            label="Confirmação da nova senha"
            autoComplete="new-password"
            {...register('confirmacaoSenha')}
            error={Boolean(formState.errors.confirmacaoSenha)}
            helperText={formState.errors.confirmacaoSenha?.message}
            maxLength={32}
          />
          <Button type="submit" variant="contained" size="large" disabled={reset.pending}>
            Salvar
          </Button>
          <Link component={RouterLink} to="/" sx={{ textAlign: 'center' }}>
            Voltar
          </Link>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
