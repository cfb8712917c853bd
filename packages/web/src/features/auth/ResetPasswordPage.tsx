import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { MENSAGENS_AUTH } from '@divida/domain/auth/auth.schema';
import { useAction } from '../../lib/useAction.ts';
import { errorMessage, notifySuccess } from '../../lib/notify.ts';
import { ApiError } from '../../lib/http.ts';
import { NovaSenhaFields } from '../../components/form/NovaSenhaFields.tsx';
import { PublicLayout } from './PublicLayout.tsx';
import { authApi } from './auth.api.ts';
import { useLazyResolver } from './lazyResolver.ts';

/**
 * /forgotPassword/:token: 'Definir Senha' (spec 01 §2.1, §5: equality is not enforced by the schema).
 * The rules show while typing (the same checklist as the other new-password forms); the server's
 * refusal goes under its field, or in one alert on the page, replaced by the next and gone on typing.
 */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useAction(authApi.resetPassword);
  const [erro, setErro] = useState<string>();
  const form = useForm<{ senhaNova: string; confirmacaoSenha: string }>({
    resolver: useLazyResolver((f) => f.resetPasswordResolver),
    defaultValues: { senhaNova: '', confirmacaoSenha: '' },
  });
  const { handleSubmit, setError, watch } = form;
  useEffect(() => {
    const sub = watch(() => setErro(undefined));
    return () => sub.unsubscribe();
  }, [watch]);
  const onSubmit = handleSubmit((v) => {
    setErro(undefined);
    return reset.run([v.senhaNova, token], {
      notify: false,
      onSuccess: () => {
        notifySuccess(MENSAGENS_AUTH.senhaRedefinida);
        navigate('/', { replace: true });
      },
      onError: (e) => {
        // the call names the field novaSenha; the page's field is senhaNova
        const doCampo = e instanceof ApiError ? e.fieldErrors().novaSenha : undefined;
        if (doCampo) setError('senhaNova', { type: 'server', message: doCampo }, { shouldFocus: true });
        else setErro(errorMessage(e));
      },
    });
  });
  return (
    <PublicLayout title="Definir Senha">
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {erro && (
            <Alert severity="error" role="alert">
              {erro}
            </Alert>
          )}
          <NovaSenhaFields form={form} autoFocus />
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
