import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAGENS_AUTH } from '@divida/domain/auth/auth.schema';
import { LightTextField } from '../../components/form/LightTextField.tsx';
import { useAction } from '../../lib/useAction.ts';
import { notifySuccess } from '../../lib/notify.ts';
import { PublicLayout } from './PublicLayout.tsx';
import { authApi } from './auth.api.ts';
import { useLazyResolver } from './lazyResolver.ts';

/** /forgotPassword: asks for the e-mail; Continuar; then back to / (spec 01 §2.1, §4). */
export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const recover = useAction(authApi.recoverPassword);
  const { register, handleSubmit, formState } = useForm<{ email: string }>({
    resolver: useLazyResolver((f) => f.recoverPasswordResolver),
    defaultValues: { email: '' },
  });
  const onSubmit = handleSubmit((v) =>
    recover.run([v.email], {
      onSuccess: () => {
        notifySuccess(MENSAGENS_AUTH.recuperacaoEnviada);
        navigate('/', { replace: true });
      },
    }),
  );
  return (
    <PublicLayout title="Esqueceu a senha?">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Informe o e-mail cadastrado para receber as instruções de recuperação da senha.
          </Typography>
          <LightTextField
            label="E-mail"
            type="email"
            autoComplete="email"
            autoFocus
            {...register('email')}
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message}
            maxLength={100}
          />
          <Button type="submit" variant="contained" size="large" disabled={recover.pending}>
            Continuar
          </Button>
          <Link component={RouterLink} to="/" sx={{ textAlign: 'center' }}>
            Voltar
          </Link>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
