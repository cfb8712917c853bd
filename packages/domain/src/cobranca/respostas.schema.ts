import { z } from 'zod';
import { aceiteDoTermoSchema, ORIGENS_COBRANCA } from './origem.schema.ts';
import { SITUACOES_REGISTRO_BOLETO } from '../arquivoBancario/arquivoBancario.schema.ts';
import { FORMAS_PAGAMENTO } from '../negociacao.ts';
import { SITUACOES_LANCAMENTO, TIPOS_REQUERENTE, ref } from './cobranca.base.schema.ts';

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
  /** SISTEMA or PORTAL (docs/portal.md §5.5; spec 03 also names EXTERNO) */
  origem: z.string(),
  /** the debtor's acceptance of the term on the portal; null for a staff agreement */
  aceite: aceiteDoTermoSchema.nullable().optional(),
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
  /** SISTEMA (staff) or PORTAL (the debtor, docs/portal.md §5.5) */
  origem: z.enum(ORIGENS_COBRANCA),
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
