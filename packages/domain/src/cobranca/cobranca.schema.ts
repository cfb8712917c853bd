import { z } from 'zod';
import { SITUACOES_REGISTRO_BOLETO } from '../arquivoBancario/arquivoBancario.schema.ts';
import { compareDates, todayInSaoPaulo, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { documentosDoTipoSchema, arquivoRefSchema } from '../documento/documento.schema.ts';
import { isValidCpf, isValidPhone, onlyDigits } from '../documents.ts';
import { formatarNumeroCobranca, formatarNumeroProcesso } from '../format.ts';
import { FORMATOS } from '../formatos.ts';
import { idSchema, idFiltroSchema } from '../id.ts';
import { DESCONTO_MAXIMO, FORMAS_PAGAMENTO } from '../negociacao.ts';
import { TIPO_DOCUMENTO_ACAO } from '../workflow/situacoes.ts';

/**
 * Negotiation and collections (spec 03): the calls' payloads, filters and answers, with the spec's
 * Portuguese messages. The server validates with these and the wizard's forms reuse them.
 */

/** Collection status ids: situations of process type COBRANCA (spec 03 §4). */
export const SITUACAO_COBRANCA = {
  ATIVO: 200,
  PARCELADO: 201,
  QUITADO: 202,
  CANCELADO: 203,
  EM_NEGOCIACAO: 204,
} as const;
export type SituacaoCobrancaId = (typeof SITUACAO_COBRANCA)[keyof typeof SITUACAO_COBRANCA];

/** The statuses' names as stored (the situation table's rows 200–204; a refusal's message names them). */
export const NOME_SITUACAO_COBRANCA: Record<SituacaoCobrancaId, string> = {
  200: 'ATIVO',
  201: 'PARCELADO',
  202: 'QUITADO',
  203: 'CANCELADO',
  204: 'EM_NEGOCIACAO',
};

/** Displayed labels (spec 03 §2.3, §4): ATIVO and PARCELADO read EM ABERTO. */
export const ROTULO_SITUACAO_COBRANCA: Record<SituacaoCobrancaId, string> = {
  200: 'EM ABERTO',
  201: 'EM ABERTO',
  202: 'QUITADO',
  203: 'CANCELADO',
  204: 'EM NEGOCIAÇÃO',
};

export const SITUACOES_LANCAMENTO = ['PREVISTO', 'BAIXADO'] as const;
export type SituacaoLancamento = (typeof SITUACOES_LANCAMENTO)[number];
export const ROTULO_SITUACAO_LANCAMENTO: Record<SituacaoLancamento, string> = {
  PREVISTO: 'EM ABERTO',
  BAIXADO: 'QUITADO',
};

/**
 * An instalment's situation as the screens show it (issue 36 item 11): an open instalment that has
 * taken a payment (a partial Baixa Manual, a short payment accepted) reads PAGO PARCIALMENTE.
 */
export const rotuloDaParcela = (l: { situacaoLancamento: SituacaoLancamento; valorPago: number }) =>
  l.situacaoLancamento === 'PREVISTO' && l.valorPago > 0
    ? 'PAGO PARCIALMENTE'
    : ROTULO_SITUACAO_LANCAMENTO[l.situacaoLancamento];

/** Document types of spec 03 §9. */
export const TIPO_DOCUMENTO_COBRANCA = {
  IDENTIFICACAO: 1,
  CONTRATO_SOCIAL: 14,
  PROCURACAO: 15,
  COMPROVANTE_PAGAMENTO: TIPO_DOCUMENTO_ACAO.QUITACAO,
  TERMO_PARCELAMENTO: TIPO_DOCUMENTO_ACAO.PARCELAMENTO,
} as const;

/**
 * Who asks for the agreement (spec 03 §5): the debtor itself (TITULAR), the legal representative of a
 * company debtor (REPRESENTANTE_EMPRESA, with its articles) or an attorney (PROCURADOR, with the power of
 * attorney). The last two must prove the representation.
 */
export const TIPOS_REQUERENTE = ['TITULAR', 'REPRESENTANTE_EMPRESA', 'PROCURADOR'] as const;
export type TipoRequerente = (typeof TIPOS_REQUERENTE)[number];
export const ROTULO_TIPO_REQUERENTE: Record<TipoRequerente, string> = {
  TITULAR: 'Titular',
  REPRESENTANTE_EMPRESA: 'Representante da Empresa',
  PROCURADOR: 'Representante (Procurador)',
};
export const exigeComprovanteRepresentacao = (t: TipoRequerente) => t !== 'TITULAR';

export const MENSAGENS_COBRANCA = {
  semConvenio: 'Não é possível negociar o Processo pois o órgão não possui convênio bancário cadastrado.',
  naoApto: (numero: string) => `O processo ${formatarNumeroProcesso(numero)} não está apto para negociação.`,
  processosRepetidos: 'Um processo foi informado mais de uma vez.',
  orgaosDiferentes: 'Só é possível negociar em conjunto processos do mesmo órgão credor.',
  erroParcelamento: 'Erro no parcelamento',
  aVistaUmaParcela: 'O pagamento à vista tem uma parcela',
  negociacaoSucesso: 'Negociação realizada com sucesso!',
  idempotenciaOutroPedido: 'Esta chave de idempotência já foi usada em outro pedido.',
  idempotenciaInvalida: 'Chave de idempotência inválida: use de 8 a 100 letras, dígitos, "-" ou "_".',
  baixaSucesso: 'Baixa Realizada com Sucesso',
  cancelado: (numero: string) => `Processo ${formatarNumeroCobranca(numero)} cancelado com sucesso.`,
  acordoFirmado: 'Acordo Firmado com Sucesso',
  // cancellation (spec 03 §5): the rule is 5 to 200, the maximum's text says 100
  motivoObrigatorio: 'Deve ser informado um motivo para o cancelamento',
  motivoMinimo: 'A descrição deve ter no mínimo 5 caracteres',
  motivoMaximo: 'A descrição deve ter no máximo 100 caracteres.',
  // manual settlement (spec 03 §5)
  dataObrigatoria: 'Necessário informar a data.',
  dataInvalida: 'Data inválida',
  dataFutura: 'A data não pode ser posterior a hoje.',
  dataAnteriorAcordo: 'A data do pagamento não pode ser anterior à data do acordo.',
  dataAnteriorEmissao: (emissao: string) =>
    `A data do pagamento não pode ser anterior à emissão do boleto (${emissao}).`,
  campoObrigatorio: 'Campo obrigatório',
  valorMinimo: 'O valor não pode ser negativo.',
  parcelaObrigatoria: 'Necessário selecionar a Parcela.',
  comprovanteObrigatorio: 'O comprovante de pagamento não foi informado.',
  somentePrimeiraParcela: 'Somente a primeira parcela em aberto pode ser baixada.',
  valorAcimaParcela: (valor: string) => `O valor pago é maior que o valor em aberto da parcela (${valor}).`,
  termoObrigatorio: 'O Termo de Parcelamento não foi informado',
  acaoIndisponivel: (acao: string, situacao: string) =>
    `A ação ${acao} não está disponível para uma cobrança na situação ${situacao}.`,
  // requester (spec 03 §5)
  tipoRequerente: 'Selecione o tipo do requerente',
  nomeObrigatorio: 'Deve ser informado o nome',
  nomeTamanho: 'O nome deve ter entre 6 e 50 caracteres',
  cpfObrigatorio: 'Deve ser informado um CPF',
  cpfDigitos: 'Necessário ter 11 dígitos',
  cpfInvalido: 'Número de CPF inválido.',
  emailInvalido: 'Deve ser informado um Email válido',
  telefoneTamanho: 'O Telefone deve ter 10 ou 11 caracteres',
  telefoneInvalido: 'Informe um Telefone válido.',
  documentoObrigatorio: 'Documento obrigatório',
  comprovanteRepresentacao: 'O comprovante de representação é obrigatório',
  // spec 03 §5 (generate-term dialog): the representative's power of attorney
  procuracaoObrigatoria: 'O arquivo do documento da procuração é obrigatório',
  emailDeOutroCpf: 'Este e-mail já está cadastrado para outro requerente.',
  cpfDeOutroEmail: 'Este CPF já está cadastrado com outro e-mail.',
  requerenteValido: 'Requerente válido.',
  requerenteNaoEncontrado: 'Requerente não encontrado',
  // filters (spec 03 §5)
  numeroMaximo: 'O número deve ter no máximo 16 caracteres.',
  nomeMaximo150: 'O nome deve ter no máximo 150 caracteres.',
  devedorMaximo: 'O devedor deve ter no máximo 100 caracteres.',
  dataInicioAnterior: 'A data deve ser anterior a Data - Fim',
  dataFimPosterior: 'A data deve ser posterior a Data - Inicio',
  vencimentoObrigatorio: 'Necessário informar a data de vencimento.',
} as const;
const M = MENSAGENS_COBRANCA;

const hojeDe = (hoje?: IsoDate) => hoje ?? todayInSaoPaulo();
const dataIso = (obrigatoria: string) =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => dataValida(v), M.dataInvalida);
// the first due date is any real date: the simulation's critique names the latest allowed one (issue 23 §4)
const vencimentoIso = (obrigatoria: string) =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => dataValida(v, { max: '9999-12-31' }), M.dataInvalida)
    .meta(FORMATOS.data);

/** A money amount of a payload: a JSON number (or its dot-decimal text), ≥ 0, at most two decimals. */
const dinheiro = (obrigatorio: string) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d+(\.\d{1,2})?$/),
      ],
      { error: obrigatorio },
    )
    .transform(Number)
    .refine((v) => Number.isFinite(v) && v >= 0, M.valorMinimo)
    .refine((v) => Math.round(v * 100) === Number((v * 100).toFixed(6)), 'Use no máximo duas casas decimais')
    .refine((v) => v <= 999_999_999_999.99, 'Valor acima do permitido');

const desconto = z
  .union([z.number(), z.null(), z.literal('')], { error: 'Necessário informar um desconto válido' })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : 0))
  .refine((v) => v >= 0 && v <= DESCONTO_MAXIMO, 'Necessário informar um desconto válido');

const idsProcessos = z
  .array(idSchema(), { error: 'Selecione uma CDA' })
  .min(1, 'Selecione uma CDA')
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, M.processosRepetidos);

// ---------------------------------------------------------------- requester

/** The requester as the wizard's step sends it (spec 03 §5 "Requester step", §7 POST processoCobranca). */
export const requerenteSchema = z.object({
  id: idSchema().nullish(),
  tipo: z.enum(TIPOS_REQUERENTE, { error: M.tipoRequerente }),
  nome: z
    .string({ error: M.nomeObrigatorio })
    .trim()
    .min(1, M.nomeObrigatorio)
    .min(6, M.nomeTamanho)
    .max(50, M.nomeTamanho),
  cpf: z
    .string({ error: M.cpfObrigatorio })
    .trim()
    .min(1, M.cpfObrigatorio)
    .max(14, M.cpfDigitos)
    .transform(onlyDigits)
    .refine((v) => v.length === 11, M.cpfDigitos)
    .refine((v) => v.length !== 11 || isValidCpf(v), M.cpfInvalido)
    .meta(FORMATOS.cpf),
  email: z
    .string({ error: M.emailInvalido })
    .trim()
    .toLowerCase()
    .max(100, M.emailInvalido)
    .pipe(z.email(M.emailInvalido))
    .meta(FORMATOS.email),
  telefone: z
    .string({ error: M.telefoneTamanho })
    .trim()
    .max(20, M.telefoneTamanho)
    .transform(onlyDigits)
    .refine((v) => v.length === 10 || v.length === 11, M.telefoneTamanho)
    .refine((v) => (v.length !== 10 && v.length !== 11) || isValidPhone(v), M.telefoneInvalido)
    .meta(FORMATOS.telefone),
  /** the identification document (type 1); an existing requester's stored one is used when absent */
  arquivoIdentificacao: arquivoRefSchema.nullish(),
  /** power of attorney (15) or company articles (14) for the representative types */
  comprovanteRepresentacao: arquivoRefSchema.nullish(),
});
export type RequerenteInput = z.output<typeof requerenteSchema>;

/**
 * The requester of `POST processoCobranca`: spec 03 §7 lists id, nome, cpf, telefone, email and the
 * two files; `tipo` is our extension, optional (absent → inferirTipoRequerente).
 */
export const requerentePedidoSchema = requerenteSchema.extend({
  tipo: z.enum(TIPOS_REQUERENTE, { error: M.tipoRequerente }).optional(),
});

/**
 * The requester's type when the payload leaves it out: the debtor itself when the requester's CPF is
 * the debtor's document; for a company debtor (CNPJ) its representative; otherwise an attorney
 * (procurador), who must bring the power of attorney.
 */
export function inferirTipoRequerente(cpfRequerente: string, documentoDevedor: string): TipoRequerente {
  const doc = onlyDigits(documentoDevedor);
  if (doc === onlyDigits(cpfRequerente)) return 'TITULAR';
  if (doc.length === 14) return 'REPRESENTANTE_EMPRESA';
  return 'PROCURADOR';
}

/** `GET requerente/porCpf/{cpf}`: digits only. */
export const cpfParamSchema = z.object({
  cpf: z
    .string()
    .regex(/^\d{11}$/, M.cpfDigitos)
    .refine(isValidCpf, M.cpfInvalido)
    .meta({ example: '52998224725' }),
});

/** `GET requerente/validar?email&cpf`. */
export const validarRequerenteQuerySchema = z.object({
  cpf: cpfParamSchema.shape.cpf,
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(100, M.emailInvalido)
    .pipe(z.email(M.emailInvalido))
    .meta(FORMATOS.email),
});

const documentoRequerenteSchema = z.object({ id: z.number().int(), nome: z.string() });
export const requerenteLookupSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_REQUERENTE),
  nome: z.string(),
  cpf: z.string(),
  telefone: z.string(),
  email: z.string(),
  documentoIdentificacao: documentoRequerenteSchema.nullable(),
  comprovanteRepresentacao: documentoRequerenteSchema.nullable(),
});
export type RequerenteLookup = z.infer<typeof requerenteLookupSchema>;
/**
 * `GET requerente/porCpf/{cpf}?idProcesso=`: the debt being negotiated, optional; with it the stored
 * representation proof is answered only when it was sent for that debt's debtor (issue 23).
 */
export const requerenteLookupQuerySchema = z.object({
  idProcesso: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});

// ---------------------------------------------------------------- negotiation list

/** A number or document filter: typed with or without its mask, up to `max` characters; digits only. */
const digitosFiltro = (max: number, mensagem?: string) =>
  z
    .string()
    .trim()
    .max(max, mensagem)
    .nullish()
    .transform((v) => (v ? onlyDigits(v) : null));

/** `POST processoConstituicaoCredito/aptosNegociacao` (spec 03 §3 "Negotiation filter", §5). */
export const aptosNegociacaoFiltroSchema = z.object({
  numero: digitosFiltro(16, M.numeroMaximo),
  cpfCnpj: digitosFiltro(18),
  nomeDevedor: z.string().trim().max(150, M.nomeMaximo150).nullish(),
});
export type AptosNegociacaoFiltro = z.output<typeof aptosNegociacaoFiltroSchema>;

export const APTOS_SORT = [
  'numero',
  'data',
  'nomeDevedor',
  'totalCorrigido',
  'ultimaCorrecaoValor',
  'numeroCda',
] as const;
export const APTOS_DEFAULT_SORT = 'data,desc';

const ref = z.object({ id: z.number().int(), nome: z.string() });

export const aptoNegociacaoSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  numeroCda: z.string(),
  dataInscricao: z.string(),
  data: z.string(),
  cpfCnpj: z.string(),
  nomeDevedor: z.string(),
  orgaoCredor: z.object({ id: z.number().int(), sigla: z.string(), convenio: z.string().nullable() }),
  totalCorrigido: z.number(),
  saldoDevedor: z.number(),
  ultimaCorrecaoValor: z.string().nullable(),
  /** the prescription clock's level and deadline (issue 36 item 3; a PRESCRITO one is never listed) */
  nivelPrescricao: z.string().nullish(),
  prazoPrescricao: z.string().nullish(),
});
export type AptoNegociacao = z.infer<typeof aptoNegociacaoSchema>;

// ---------------------------------------------------------------- simulation and agreement

/** `POST processoCobranca/simularParcelamento` and `imprimirSimulacaoParcelamento` (spec 03 §7). */
export const simulacaoSchema = z.object({
  /** the spec's name (sic) */
  precessosIds: idsProcessos,
  quantidadeParcelas: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .nullish()
    .transform((v) => v ?? 2),
  valorPrimeiraParcela: dinheiro('Informe o valor da primeira parcela').nullish(),
  desconto,
  /** default PARCELADO (the instalment step); A_VISTA simulates the single payment of the review */
  formaPagamento: z.enum(FORMAS_PAGAMENTO).nullish(),
  /** the first due date; default `primeiroVencimentoPadrao` (negociacao.ts) */
  primeiroVencimento: vencimentoIso(M.vencimentoObrigatorio).nullish(),
});
export type SimulacaoInput = z.output<typeof simulacaoSchema>;

export const parcelaSimuladaSchema = z.object({
  parcela: z.number().int(),
  dataVencimento: z.string(),
  valorParceladoPrincipal: z.number(),
  correcao: z.number(),
  honorarios: z.number(),
  valorHonorarios: z.number(),
  valorJurosMesPagamento: z.number(),
  valorJuros: z.number(),
  valorMulta: z.number(),
  valorTotal: z.number(),
});
export const resultadoSimulacaoSchema = z.object({
  parcelas: z.array(parcelaSimuladaSchema),
  valido: z.boolean(),
  criticas: z.array(z.string()),
  /** the heading of the critiques ('Erro no parcelamento') when not valid */
  titulo: z.string().nullable(),
  maxParcelas: z.number().int().nullable(),
  valorTotalAcordo: z.number().nullable(),
  /** the principal after the discount, which the first instalment may not exceed (spec 03 §5) */
  valorPrincipal: z.number().nullable(),
  /** the configured minimum of an instalment (spec 03 §9) */
  valorMinimoParcela: z.number(),
});
export type ResultadoSimulacaoApi = z.infer<typeof resultadoSimulacaoSchema>;

/** `POST processoCobranca` (spec 03 §7); totalParcelas 1 is À VISTA. */
export const criarCobrancaSchema = z.object({
  idsProcessos,
  totalParcelas: z.number({ error: 'Informe a quantidade de parcelas' }).int().min(1).max(1000),
  valorPrimeiraParcela: dinheiro('Informe o valor da primeira parcela').nullish(),
  requerente: requerentePedidoSchema,
  desconto,
  primeiroVencimento: vencimentoIso(M.vencimentoObrigatorio).nullish(),
  formaPagamento: z.enum(FORMAS_PAGAMENTO).nullish(),
});
export type CriarCobrancaInput = z.output<typeof criarCobrancaSchema>;

/** The `Idempotency-Key` header of `POST processoCobranca`. */
export const chaveIdempotenciaSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{8,100}$/, M.idempotenciaInvalida)
  .optional();

// ---------------------------------------------------------------- actions

export const cancelarCobrancaSchema = z.object({
  idProcessoCobranca: idSchema(),
  motivo: z
    .string({ error: M.motivoObrigatorio })
    .trim()
    // an empty reason is only "not informed", not also "too short"
    .min(1, { error: M.motivoObrigatorio, abort: true })
    .min(5, M.motivoMinimo)
    .max(200, M.motivoMaximo),
});

const documentosDoTipo = (tipo: number, obrigatorio: string) =>
  z
    .array(documentosDoTipoSchema, { error: obrigatorio })
    .min(1, obrigatorio)
    .max(5)
    .refine((ds) => ds.some((d) => d.idTipoDocumento === tipo && d.arquivos.length > 0), obrigatorio)
    .refine((ds) => ds.every((d) => d.idTipoDocumento === tipo), 'Tipo de documento inválido para esta ação');

export const baixaManualSchema = (hoje?: IsoDate) =>
  z.object({
    idProcessoCobranca: idSchema(),
    dataPagamento: dataIso(M.dataObrigatoria).refine(
      (v) => !dataValida(v) || compareDates(v, hojeDe(hoje)) <= 0,
      M.dataFutura,
    ),
    documentos: documentosDoTipo(TIPO_DOCUMENTO_COBRANCA.COMPROVANTE_PAGAMENTO, M.comprovanteObrigatorio),
    valorPago: dinheiro(M.campoObrigatorio),
    lancamentos: z.array(idSchema(), { error: M.parcelaObrigatoria }).min(1, M.parcelaObrigatoria).max(1000),
  });

export const anexarTermoSchema = z.object({
  documentos: documentosDoTipo(TIPO_DOCUMENTO_COBRANCA.TERMO_PARCELAMENTO, M.termoObrigatorio),
});

// ---------------------------------------------------------------- follow-up list

const dataFiltro = z
  .string()
  .trim()
  .nullish()
  .transform((v) => v || null)
  .refine((v) => v === null || dataValida(v), M.dataInvalida)
  .meta(FORMATOS.dataOuVazia);

/** `POST processoCobranca/list` (spec 03 §3 "Follow-up filter", §5, §7). */
const camposFiltroCobranca = {
  numeroCDA: digitosFiltro(16, M.numeroMaximo),
  numeroProcessoCobranca: digitosFiltro(16, M.numeroMaximo),
  cpfCnpj: digitosFiltro(100, M.devedorMaximo),
  dataInicial: dataFiltro,
  dataFinal: dataFiltro,
};

/** Spec 03 §5: both dates or none, the start not after the end. */
function periodoCobranca(
  v: { dataInicial?: string | null; dataFinal?: string | null },
  ctx: z.RefinementCtx,
) {
  if (v.dataInicial && !v.dataFinal)
    ctx.addIssue({ code: 'custom', path: ['dataFinal'], message: M.campoObrigatorio });
  if (v.dataFinal && !v.dataInicial)
    ctx.addIssue({ code: 'custom', path: ['dataInicial'], message: M.campoObrigatorio });
  if (dataValida(v.dataInicial) && dataValida(v.dataFinal) && compareDates(v.dataInicial, v.dataFinal) > 0) {
    ctx.addIssue({ code: 'custom', path: ['dataInicial'], message: M.dataInicioAnterior });
    ctx.addIssue({ code: 'custom', path: ['dataFinal'], message: M.dataFimPosterior });
  }
}

export const cobrancaFiltroSchema = z
  .object({ ...camposFiltroCobranca, idSituacao: idFiltroSchema() })
  .superRefine(periodoCobranca);

/** The list's drawer and URL hold the situation as text ('' for Todos); the same rules otherwise. */
export const cobrancaFiltroFormSchema = z
  .object({ ...camposFiltroCobranca, idSituacao: z.string().regex(/^\d*$/).nullish() })
  .superRefine(periodoCobranca);
export type CobrancaFiltro = z.output<typeof cobrancaFiltroSchema>;

/** Sort names of spec 03 §7 (the page maps its columns to these). */
export const COBRANCA_SORT = [
  'data',
  'numero',
  'processos.numero',
  'titular.documentoIdentificacao',
  'titular.nome',
  'situacaoProcesso.nome',
  'id',
] as const;
export const COBRANCA_DEFAULT_SORT = 'data,desc';

// ---------------------------------------------------------------- answers

export const requerenteResumoSchema = z.object({
  id: z.number().int(),
  tipo: z.enum(TIPOS_REQUERENTE),
  nome: z.string(),
  cpf: z.string(),
  email: z.string(),
  telefone: z.string(),
});

export const titularSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  documentoIdentificacao: z.string(),
});

export const lancamentoSchema = z.object({
  id: z.number().int(),
  parcela: z.number().int(),
  data: z.string(),
  dataCadastro: z.string(),
  dataVencimento: z.string(),
  dataPagamento: z.string().nullable(),
  dataBaixa: z.string().nullable(),
  situacaoLancamento: z.enum(SITUACOES_LANCAMENTO),
  descricaoSituacao: z.string(),
  baixaManual: z.boolean(),
  /** the latest slip's registration at the bank (docs/arquivos-bancarios.md §2); absent without a registered slip */
  situacaoRegistroBoleto: z.enum(SITUACOES_REGISTRO_BOLETO).optional(),
  valor: z.number(),
  valorCorrecao: z.number(),
  valorJuros: z.number(),
  valorMulta: z.number(),
  valorJurosMesPagamento: z.number(),
  valorHonorarios: z.number(),
  valorTotalBoleto: z.number(),
  valorPago: z.number(),
  /** what a payment today would still have to cover of the scheduled amounts */
  saldo: z.number(),
  pagos: z.object({
    valorHonorarios: z.number(),
    valorJurosMesPagamento: z.number(),
    valorJuros: z.number(),
    valorMulta: z.number(),
    valorCorrecao: z.number(),
    valorPrincipal: z.number(),
  }),
});
export type LancamentoApi = z.infer<typeof lancamentoSchema>;

export const andamentoCobrancaSchema = z.object({
  id: z.number().int(),
  acao: z.string(),
  descricao: z.string(),
  data: z.string(),
  observacao: z.string().nullable(),
  situacao: ref,
  usuarioCadastro: z.string().nullable(),
});

export const processoDaCobrancaSchema = z.object({
  id: z.number().int(),
  numero: z.string(),
  numeroCda: z.string(),
  data: z.string(),
  devedor: z.object({ nome: z.string(), documentoIdentificacao: z.string() }),
  ultimaCorrecaoValor: z.string().nullable(),
  valorAtualizado: z.number(),
  valorCorrecao: z.number(),
  valorJuros: z.number(),
  valorMulta: z.number(),
  valorTotal: z.number(),
});

const descontoSchema = {
  desconto: z.number(),
  valorAtualizadoDesconto: z.number(),
  valorCorrecaoDesconto: z.number(),
  valorJurosDesconto: z.number(),
  valorMultaDesconto: z.number(),
  valorTotalDesconto: z.number(),
};

/** `GET processoCobranca/{id}` (spec 03 §3 "Collection process (detail)"). */
export const cobrancaDetalheSchema = z.object({
  idProcessoCobranca: z.number().int(),
  numero: z.string(),
  dataAcordo: z.string(),
  data: z.string(),
  formaPagamento: z.enum(FORMAS_PAGAMENTO),
  origem: z.string(),
  numeroCDA: z.array(z.string()),
  situacaoProcesso: ref,
  situacaoNome: z.string(),
  orgao: z.object({ id: z.number().int(), nome: z.string(), sigla: z.string() }),
  titular: titularSchema,
  requerente: requerenteResumoSchema,
  processosConstituicaoCredito: z.array(processoDaCobrancaSchema),
  lancamentos: z.array(lancamentoSchema),
  andamentos: z.array(andamentoCobrancaSchema),
  ultimoAndamento: andamentoCobrancaSchema.nullable(),
  totalParcelas: z.number().int(),
  valorRefis: z.number(),
  /** the debts' balances summed (before the discount) */
  valorTotal: z.number(),
  /** the agreement's total: Σ instalments */
  valorTotalAtualizado: z.number(),
  valorPago: z.number(),
  saldoDevedor: z.number(),
  ...descontoSchema,
  percentualHonorarios: z.number(),
  percentualJurosMesPagamento: z.number(),
  saldoComDesconto: z.object({
    valorAtualizado: z.number(),
    valorMulta: z.number(),
    valorCorrecao: z.number(),
    valorJuros: z.number(),
    valorTotal: z.number(),
  }),
  acoesDisponiveis: z.array(z.string()),
});
export type CobrancaDetalhe = z.infer<typeof cobrancaDetalheSchema>;

/** `POST processoCobranca/list` rows (spec 03 §3 "Collection process list item"). */
export const cobrancaListItemSchema = z.object({
  idProcessoCobranca: z.number().int(),
  dataAcordo: z.string(),
  numero: z.string(),
  numeroProcessoConstituicaoCredito: z.array(z.string()),
  numeroCDA: z.array(z.string()),
  descricao: z.string(),
  saldoDevedor: z.number(),
  totalParcelas: z.number().int(),
  valorTotal: z.number(),
  valorTotalAtualizado: z.number(),
  orgao: z.object({ id: z.number().int(), sigla: z.string() }),
  titular: titularSchema,
  situacao: ref,
});

/** `GET processoCobranca/acompanhamentoCobranca/{id}` and the collections of a process (spec 03 §3). */
export const cobrancaResumoSchema = z.object({
  idProcessoCobranca: z.number().int(),
  numero: z.string(),
  dataAcordo: z.string(),
  situacaoProcesso: ref,
  totalParcelas: z.number().int(),
  requerente: z.object({ nome: z.string(), cpf: z.string(), email: z.string(), telefone: z.string() }),
  valorTotal: z.number(),
  valorTotalAtualizado: z.number(),
  saldoDevedor: z.number(),
  desconto: z.number(),
  valorTotalDesconto: z.number(),
  percentualJurosMesPagamento: z.number(),
  percentualHonorarios: z.number(),
  lancamentos: z.array(lancamentoSchema),
  andamentos: z.array(andamentoCobrancaSchema),
});

export const criadaSchema = z.object({ id: z.number().int(), numero: z.string(), message: z.string() });
export const respostaAcaoCobrancaSchema = z.object({ message: z.string(), idAndamento: z.number().int() });

// ---------------------------------------------------------------- the instalment term

/** Who signs the instalment term (spec 03 §4 'Term dialog'): the debtor itself or a representative. */
export const SIGNATARIOS_TERMO = ['TITULAR', 'REPRESENTANTE'] as const;
export type SignatarioTermo = (typeof SIGNATARIOS_TERMO)[number];

/**
 * Who signs the term unless the dialog says otherwise: the requester who made the agreement (U-17). A
 * company's representative or an attorney signs as Representante; only a debtor who asked for itself
 * signs as Titular.
 */
export const signatarioPadraoDoTermo = (requerente: TipoRequerente): SignatarioTermo =>
  requerente === 'TITULAR' ? 'TITULAR' : 'REPRESENTANTE';

/**
 * `GET processoCobranca/{id}/gerarTermoParcelamento`: the call takes no body (spec 03 §7); the dialog's
 * signer goes in the query (the server's log keeps the path only). Spec 03 §5: CPF/CNPJ required; the
 * name at most 50 (the rule's minimum is 10, its text says 6: both stand).
 */
export const termoParcelamentoQuerySchema = z.object({
  /** absent: signatarioPadraoDoTermo of the collection's requester */
  tipo: z.enum(SIGNATARIOS_TERMO).optional(),
  nome: z
    .string({ error: 'O nome deve ter no máximo 50 caracteres' })
    .trim()
    .min(10, 'O nome deve ter no mínimo 6 caracteres')
    .max(50, 'O nome deve ter no máximo 50 caracteres')
    .optional(),
  cpfCnpj: z
    .string({ error: 'Deve ser informado um CPF/CNPJ' })
    .trim()
    .transform(onlyDigits)
    .refine((v) => v.length === 11 || v.length === 14, 'Deve ser informado um CPF/CNPJ')
    .optional(),
  telefone: z.string().trim().max(20).transform(onlyDigits).optional(),
});
export type TermoParcelamentoQuery = z.output<typeof termoParcelamentoQuerySchema>;
