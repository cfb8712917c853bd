import { ComHistorico } from '../auditoria/index.ts';
import { useEffect, useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
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
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';

/** spec 01 §4: editing one's own profile asks the user to sign in again (the token carries the permissions). */
const ACESSE_NOVAMENTE = 'Por gentileza, realize o acesso novamente para aplicar as alterações.';

/**
 * /perfil/cadastrar and /perfil/editar (id as navigation state): the name in upper case and the
 * permission tree (spec 01 §2.4). Without PERFIL_ALTERAR the edit page only shows the profile.
 */
export default function PerfilForm({ mode }: { mode: 'cadastrar' | 'editar' }) {
  const navigate = useNavigate();
  const { can, session, podeAlterarCompartilhado } = useSession();
  const state = useLocation().state as { id?: number } | null;
  const id = mode === 'editar' ? state?.id : undefined;
  const { data, isPending } = usePerfil(id);
  // a profile every body shares is the PGE's to change (issue 37 item 1): a body's user reads it
  const compartilhadoAlheio = mode === 'editar' && data?.orgaoCredor === null && !podeAlterarCompartilhado;
  const somenteLeitura = mode === 'editar' && (!can('PERFIL_ALTERAR') || compartilhadoAlheio);
  const orgaos = useOrgaosCredoresLookup();
  // the PGE chooses the body (none: shared); a body's user's profiles are of their body
  const [orgao, setOrgao] = useState<number | null | undefined>(undefined);
  const orgaoDoPerfil = orgao !== undefined ? orgao : (data?.orgaoCredor?.id ?? null);
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
      {
        id,
        versao: data?.versao,
        nome: v.nome,
        permissoes: v.permissoes,
        ...(podeAlterarCompartilhado && { idOrgaoCredor: orgaoDoPerfil }),
      },
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
        onError: (e) => applyServerErrors(e, setError, ['nome', 'permissoes', 'idOrgaoCredor']),
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
          <Box sx={{ maxWidth: 600, mb: 3 }}>
            {podeAlterarCompartilhado && !somenteLeitura ? (
              <TextField
                select
                fullWidth
                label="Órgão Credor"
                value={orgaoDoPerfil ?? ''}
                onChange={(e) => setOrgao(e.target.value === '' ? null : Number(e.target.value))}
                helperText="Um perfil de órgão só é visto e atribuído dentro dele."
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">Todos os órgãos (compartilhado)</MenuItem>
                {(orgaos.data ?? []).map((o) => (
                  <MenuItem key={o.id} value={o.id}>{`${o.sigla} - ${o.nome}`}</MenuItem>
                ))}
              </TextField>
            ) : (
              <Typography color="text.secondary">
                Órgão Credor:{' '}
                {mode === 'cadastrar'
                  ? session?.user.orgaoCredor.sigla
                  : (data?.orgaoCredor?.sigla ?? 'Todos os órgãos (compartilhado)')}
              </Typography>
            )}
            {compartilhadoAlheio && (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                {MENSAGENS_PERFIL.compartilhado}
              </Typography>
            )}
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
