import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { MENSAGENS } from '@divida/domain/errors';
import type { MotivoReentrada } from '../../lib/http.ts';
import { useSession } from '../../lib/SessionProvider.tsx';
import { LightTextField } from '../../components/form/LightTextField.tsx';
import { PasswordField } from '../../components/form/PasswordField.tsx';
import { useAction } from '../../lib/useAction.ts';
import { errorMessage } from '../../lib/notify.ts';
import { AltchaWidget, type AltchaHandle } from './AltchaWidget.tsx';
import { authApi } from './auth.api.ts';
import { useLazyResolver } from './lazyResolver.ts';

/** What the dialog says of why the session is gone: the truth, expired or left in another tab. */
const TITULO: Record<MotivoReentrada, string> = {
  expirada: 'Sessão expirada',
  outraAba: MENSAGENS.saiuEmOutraAba,
};
const MOTIVO: Record<MotivoReentrada, string> = {
  expirada: MENSAGENS.sessaoExpirada,
  outraAba: `${MENSAGENS.saiuEmOutraAba}; para continuar aqui, entre de novo`,
};

/**
 * The session expired while the person worked, or they signed out in another tab: sign in again here,
 * over the page, as the same user (the e-mail is fixed: the waiting request must not run as somebody
 * else). 'Sair' ends the session.
 */
export default function ReloginDialog({
  motivo = 'expirada',
  onDone,
}: {
  motivo?: MotivoReentrada;
  onDone: (ok: boolean) => void;
}) {
  const { session, signIn } = useSession();
  const email = session?.user.email ?? '';
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [erro, setErro] = useState<string | null>(null);
  const altcha = useRef<AltchaHandle>(null);
  const login = useAction(authApi.login);
  const { register, handleSubmit, formState } = useForm<{ email: string; senha: string }>({
    resolver: useLazyResolver((f) => f.loginResolver),
    defaultValues: { email, senha: '' },
  });
  const onSubmit = handleSubmit((v) => {
    if (!captcha) return;
    return login.run([{ email, senha: v.senha, recaptchaToken: captcha }], {
      notify: false,
      onSuccess: (r) => {
        signIn(r);
        onDone(true);
      },
      onError: (e) => {
        setErro(errorMessage(e));
        altcha.current?.reset();
      },
    });
  });
  return (
    <Dialog
      open
      fullWidth
      maxWidth="xs"
      aria-labelledby="reentrar-titulo"
      // above the saving backdrop of the form whose request waits for this sign-in
      sx={{ zIndex: (t) => t.zIndex.modal + 2 }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id="reentrar-titulo">{TITULO[motivo]}</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              {MOTIVO[motivo]}. O que você digitou continua na página e será enviado depois do acesso.
            </DialogContentText>
            {erro && (
              <Alert severity="error" role="alert">
                {erro}
              </Alert>
            )}
            <LightTextField label="E-mail" type="email" value={email} readOnly autoComplete="username" />
            <PasswordField
              label="Senha"
              autoComplete="current-password"
              autoFocus
              {...register('senha', { onChange: () => setErro(null) })}
              error={Boolean(formState.errors.senha)}
              helperText={formState.errors.senha?.message}
              maxLength={32}
            />
            <AltchaWidget ref={altcha} onChange={setCaptcha} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => onDone(false)} disabled={login.pending}>
            Sair
          </Button>
          <Button type="submit" variant="contained" disabled={!captcha || login.pending}>
            Entrar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
