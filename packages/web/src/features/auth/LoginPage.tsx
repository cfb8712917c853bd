import { useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAGENS } from '@divida/domain/errors';
import { useSession } from '../../lib/SessionProvider.tsx';
import { safeRedirect } from '../../lib/paths.ts';
import { LightTextField } from '../../components/form/LightTextField.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { useAction } from '../../lib/useAction.ts';
import { AltchaWidget, type AltchaHandle, type AltchaState } from './AltchaWidget.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { authApi } from './auth.api.ts';
import { useLazyResolver } from './lazyResolver.ts';
import { useLightForm } from './useLightForm.ts';

/** spec 01 §2.1 and §5: e-mail, senha, robot check; Entrar waits for the check. */
export default function LoginPage() {
  const { signIn } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaState, setCaptchaState] = useState<AltchaState>('unverified');
  const altcha = useRef<AltchaHandle>(null);
  const login = useAction(authApi.login);
  const { register, handleSubmit, formState } = useLightForm<{ email: string; senha: string }>({
    resolver: useLazyResolver((f) => f.loginResolver),
    defaultValues: { email: '', senha: '' },
  });

  const onSubmit = handleSubmit((v) => {
    if (!captcha) return;
    return login.run([{ ...v, recaptchaToken: captcha }], {
      onSuccess: (r) => {
        signIn(r);
        navigate(safeRedirect(params.get('redirect')) ?? '/', { replace: true });
      },
      // the payload is single-use: a new check is needed after any failure (spec 01 §5)
      onError: () => altcha.current?.reset(),
    });
  });

  return (
    <PublicLayout title="Acesse sua conta">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          <LightTextField
            label="E-mail"
            type="email"
            autoComplete="username"
            autoFocus
            {...register('email')}
            error={Boolean(formState.errors.email)}
            helperText={formState.errors.email?.message}
            maxLength={100}
          />
          <PasswordField
            label="Senha"
            autoComplete="current-password"
            {...register('senha')}
            error={Boolean(formState.errors.senha)}
            helperText={formState.errors.senha?.message}
            maxLength={32}
          />
          <AltchaWidget ref={altcha} onChange={setCaptcha} onStateChange={setCaptchaState} />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={!captcha || login.pending}
            aria-describedby={captcha ? undefined : 'entrar-motivo'}
          >
            Entrar
          </Button>
          {!captcha && (
            <Typography id="entrar-motivo" role="status" variant="body2" sx={{ textAlign: 'center' }}>
              {captchaState === 'error' ? MENSAGENS.verificacaoFalhou : MENSAGENS.verificacaoEmAndamento}
            </Typography>
          )}
          <Link component={RouterLink} to="/forgotPassword" sx={{ textAlign: 'center' }}>
            Esqueceu a senha?
          </Link>
        </Stack>
      </Box>
    </PublicLayout>
  );
}
