import { z } from 'zod';
import { M, digitosFiltro } from './cobranca.base.schema.ts';

// ---------------------------------------------------------------- negotiation list

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
