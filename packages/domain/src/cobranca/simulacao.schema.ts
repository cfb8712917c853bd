import { z } from 'zod';
import { FORMAS_PAGAMENTO } from '../negociacao.ts';
import { M, vencimentoIso, dinheiro, desconto, idsProcessos } from './cobranca.base.schema.ts';
import { requerentePedidoSchema } from './requerente.schema.ts';

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
