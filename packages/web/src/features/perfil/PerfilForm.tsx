import { ComHistorico } from '../auditoria/index.ts';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MENSAGENS_PERFIL, perfilFormSchema } from '@divida/domain/perfil/perfil.schema';
import { isPermissao, type Permissao } from '@divida/domain/permissions';
import { useSession } from '../../lib/SessionProvider.tsx';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { FormActions } from '../../components/form/FormActions.tsx';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { UpperCaseField } from '../../components/form/UpperCaseField.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifyInfo, notifySuccess } from '../../lib/notify.ts';
import { useExcluirPerfil, usePerfil, useSalvarPerfil } from './perfil.api.ts';
import { PermissoesTree } from './PermissoesTree.tsx';

/** spec 01 §4: editing one's own profile asks the user to sign in again (the token carries the permissions). */
const ACESSE_NOVAMENTE = 'Por gentileza, realize o acesso novamente para aplicar as alterações.';

/**
 * /perfil/cadastrar and /perfil/editar (id as navigation state): the name in upper case and the
 * permission tree (spec 01 §2.4). Without PERFIL_ALTERAR the edit page only shows the profile.
 */
export default function PerfilForm({ mode }: { mode: 'cadastrar' | 'editar' }) {
  const navigate = useNavigate();
  const { can, session } = useSession();
  const state = useLocation().state as { id?: number } | null;
  const id = mode === 'editar' ? state?.id : undefined;
  const somenteLeitura = mode === 'editar' && !can('PERFIL_ALTERAR');
  const { data, isPending } = usePerfil(id);
  const salvar = useSalvarPerfil();
  const excluir = useExcluirPerfil();
  const [confirming, setConfirming] = useState(false);
  const { control, handleSubmit, reset, setError } = useForm({
    resolver: zodResolver(perfilFormSchema),
    defaultValues: { nome: '', permissoes: [] as Permissao[] },
  });
  const permissoes = useController({ control, name: 'permissoes' });
  useEffect(() => {
    if (data) reset({ nome: data.nome, permissoes: data.permissoes.filter(isPermissao) });
  }, [data, reset]);

  if (mode === 'editar' && !id) return <Navigate to="/perfil" replace />;
  if (mode === 'editar' && isPending) return <PageLoading />;

  const onSubmit = handleSubmit((v) =>
    salvar.mutate(
      { id, versao: data?.versao, nome: v.nome, permissoes: v.permissoes },
      {
        onSuccess: (r) => {
          if (id) {
            notifySuccess(MENSAGENS_PERFIL.atualizado(r.nome));
            if (session?.user.perfil.id === id) notifyInfo(ACESSE_NOVAMENTE);
            navigate(-1);
          } else {
            notifySuccess(MENSAGENS_PERFIL.cadastrado);
            navigate('/perfil');
          }
        },
        onError: (e) => applyServerErrors(e, setError, ['nome', 'permissoes']),
      },
    ),
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {id ? (somenteLeitura ? 'Perfil' : 'Editar Perfil') : 'Novo Perfil'}
      </Typography>
      <ComHistorico entidade="perfil" id={id} rotulo="Perfil">
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Box sx={{ maxWidth: 600, mb: 3 }}>
            <UpperCaseField
              control={control}
              name="nome"
              label="Nome"
              required
              autoFocus={!somenteLeitura}
              disabled={somenteLeitura}
              maxLength={30}
            />
          </Box>
          <Typography variant="h6" component="h2" gutterBottom>
            Permissões
          </Typography>
          <PermissoesTree
            value={permissoes.field.value}
            onChange={(v) => permissoes.field.onChange(v)}
            error={permissoes.fieldState.error?.message}
            disabled={somenteLeitura}
          />
          {somenteLeitura ? (
            <Stack direction="row" sx={{ mt: 3, justifyContent: 'flex-end' }}>
              <Button onClick={() => navigate(-1)}>Voltar</Button>
            </Stack>
          ) : (
            <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'flex-end' }}>
              {id && can('PERFIL_EXCLUIR') && (
                <Button color="error" variant="outlined" onClick={() => setConfirming(true)}>
                  Excluir
                </Button>
              )}
              <FormActions submitLabel={id ? 'Editar' : 'Cadastrar'} disabled={salvar.isPending} />
            </Stack>
          )}
        </Box>
      </ComHistorico>
      <SavingBackdrop open={salvar.isPending} />
      {id && (
        <ConfirmDialog
          open={confirming}
          busy={excluir.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            excluir.mutate(id, {
              onSuccess: () => {
                notifySuccess(MENSAGENS_PERFIL.excluido);
                navigate('/perfil', { replace: true });
              },
              onSettled: () => setConfirming(false),
            })
          }
        />
      )}
    </Paper>
  );
}
