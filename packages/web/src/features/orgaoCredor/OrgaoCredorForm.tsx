import { useEffect } from 'react';
import { FormProvider, useController, useForm, useFormContext, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import {
  DADOS_BANCARIOS,
  MENSAGENS_ORGAO_CREDOR,
  orgaoCredorFormSchema,
  type OrgaoCredor,
  type OrgaoCredorInput,
  REGRAS_ENDERECO_ORGAO_CREDOR,
} from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { useSession } from '../../lib/SessionProvider.tsx';
import { applyServerErrors } from '../../components/form/applyServerErrors.ts';
import { FormActions } from '../../components/form/FormActions.tsx';
import { MaskedField } from '../../components/form/MaskedField.tsx';
import { SavingBackdrop } from '../../components/form/SavingBackdrop.tsx';
import { UpperCaseField } from '../../components/form/UpperCaseField.tsx';
import { PageLoading } from '../../components/PageLoading.tsx';
import { notifySuccess } from '../../lib/notify.ts';
import { CampoSelect } from '../../components/form/CampoSelect.tsx';
import { CampoTexto } from '../../components/form/CampoTexto.tsx';
import { EnderecoFields } from '../../components/address/EnderecoFields.tsx';
import { ValorField } from '../../components/form/ValorField.tsx';
import { DadosBancariosFields } from './DadosBancariosFields.tsx';
import { DocumentosFields } from './DocumentosFields.tsx';
import { useIndicesFinanceiros, useOrgaoCredor, useSalvarOrgaoCredor } from './orgaoCredor.api.ts';
import { Secao } from '../../components/form/Secao.tsx';

const BANCARIOS_VAZIOS = Object.fromEntries(DADOS_BANCARIOS.map((c) => [c, ''])) as Record<
  (typeof DADOS_BANCARIOS)[number],
  string
>;

const vazio = {
  nome: '',
  cnpj: '',
  sigla: '',
  codigoReceita: '',
  idIndiceFinanceiro: null as number | null,
  numeroIdentificador: '',
  url: '',
  descricao: '',
  descricaoFatoPadrao: '',
  fundamentoLegalPadrao: '',
  utilizarJuros: false,
  utilizarMulta: false,
  tiposDocumentos: [] as { id: number; nome?: string; opcional: boolean }[],
  cep: '',
  rua: '',
  numero: '',
  complemento: '',
  bairro: '',
  uf: '',
  municipio: null as number | null,
  nomeContato: '',
  emailContato: '',
  telefoneContato: '',
  nomeAutoridade: '',
  cargoAutoridade: '',
  matriculaAutoridade: '',
  ...BANCARIOS_VAZIOS,
  // docs/arquivos-bancarios.md §3: the server's default when the body never set it
  toleranciaPagamento: '0,05' as string | number,
};
type Valores = typeof vazio;
const CAMPOS = Object.keys(vazio);

function valoresDe(o: OrgaoCredor): Valores {
  const out = { ...vazio } as Record<string, unknown>;
  for (const k of Object.keys(vazio)) {
    const v = (o as unknown as Record<string, unknown>)[k];
    if (v !== null && v !== undefined && typeof v !== 'object') out[k] = v;
  }
  out.municipio = o.municipio?.id ?? null;
  out.idIndiceFinanceiro = o.idIndiceFinanceiro ?? o.indiceFinanceiro?.id ?? null;
  out.tiposDocumentos = o.tiposDocumentos.map((t) => ({ id: t.id, nome: t.nome, opcional: t.opcional }));
  return out as Valores;
}

function CampoBooleano({ name, label }: { name: 'utilizarJuros' | 'utilizarMulta'; label: string }) {
  const { control } = useFormContext<Valores>();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      control={
        <Checkbox
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(e) => field.onChange(e.target.checked)}
          onBlur={field.onBlur}
        />
      }
    />
  );
}

/**
 * 'Novo Órgão Credor' / 'Editar Órgão Credor' (spec 01 §2.7). 'Dados Bancários' shows only for a loaded
 * record and a user holding ALTERAR_DADOS_BANCARIOS; otherwise bank fields are never sent (the server
 * refuses them).
 */
export default function OrgaoCredorForm({ mode }: { mode: 'cadastrar' | 'editar' }) {
  const navigate = useNavigate();
  const { can } = useSession();
  const state = useLocation().state as { id?: number } | null;
  const id = mode === 'editar' ? state?.id : undefined;
  const { data, isPending } = useOrgaoCredor(id);
  const indices = useIndicesFinanceiros();
  const salvar = useSalvarOrgaoCredor();
  // Ids are strict numbers (domain id.ts); the form holds null until a select is chosen, which the
  // schema answers with the field's message.
  const resolver = zodResolver(orgaoCredorFormSchema) as unknown as Resolver<typeof vazio>;
  const form = useForm({ resolver, defaultValues: vazio });
  const { handleSubmit, reset, setError, control } = form;
  useEffect(() => {
    if (data) reset(valoresDe(data));
  }, [data, reset]);
  const mostrarBancarios = Boolean(id && data) && can('ALTERAR_DADOS_BANCARIOS');

  if (mode === 'editar' && !id) return <Navigate to="/orgaoCredor" replace />;
  if (mode === 'editar' && isPending) return <PageLoading />;

  const onSubmit = handleSubmit((v) => {
    const payload: Record<string, unknown> = { ...v };
    if (!mostrarBancarios) for (const c of DADOS_BANCARIOS) delete payload[c];
    // shown beside the bank data: absent keeps the body's current tolerance
    if (!mostrarBancarios) delete payload.toleranciaPagamento;
    salvar.mutate(
      // The resolver hands over the schema's output: ids are numbers by now.
      { ...(payload as OrgaoCredorInput), id, versao: data?.versao },
      {
        onSuccess: () => {
          if (id) {
            notifySuccess(MENSAGENS_ORGAO_CREDOR.atualizado);
            navigate(-1);
          } else {
            notifySuccess(MENSAGENS_ORGAO_CREDOR.cadastrado);
            navigate('/orgaoCredor');
          }
        },
        onError: (e) => applyServerErrors(e, setError, CAMPOS),
      },
    );
  });

  const indiceOptions = (indices.data ?? []).map((i) => ({ value: i.id, label: `${i.sigla} - ${i.nome}` }));

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {id ? 'Editar Órgão Credor' : 'Novo Órgão Credor'}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Secao titulo="Dados do Órgão">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 8 }}>
                <CampoTexto name="nome" label="Denominação" required autoFocus maxLength={80} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <MaskedField
                  control={control}
                  name="cnpj"
                  kind="cnpj"
                  label="CNPJ"
                  required
                  fullWidth
                  slotProps={{ htmlInput: { maxLength: 22 } }}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <UpperCaseField
                  control={control}
                  name="sigla"
                  label="Sigla"
                  required
                  fullWidth
                  maxLength={15}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <CampoTexto name="codigoReceita" label="Código da Receita" required maxLength={20} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <CampoSelect
                  name="idIndiceFinanceiro"
                  label="Índice Financeiro"
                  required
                  options={indiceOptions}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <CampoTexto name="numeroIdentificador" label="Número Identificador" maxLength={30} />
              </Grid>
              <Grid size={{ xs: 12, md: 8 }}>
                <CampoTexto
                  name="url"
                  label="Site"
                  maxLength={150}
                  helperText="Ex: https://www.orgao.pe.gov.br"
                />
              </Grid>
              <Grid size={12}>
                <CampoTexto name="descricao" label="Descrição" multiline minRows={2} maxLength={300} />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CampoTexto
                  name="descricaoFatoPadrao"
                  label="Descrição do Fato Padrão"
                  multiline
                  minRows={3}
                  maxLength={600}
                />
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <CampoTexto
                  name="fundamentoLegalPadrao"
                  label="Fundamento Legal Padrão"
                  multiline
                  minRows={3}
                  maxLength={600}
                />
              </Grid>
              <Grid size={12}>
                <CampoBooleano name="utilizarJuros" label="Utilizar juros atualizados" />
                <CampoBooleano name="utilizarMulta" label="Utilizar multa atualizada" />
              </Grid>
              <Grid size={12}>
                <DocumentosFields />
              </Grid>
            </Grid>
          </Secao>
          <Secao titulo="Endereço">
            <EnderecoFields regras={REGRAS_ENDERECO_ORGAO_CREDOR} />
          </Secao>
          <Secao titulo="Dados do Responsável">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 5 }}>
                <CampoTexto name="nomeContato" label="Nome do Responsável" required maxLength={100} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <CampoTexto
                  name="emailContato"
                  label="E-mail do Responsável"
                  type="email"
                  required
                  maxLength={100}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <MaskedField
                  control={control}
                  name="telefoneContato"
                  kind="telefone"
                  label="Telefone do Responsável"
                  required
                  fullWidth
                />
              </Grid>
            </Grid>
          </Secao>
          {mostrarBancarios && (
            <Secao titulo="Dados Bancários">
              <DadosBancariosFields />
              <Grid container spacing={2} sx={{ mt: 0 }}>
                <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                  <ValorField
                    control={control}
                    name="toleranciaPagamento"
                    kind="dinheiro"
                    label="Tolerância de Pagamento"
                    helperText="Diferença aceita entre o valor pago e o da parcela na baixa pelo retorno do banco"
                    fullWidth
                  />
                </Grid>
              </Grid>
            </Secao>
          )}
          <Secao titulo="Dados da Autoridade">
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 5 }}>
                <CampoTexto name="nomeAutoridade" label="Nome da Autoridade" required maxLength={255} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 4 }}>
                <CampoTexto name="cargoAutoridade" label="Cargo da Autoridade" required maxLength={100} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <CampoTexto
                  name="matriculaAutoridade"
                  label="Matrícula da Autoridade"
                  required
                  maxLength={100}
                />
              </Grid>
            </Grid>
          </Secao>
          <FormActions submitLabel={id ? 'Editar' : 'Cadastrar'} disabled={salvar.isPending} />
        </Box>
      </FormProvider>
      <SavingBackdrop open={salvar.isPending} />
    </Paper>
  );
}
