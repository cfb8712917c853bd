import { useEffect, useState } from 'react';
import { FormProvider, useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Navigate, useLocation, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  documentosFaltando,
  MENSAGENS_PROCESSO,
  processoFormSchema,
  type ProcessoDetalhe,
  type ProcessoInput,
} from '@divida/domain/processo/processo.schema';
import type { CorresponsavelInput } from '@divida/domain/devedor/devedor.schema';
import type { RegrasEndereco } from '@divida/domain/endereco/endereco.schema';
import { EnderecoFields } from '../../../components/address/EnderecoFields.tsx';
import { applyServerErrors } from '../../../components/form/applyServerErrors.ts';
import { CampoSelect } from '../../../components/form/CampoSelect.tsx';
import { CampoTexto } from '../../../components/form/CampoTexto.tsx';
import { SavingBackdrop } from '../../../components/form/SavingBackdrop.tsx';
import { ValorField } from '../../../components/form/ValorField.tsx';
import { PageLoading } from '../../../components/PageLoading.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { corresponsavelDoForm } from './corresponsaveis.ts';
import { CorresponsaveisSection } from './CorresponsaveisSection.tsx';
import { DevedorFields } from './DevedorFields.tsx';
import { DocumentosCadastradosSection } from './DocumentosCadastradosSection.tsx';
import { documentosIniciais, DocumentosObrigatoriosSection } from './DocumentosObrigatoriosSection.tsx';
import { useConfiguracaoOrgao, useNaturezasDebito, useProcesso, useSalvarProcesso } from '../processo.api.ts';
import { Secao } from '../../../components/form/Secao.tsx';

const REGRAS_ENDERECO: RegrasEndereco = {
  rua: { min: 3, max: 80 },
  bairro: { min: 3, max: 60 },
  numeroSoDigitos: true,
};
const NOMES_ENDERECO = { uf: 'formUf', municipio: 'formMunicipio' };

/** The fields the server may name in its error headers (spec 02 §8). */
const CAMPOS = [
  'nome',
  'email',
  'tipoDocIdentificacao',
  'documentoIdentificacao',
  'cep',
  'rua',
  'numero',
  'bairro',
  'complemento',
  'formUf',
  'formMunicipio',
  'telefone1',
  'telefone2',
  'idNaturezaDebito',
  'numeroProcessoAdministrativo',
  'descricaoFato',
  'fundamentoLegal',
  'valorOriginario',
  'valorAtualizado',
  'multaAtualizada',
  'jurosAtualizado',
] as const;

const vazio = {
  idDevedor: null as number | null,
  tipoDocIdentificacao: null as number | null,
  documentoIdentificacao: '',
  nome: '',
  email: '' as string | null,
  telefone1: '' as string | null,
  telefone2: '' as string | null,
  cep: '',
  rua: '',
  numero: '',
  complemento: '' as string | null,
  bairro: '',
  formUf: '',
  formMunicipio: null as number | null,
  idNaturezaDebito: null as number | null,
  numeroProcessoAdministrativo: '',
  descricaoFato: '',
  fundamentoLegal: '',
  valorOriginario: '' as string | number,
  valorAtualizado: '' as string | number,
  multaAtualizada: '' as string | number,
  jurosAtualizado: '' as string | number,
  corresponsaveis: [] as CorresponsavelInput[],
  documentos: [] as { idTipoDocumento: number; arquivos: { uuid: string; nome: string }[] }[],
};
type Valores = typeof vazio;

const valoresDe = (p: ProcessoDetalhe): Valores => ({
  idDevedor: p.devedor.id,
  tipoDocIdentificacao: p.devedor.tipoDocumentoIdentificacao.id,
  documentoIdentificacao: p.devedor.documentoIdentificacao,
  nome: p.devedor.nome,
  email: p.devedor.email ?? '',
  telefone1: p.devedor.telefone1 ?? '',
  telefone2: p.devedor.telefone2 ?? '',
  cep: p.devedor.cep ?? '',
  rua: p.devedor.rua ?? '',
  numero: p.devedor.numero ?? '',
  complemento: p.devedor.complemento ?? '',
  bairro: p.devedor.bairro ?? '',
  formUf: p.devedor.uf ?? '',
  formMunicipio: p.devedor.municipio?.id ?? null,
  idNaturezaDebito: p.naturezaDebito?.id ?? null,
  numeroProcessoAdministrativo: p.numeroProcessoAdministrativo,
  descricaoFato: p.descricaoFato,
  fundamentoLegal: p.fundamentoLegal,
  valorOriginario: p.valores.valorOriginario,
  valorAtualizado: p.valores.valorAtualizado,
  multaAtualizada: p.valores.multaAtualizada,
  jurosAtualizado: p.valores.jurosAtualizado,
  corresponsaveis: p.corresponsaveis.map(corresponsavelDoForm),
  documentos: [],
});

function DescricaoFields() {
  const naturezas = useNaturezasDebito();
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoSelect
          name="idNaturezaDebito"
          label="Natureza do Débito"
          required
          options={(naturezas.data ?? []).map((n) => ({ value: n.id, label: n.nome }))}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <CampoTexto
          name="numeroProcessoAdministrativo"
          label="Número do Processo Administrativo"
          required
          maxLength={20}
        />
      </Grid>
      <Grid size={12}>
        <CampoTexto
          name="descricaoFato"
          label="Descrição do Fato"
          required
          multiline
          minRows={3}
          maxLength={600}
        />
      </Grid>
      <Grid size={12}>
        <CampoTexto
          name="fundamentoLegal"
          label="Fundamento Legal"
          required
          multiline
          minRows={3}
          maxLength={600}
        />
      </Grid>
    </Grid>
  );
}

function ValoresFields({
  form,
  multa,
  juros,
}: {
  form: ReturnType<typeof useForm<Valores>>;
  multa: boolean;
  juros: boolean;
}) {
  const c = form.control;
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ValorField
          control={c}
          name="valorOriginario"
          kind="dinheiro"
          label="Valor Originário"
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6, md: 3 }}>
        <ValorField
          control={c}
          name="valorAtualizado"
          kind="dinheiro"
          label="Valor Atualizado"
          required
          fullWidth
        />
      </Grid>
      {multa && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ValorField control={c} name="multaAtualizada" kind="dinheiro" label="Multa Atualizada" fullWidth />
        </Grid>
      )}
      {juros && (
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <ValorField control={c} name="jurosAtualizado" kind="dinheiro" label="Juros Atualizado" fullWidth />
        </Grid>
      )}
    </Grid>
  );
}

/**
 * /processos/cadastrar and /processos/editar (id as navigation state), spec 02 §2.3: debtor, address,
 * description, values, co-responsible parties, and the required (new) or registered (edit) documents.
 */
export default function ProcessoForm({ mode }: { mode: 'cadastrar' | 'editar' }) {
  const navigate = useNavigate();
  const state = useLocation().state as { id?: number } | null;
  const id = mode === 'editar' ? state?.id : undefined;
  const processo = useProcesso(id);
  const orgao = useConfiguracaoOrgao();
  const salvar = useSalvarProcesso();
  const [removidos, setRemovidos] = useState<{ idDevedor: number; idProcessoDividaAtiva: null }[]>([]);
  const [verificarDocumentos, setVerificarDocumentos] = useState(false);
  const form = useForm<Valores>({
    resolver: zodResolver(processoFormSchema) as unknown as Resolver<Valores>,
    defaultValues: vazio,
  });
  const { handleSubmit, reset, setError } = form;
  const tipos = orgao.data?.tiposDocumentos ?? [];

  useEffect(() => {
    if (processo.data) reset(valoresDe(processo.data));
  }, [processo.data, reset]);
  useEffect(() => {
    // a new process starts from the body's defaults and one upload per document type it asks for
    if (mode !== 'cadastrar' || !orgao.data) return;
    reset({
      ...vazio,
      descricaoFato: orgao.data.descricaoFatoPadrao ?? '',
      fundamentoLegal: orgao.data.fundamentoLegalPadrao ?? '',
      documentos: documentosIniciais(orgao.data.tiposDocumentos),
    });
  }, [mode, orgao.data, reset]);

  if (mode === 'editar' && !id) return <Navigate to="/processos" replace />;
  if ((mode === 'editar' && processo.isPending) || orgao.isPending) return <PageLoading />;

  const onSubmit = handleSubmit((v) => {
    const dados = v as unknown as ProcessoInput;
    const documentos = dados.documentos.filter((d) => d.arquivos.length > 0);
    if (!id) {
      // the section names what is missing from now on, and stops once it is attached
      setVerificarDocumentos(true);
      if (documentosFaltando(tipos, documentos).length) return;
    }
    const pedido =
      id && processo.data
        ? {
            id,
            alterar: {
              ...dados,
              documentos,
              id,
              versao: processo.data.versao,
              removerCorresponsaveis: removidos,
            },
          }
        : { criar: { ...dados, documentos } };
    salvar.mutate(pedido, {
      onSuccess: (r) => {
        notifySuccess(r.message || (id ? MENSAGENS_PROCESSO.atualizado : MENSAGENS_PROCESSO.criado));
        navigate(`/processos/${r.id}`);
      },
      onError: (e) => applyServerErrors(e, setError, CAMPOS),
    });
  });

  const aoRemoverCorresponsavel = (c: CorresponsavelInput) => {
    if (c.idDevedor)
      setRemovidos((r) => [...r, { idDevedor: c.idDevedor as number, idProcessoDividaAtiva: null }]);
  };

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {id ? 'Edição de Processo' : 'Cadastro de Processo'}
      </Typography>
      <FormProvider {...form}>
        <Box component="form" onSubmit={onSubmit} noValidate>
          <Secao titulo="Dados do Devedor ou Responsável">
            <DevedorFields buscar />
          </Secao>
          <Secao titulo="Endereço">
            <EnderecoFields regras={REGRAS_ENDERECO} nomes={NOMES_ENDERECO} />
          </Secao>
          <Secao titulo="Descrição">
            <DescricaoFields />
          </Secao>
          <Secao titulo="Valores">
            <ValoresFields
              form={form}
              multa={orgao.data?.utilizarMulta ?? false}
              juros={orgao.data?.utilizarJuros ?? false}
            />
          </Secao>
          <Secao titulo="Corresponsáveis (Opcional)">
            <CorresponsaveisSection onRemove={aoRemoverCorresponsavel} />
          </Secao>
          {id && processo.data ? (
            <Secao titulo="Documentos Cadastrados">
              <DocumentosCadastradosSection idProcesso={id} documentos={processo.data.documentos} />
            </Secao>
          ) : (
            <Secao titulo="Documentos Obrigatórios">
              <DocumentosObrigatoriosSection tipos={tipos} verificar={verificarDocumentos} />
            </Secao>
          )}
          <Stack direction="row" spacing={1} sx={{ mt: 3, justifyContent: 'flex-end' }}>
            <Button onClick={() => navigate(-1)}>Cancelar</Button>
            <Button type="submit" variant="contained" disabled={salvar.isPending}>
              {id ? 'Alterar' : 'Cadastrar'}
            </Button>
          </Stack>
        </Box>
      </FormProvider>
      <SavingBackdrop open={salvar.isPending} />
    </Paper>
  );
}
