import { z } from 'zod';
import { todayInSaoPaulo, type IsoDate } from '../calendar.ts';
import { dataValida } from '../data.schema.ts';
import { onlyDigits } from '../documents.ts';
import { formatarNumeroCobranca, formatarNumeroProcesso } from '../format.ts';
import { FORMATOS } from '../formatos.ts';
import { idSchema } from '../id.ts';
import { DESCONTO_MAXIMO } from '../negociacao.ts';
import { TIPO_DOCUMENTO_ACAO } from '../workflow/situacoes.ts';

/**
 * Negotiation and collections (spec 03), what the sections share: statuses, labels, document and
 * requester types, the messages, and the fields several payloads use.
 * `cobranca.schema.ts` re-exports every section.
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
export const M = MENSAGENS_COBRANCA;

export const hojeDe = (hoje?: IsoDate) => hoje ?? todayInSaoPaulo();
export const dataIso = (obrigatoria: string) =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => dataValida(v), M.dataInvalida);
// the first due date is any real date: the simulation's critique names the latest allowed one (issue 23 §4)
export const vencimentoIso = (obrigatoria: string) =>
  z
    .string({ error: obrigatoria })
    .trim()
    .min(1, obrigatoria)
    .refine((v) => dataValida(v, { max: '9999-12-31' }), M.dataInvalida)
    .meta(FORMATOS.data);

/** A money amount of a payload: a JSON number (or its dot-decimal text), ≥ 0, at most two decimals. */
export const dinheiro = (obrigatorio: string) =>
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

export const desconto = z
  .union([z.number(), z.null(), z.literal('')], { error: 'Necessário informar um desconto válido' })
  .optional()
  .transform((v) => (typeof v === 'number' ? v : 0))
  .refine((v) => v >= 0 && v <= DESCONTO_MAXIMO, 'Necessário informar um desconto válido');

export const idsProcessos = z
  .array(idSchema(), { error: 'Selecione uma CDA' })
  .min(1, 'Selecione uma CDA')
  .max(50)
  .refine((ids) => new Set(ids).size === ids.length, M.processosRepetidos);

/** A number or document filter: typed with or without its mask, up to `max` characters; digits only. */
export const digitosFiltro = (max: number, mensagem?: string) =>
  z
    .string()
    .trim()
    .max(max, mensagem)
    .nullish()
    .transform((v) => (v ? onlyDigits(v) : null));

/** An id and a name, as the answers reference a record. */
export const ref = z.object({ id: z.number().int(), nome: z.string() });
