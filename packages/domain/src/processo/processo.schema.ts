import { z } from 'zod';
import {
  camposDevedor,
  comDocumentoValido,
  corresponsavelFormSchema,
  corresponsavelSchema,
  devedorSchema,
  MENSAGENS_DEVEDOR,
  normalizarDocumento,
} from '../devedor/devedor.schema.ts';
import { idFiltroSchema, idSchema } from '../id.ts';
import { valorBrasileiroSchema } from '../valor.schema.ts';
import { versaoSchema } from '../versao.ts';
import { ACOES } from '../workflow/acoes.ts';
import { STATUS_COBRANCA } from '../workflow/situacoes.ts';
import { dividaAtivaSchema } from '../dividaAtiva/dividaAtiva.schema.ts';

const ACOES_VALIDAS = Object.keys(ACOES) as [keyof typeof ACOES, ...(keyof typeof ACOES)[]];

/** Debt-constitution processes (spec 02 §2.1–2.3, §3, §5, §8). */

import { MENSAGENS_PROCESSO } from './mensagens.ts';
import { textoMinimo } from '../formatos.ts';

export { MENSAGENS_PROCESSO };
const M = MENSAGENS_PROCESSO;

export const VALOR_MAXIMO = 999_999_999.99;

const valor = (campo: string, obrigatorio: boolean) => {
  const base = valorBrasileiroSchema(M.valorObrigatorio(campo)).refine(
    (v) => v <= VALOR_MAXIMO,
    M.valorMaximo,
  );
  // Optional amounts (fine, interest): absent, null or '' mean zero, and the key may be left out.
  return obrigatorio
    ? base.refine((v) => v >= 0.01, M.valorMinimo)
    : z
        .union([z.literal(''), z.null(), base.refine((v) => v >= 0, M.valorMinimo)])
        .optional()
        .transform((v) => (typeof v === 'number' ? v : 0));
};

const textoLongo = (campo: string, rotulo: string) =>
  z
    .string({ error: M.textoObrigatorio(campo) })
    .trim()
    .min(1, M.textoObrigatorio(campo))
    .refine((v) => v.length === 0 || v.length >= 30, M.textoMinimo(rotulo))
    .max(600, M.textoMaximo(rotulo))
    .meta(textoMinimo(30));

export const arquivoEnviadoSchema = z.object({
  uuid: z.uuid('Arquivo inválido'),
  nome: z.string().trim().min(1).max(255),
});
export const documentoEnviadoSchema = z.object({
  idTipoDocumento: idSchema('Tipo de documento inválido'),
  arquivos: z.array(arquivoEnviadoSchema).max(20),
});

/** The fields of the process itself (description and values). */
const camposProcesso = {
  idNaturezaDebito: idSchema(M.naturezaObrigatoria),
  numeroProcessoAdministrativo: z
    .string({ error: M.numeroAdministrativoObrigatorio })
    .trim()
    .min(1, M.numeroAdministrativoObrigatorio)
    .max(20, M.numeroAdministrativoMaximo)
    // spec 02 §5 "pattern": the bodies' own numbering, letters included (E-07/001.1234/2026)
    .regex(/^(?=.*\d)[0-9A-Za-z./-]+$/, M.numeroAdministrativoInvalido),
  descricaoFato: textoLongo('a Descrição do Fato', 'A Descrição do Fato'),
  fundamentoLegal: textoLongo('o Fundamento Legal', 'O Fundamento Legal'),
  valorOriginario: valor('o Valor Originário', true),
  valorAtualizado: valor('o Valor Atualizado', true),
  multaAtualizada: valor('a Multa Atualizada', false),
  jurosAtualizado: valor('o Juros Atualizado', false),
};

/** The holder, the co-responsible parties (no holder, no repeats) and the document normalised. */
function comCorresponsaveisValidos(
  v: {
    tipoDocIdentificacao: number;
    documentoIdentificacao: string;
    corresponsaveis: { documentoIdentificacao: string }[];
  },
  ctx: z.RefinementCtx,
) {
  comDocumentoValido(v, ctx);
  const titular = normalizarDocumento(v.tipoDocIdentificacao, v.documentoIdentificacao);
  const vistos = new Set<string>();
  v.corresponsaveis.forEach((c, i) => {
    if (c.documentoIdentificacao === titular) {
      ctx.addIssue({
        code: 'custom',
        path: ['corresponsaveis', i],
        message: MENSAGENS_DEVEDOR.titularCorresponsavel,
      });
    } else if (vistos.has(c.documentoIdentificacao)) {
      ctx.addIssue({
        code: 'custom',
        path: ['corresponsaveis', i],
        message: MENSAGENS_DEVEDOR.corresponsavelRepetido(c.documentoIdentificacao),
      });
    }
    vistos.add(c.documentoIdentificacao);
  });
}

const normalizar = <T extends { tipoDocIdentificacao: number; documentoIdentificacao: string }>(v: T) => ({
  ...v,
  documentoIdentificacao: normalizarDocumento(v.tipoDocIdentificacao, v.documentoIdentificacao),
});

const camposComuns = {
  ...camposDevedor({ nomeMin: 6, enderecoMin: 3 }),
  ...camposProcesso,
  corresponsaveis: z.array(corresponsavelFormSchema).max(50).default([]),
  documentos: z.array(documentoEnviadoSchema).max(30).default([]),
};

/** `POST processoConstituicaoCredito` (spec 02 §3 save payload). */
export const processoFormSchema = z
  .object(camposComuns)
  .superRefine(comCorresponsaveisValidos)
  .transform(normalizar);
export type ProcessoForm = z.input<typeof processoFormSchema>;
export type ProcessoInput = z.output<typeof processoFormSchema>;

/** `PUT processoConstituicaoCredito/{id}`: plus the co-responsible parties removed and the version read. */
export const processoAlteracaoSchema = z
  .object({
    ...camposComuns,
    id: z.number().int().optional(),
    versao: versaoSchema,
    removerCorresponsaveis: z
      .array(z.object({ idDevedor: idSchema(), idProcessoDividaAtiva: z.number().int().nullish() }))
      .max(50)
      .default([]),
  })
  .superRefine(comCorresponsaveisValidos)
  .transform(normalizar);
export type ProcessoAlteracaoInput = z.output<typeof processoAlteracaoSchema>;

/** The required document types a create lacks (spec 02 §5), by name, in the body's order. */
export function documentosFaltando(
  exigidos: readonly { id: number; nome: string; opcional: boolean }[],
  enviados: readonly { idTipoDocumento: number; arquivos: readonly unknown[] }[],
): string[] {
  const comArquivo = new Set(enviados.filter((d) => d.arquivos.length > 0).map((d) => d.idTipoDocumento));
  return exigidos.filter((t) => !t.opcional && !comArquivo.has(t.id)).map((t) => t.nome);
}

/**
 * `GET processoConstituicaoCredito/configuracaoOrgao`: the caller's body settings the form uses (spec 02
 * §3 "Body settings used by the form"), served to whoever may create or edit a process.
 */
export const configuracaoOrgaoProcessoSchema = z.object({
  descricaoFatoPadrao: z.string().nullable(),
  fundamentoLegalPadrao: z.string().nullable(),
  utilizarJuros: z.boolean(),
  utilizarMulta: z.boolean(),
  tiposDocumentos: z.array(z.object({ id: z.number().int(), nome: z.string(), opcional: z.boolean() })),
});
export type ConfiguracaoOrgaoProcesso = z.infer<typeof configuracaoOrgaoProcessoSchema>;

// the list and its filter: processoLista.schema.ts (the list page loads only that)
export * from './processoLista.schema.ts';

// ---------------------------------------------------------------- detail

const ref = z.object({ id: z.number().int(), nome: z.string() });

export const documentoProcessoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  uuid: z.uuid(),
  tipoDocumento: ref.nullable(),
  versao: z.number().int(),
  dataCadastro: z.string(),
});

export const andamentoSchema = z.object({
  id: z.number().int(),
  acao: z.string(),
  descricao: z.string(),
  origem: z.enum(['TCC', 'DIVIDA_ATIVA']),
  data: z.string(),
  dataReferencia: z.string().nullable(),
  observacao: z.string().nullable(),
  motivoDevolucao: ref.nullable(),
  cancelado: z.boolean(),
  motivoCancelamento: z.string().nullable(),
  valor: z.number().nullable(),
  situacao: ref,
  usuarioCadastro: z.string().nullable(),
  documentos: z.array(documentoProcessoSchema),
  numeroTcc: z.string(),
  idTcc: z.number().int(),
  andamentoDevolucao: z.boolean(),
  andamentoInscricao: z.boolean(),
});
export type Andamento = z.infer<typeof andamentoSchema>;

export const valoresProcessoSchema = z.object({
  valorOriginario: z.number(),
  valorAtualizado: z.number(),
  valorCorrecao: z.number(),
  jurosAtualizado: z.number(),
  multaAtualizada: z.number(),
  valorJurosMesPagamento: z.number(),
  valorHonorarios: z.number(),
  totalCorrigido: z.number(),
  valorAtualizadoPago: z.number(),
  valorCorrecaoPago: z.number(),
  valorMultaPago: z.number(),
  valorJurosPago: z.number(),
  valorJurosMesPagamentoPago: z.number(),
  valorHonorariosPago: z.number(),
  saldoDevedor: z.number(),
  saldoValorAtualizado: z.number(),
  saldoCorrecao: z.number(),
  saldoMulta: z.number(),
  saldoJuros: z.number(),
  saldoJurosMesPagamento: z.number(),
  saldoHonorarios: z.number(),
  saldoDevedorComJuros: z.number(),
});

export const acaoDisponivelSchema = z.object({
  action: z.enum(ACOES_VALIDAS),
  documentosNecessarios: z.array(z.object({ id: z.number().int(), nome: z.string(), opcional: z.boolean() })),
});

export const processoDetalheSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  numeroProcessoAdministrativo: z.string(),
  data: z.string(),
  dataDebito: z.string().nullable(),
  dataEncerramento: z.string().nullable(),
  codigoReceita: z.string().nullable(),
  descricaoFato: z.string(),
  fundamentoLegal: z.string(),
  orgaoCredor: z.object({
    id: z.number().int(),
    nome: z.string(),
    sigla: z.string(),
    convenio: z.string().nullable(),
  }),
  faseProcesso: ref,
  situacaoProcesso: ref,
  situacaoPCCProcessoCobranca: z.enum(STATUS_COBRANCA),
  descricaoSituacaoPCCProcessoCobranca: z.string(),
  suspenso: z.boolean(),
  protegido: z.boolean(),
  lavrado: z.boolean(),
  aptoNegociar: z.boolean(),
  podeRealizarAcordoParcelamento: z.boolean(),
  documentosEnviadosDividaAtiva: z.boolean(),
  naturezaDebito: ref.nullable(),
  indiceFinanceiro: z.object({ id: z.number().int(), sigla: z.string() }).nullable(),
  dividaAtiva: dividaAtivaSchema.nullable(),
  devedor: devedorSchema,
  corresponsaveis: z.array(corresponsavelSchema),
  documentos: z.array(documentoProcessoSchema),
  andamentos: z.array(andamentoSchema),
  acoesDisponiveis: z.array(acaoDisponivelSchema),
  /** the term's last day and days left, in situations 3, 12 and 22 */
  prazo: z.object({ ultimoDia: z.string(), diasRestantes: z.number().int() }).nullable(),
  /** the same, as issue 12 names them: yyyy-MM-dd and days left (negative once over) */
  prazoFinal: z.string().nullable(),
  diasRestantesPrazo: z.number().int().nullable(),
  ultimaCorrecaoValor: z.string().nullable(),
  dataReferenciaCalculo: z.string(),
  valores: valoresProcessoSchema,
  versao: z.number().int(),
});
export type ProcessoDetalhe = z.infer<typeof processoDetalheSchema>;

export const faseProcessoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  situacoes: z.array(ref),
});

/** `POST situacaoProcesso/list`: the situations of some process types, of one phase or all. */
export const situacaoFiltroSchema = z.object({
  tiposProcesso: z
    .array(z.enum(['CONSTITUICAO_CREDITO', 'COBRANCA']))
    .max(2)
    .nullish(),
  idFase: idFiltroSchema(),
});
export const situacaoProcessoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  idFase: z.number().int().nullable(),
  tipoProcesso: z.enum(['CONSTITUICAO_CREDITO', 'COBRANCA']),
});
