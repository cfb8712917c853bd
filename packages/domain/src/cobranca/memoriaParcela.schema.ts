import { z } from 'zod';
import { memoriaCalculoSchema } from '../processo/memoriaCalculo.schema.ts';
import { SITUACOES_LANCAMENTO } from './cobranca.schema.ts';

/**
 * `GET processoCobranca/{id}/parcela/{n}/memoriaCalculo` (our extension, issue 26 §6): what an
 * instalment's value is made of on the date it is valued (the payment date of a settled instalment,
 * else the date of the slip issued today): the schedule's principal, correction, interest and fine,
 * the principal's correction from the agreement date month by month, the month's interest and the fees
 * on the corrected amount (spec 03 §9, calculos.md §9), what was paid and what is still open.
 * `?data=yyyy-mm-dd` values an open instalment as paid on that day (not before the agreement nor after
 * today; a settled one only on its payment date), `?formato=pdf` prints it (memoriaCalculoQuerySchema).
 */
export const MENSAGENS_MEMORIA_PARCELA = {
  titulo: (parcela: number) => `Memória de Cálculo da Parcela ${parcela}`,
  semIndice: 'O órgão credor não tem índice de correção: vale o valor do parcelamento.',
  indiceAusente:
    'Índice do período ainda não publicado: vale o valor do parcelamento, sem correção no pagamento.',
  registradoNaBaixa: 'Valores registrados na baixa da parcela.',
  antesDoAcordo: (acordo: string) => `A data do cálculo não pode ser anterior à data do acordo (${acordo}).`,
  pagaEm: (pagamento: string) =>
    `A parcela foi paga em ${pagamento}: sua memória de cálculo é a da data do pagamento.`,
} as const;

export const memoriaParcelaSchema = z.object({
  parcela: z.number().int(),
  dataVencimento: z.string(),
  situacao: z.enum(SITUACOES_LANCAMENTO),
  /** the date the value is computed for */
  dataCalculo: z.string(),
  indice: z.string().nullable(),
  /** the principal's correction from the agreement date to dataCalculo, month by month */
  meses: memoriaCalculoSchema.shape.meses,
  principal: z.number(),
  /** the correction scheduled in the agreement (the debts' correction up to the agreement) */
  correcaoAcordo: z.number(),
  juros: z.number(),
  multa: z.number(),
  /** the principal's correction from the agreement date to dataCalculo */
  correcaoPagamento: z.number(),
  percentualJurosMes: z.number(),
  jurosMes: z.number(),
  percentualHonorarios: z.number(),
  honorarios: z.number(),
  /** Σ of the components above: the instalment's value on dataCalculo */
  total: z.number(),
  pago: z.number(),
  /** total − pago, never below zero: the slip's value */
  emAberto: z.number(),
  observacao: z.string().nullable(),
});
export type MemoriaParcela = z.infer<typeof memoriaParcelaSchema>;
