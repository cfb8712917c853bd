import { useEffect } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  MENSAGENS_USUARIO,
  REGRAS_ENDERECO_USUARIO,
  usuarioFormSchema,
  type Usuario,
  type UsuarioInput,
} from '@divida/domain/usuario/usuario.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { FormActions } from '../../components/form/FormActions.tsx';
import { MaskedField } from '../../components/form/MaskedField.tsx';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import { usePerfisLookup, usePodeAtuarSobrePerfil } from '../perfil/index.ts';
import { CampoSelect } from '../../components/form/CampoSelect.tsx';
import { CampoTexto } from '../../components/form/CampoTexto.tsx';
import { EnderecoFields } from '../../components/address/EnderecoFields.tsx';
import { useSalvarUsuario, useUsuario } from './usuario.api.ts';
import { SecaoTitulo } from '../../components/form/Secao.tsx';

const CAMPOS = [
  'nome',
  'email',
  'cpf',
  'matricula',
  'telefone1',
  'telefone2',
  'cep',
  'rua',
  'numero',
  'complemento',
  'bairro',
  'uf',
  'municipio',
  'orgaoCredor',
  'perfil',
] as const;

const vazio = {
  nome: '',
  email: '',
  cpf: '',
  matricula: '',
  telefone1: '',
  telefone2: '',
  cep: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  uf: '',
  municipio: null as number | null,
  orgaoCredor: null as number | null,
  perfil: null as number | null,
};

const valoresDe = (u: Usuario): typeof vazio => ({
  nome: u.nome,
  email: u.email,
  cpf: u.cpf ?? '',
  matricula: u.matricula ?? '',
  telefone1: u.telefone1 ?? '',
  telefone2: u.telefone2 ?? '',
  cep: u.cep ?? '',
  rua: u.rua ?? '',
  numero: u.numero ?? '',
  complemento: u.complemento ?? '',
  bairro: u.bairro ?? '',
  uf: u.uf ?? '',
  municipio: u.municipio?.id ?? null,
  orgaoCredor: u.orgaoCredor.id,
  perfil: u.perfil.id,
});

/** /usuario/cadastrar and /usuario/editar (id as navigation state): user data and address (spec 01 §2.6). */
export default function UsuarioForm({ mode }: { mode: 'cadastrar' | 'editar' }) {
  const navigate = useNavigate();
  const { can, session } = useSession();
  const state = useLocation().state as { id?: number } | null;
  const id = mode === 'editar' ? state?.id : undefined;
  const { data, isPending } = useUsuario(id);
  const orgaos = useOrgaosCredoresLookup();
  const perfis = usePerfisLookup();
  const podeAtribuir = usePodeAtuarSobrePerfil();
  const salvar = useSalvarUsuario();
  // Without ACESSO_TODOS_ORGAOS a user is created in, and stays in, the caller's own body.
  const todosOrgaos = can('ACESSO_TODOS_ORGAOS');
  const proprioOrgao = session?.user.orgaoCredor.id ?? null;
  const form = useForm({
    // Ids are strict numbers (domain id.ts); the form holds null until a select is chosen, which the
    // schema answers with the field's message.
    resolver: zodResolver(usuarioFormSchema) as unknown as Resolver<typeof vazio>,
    defaultValues: { ...vazio, orgaoCredor: todosOrgaos ? null : proprioOrgao },
  });
  const { handleSubmit, reset, setError } = form;
  useEffect(() => {
    if (data) reset(valoresDe(data));
  }, [data, reset]);

  if (mode === 'editar' && !id) return <Navigate to="/usuario" replace />;
  if (mode === 'editar' && isPending) return <PageLoading />;

  const orgaoOptions = (orgaos.data ?? [])
    .filter((o) => todosOrgaos || o.id === proprioOrgao)
    .map((o) => ({ value: o.id, label: `${o.sigla} - ${o.nome}` }));
  // Only profiles within the caller's own permissions (the server refuses the others, 403), shared
  // by every body or of the user's own body (issue 37 item 1: another body's is refused, 400).
  const orgaoEscolhido = form.watch('orgaoCredor');
  const perfilOptions = (perfis.data ?? [])
    .filter((p) => podeAtribuir(p.permissoes))
    .filter((p) => p.orgaoCredor === null || p.orgaoCredor.id === orgaoEscolhido)
    .map((p) => ({ value: p.id, label: p.nome }));

  const onSubmit = handleSubmit((v) =>
    salvar.mutate(
      // The resolver hands over the schema's output: ids are numbers by now.
      { ...(v as unknown as UsuarioInput), id, versao: data?.versao },
      {
        onSuccess: (r) => {
          if (id) {
            notifySuccess(
              r.id === session?.user.id ? MENSAGENS_USUARIO.atualizadoProprio : MENSAGENS_USUARIO.atualizado,
            );
            navigate(-1);
          } else {
            notifySuccess(MENSAGENS_USUARIO.cadastrado);
            navigate('/usuario');
          }
        },
        onError: (e) => applyServerErrors(e, setError, CAMPOS),
      },
    ),
  );

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {id ? 'Editar Usuário' : 'Novo Usuário'}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <SecaoTitulo titulo="Dados do Usuário" />
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <CampoTexto name="nome" label="Nome" required autoFocus maxLength={80} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CampoTexto name="email" label="E-mail" type="email" required maxLength={40} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <MaskedField control={form.control} name="cpf" kind="cpf" label="CPF" required fullWidth />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <CampoTexto name="matricula" label="Matrícula" required maxLength={10} />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <MaskedField
                control={form.control}
                name="telefone1"
                kind="telefone"
                label="Telefone 1"
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6, md: 3 }}>
              <MaskedField
                control={form.control}
                name="telefone2"
                kind="telefone"
                label="Telefone 2"
                fullWidth
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CampoSelect
                name="orgaoCredor"
                label="Órgão Credor"
                required
                options={orgaoOptions}
                disabled={!todosOrgaos}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CampoSelect name="perfil" label="Perfil" required options={perfilOptions} />
            </Grid>
          </Grid>
          <SecaoTitulo titulo="Endereço" />
          <EnderecoFields regras={REGRAS_ENDERECO_USUARIO} />
          <FormActions submitLabel={id ? 'Editar' : 'Cadastrar'} disabled={salvar.isPending} />
        </Box>
      </FormProvider>
      <SavingBackdrop open={salvar.isPending} />
    </Paper>
  );
}
