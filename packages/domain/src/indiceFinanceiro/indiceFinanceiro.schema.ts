import { z } from 'zod';

/** Financial indexes (spec 01 §3 "Financial index"; spec 03 §9 monetary correction). */

export const PERIODICIDADE_MENSAL = 'MENSAL';

/**
 * The indexes the product carries, with fixed ids (creditor bodies and processes refer to them) and
 * their Banco Central SGS series. Rates are percent per month; the bundled series come from
 * packages/server/src/seed/reference/indices (see its README), and `npm run import:indice` keeps them current.
 */
export const INDICES_FINANCEIROS_REFERENCIA = [
  {
    id: 1,
    sigla: 'IPCA',
    nome: 'Índice Nacional de Preços ao Consumidor Amplo',
    codigoBacen: 433,
    arquivo: 'ipca',
  },
  { id: 2, sigla: 'SELIC', nome: 'Taxa Selic acumulada no mês', codigoBacen: 4390, arquivo: 'selic' },
  {
    id: 3,
    sigla: 'INPC',
    nome: 'Índice Nacional de Preços ao Consumidor',
    codigoBacen: 188,
    arquivo: 'inpc',
  },
  { id: 4, sigla: 'IGP-M', nome: 'Índice Geral de Preços do Mercado', codigoBacen: 189, arquivo: 'igpm' },
] as const;

export const indiceFinanceiroSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  sigla: z.string(),
  periodicidade: z.string(),
  codigoBacen: z.number().int(),
  /** The last month with a rate, as its first day ('2025-12-01'); null before any rate is loaded. */
  ultimaDataReferencia: z.string().nullable(),
});
export type IndiceFinanceiro = z.infer<typeof indiceFinanceiroSchema>;

/** One month of a series: 'yyyy-MM' and the rate in percent as an exact decimal string ('0.53'). */
export interface TaxaMensal {
  mes: string;
  taxa: string;
}
