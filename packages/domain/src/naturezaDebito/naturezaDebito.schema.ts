import { z } from 'zod';

/**
 * Debt natures of a process (spec 02 `idNaturezaDebito`; `POST naturezaDebito/list`, spec 01 §7).
 * The spec does not show the list: this one is ours, the usual non-tax administrative debts a state
 * constitutes (tax debts follow the tax administration's own process). Ids are fixed; add at the end.
 */
export const NATUREZAS_DEBITO = [
  { id: 1, nome: 'MULTA ADMINISTRATIVA' },
  { id: 2, nome: 'MULTA AMBIENTAL' },
  { id: 3, nome: 'MULTA DE TRÂNSITO' },
  { id: 4, nome: 'MULTA DE DEFESA DO CONSUMIDOR (PROCON)' },
  { id: 5, nome: 'MULTA SANITÁRIA' },
  { id: 6, nome: 'MULTA CONTRATUAL' },
  { id: 7, nome: 'RESSARCIMENTO AO ERÁRIO' },
  { id: 8, nome: 'IMPUTAÇÃO DE DÉBITO POR TRIBUNAL DE CONTAS' },
  { id: 9, nome: 'REPOSIÇÃO AO ERÁRIO POR SERVIDOR' },
  { id: 10, nome: 'DEVOLUÇÃO DE RECURSOS DE CONVÊNIO' },
  { id: 11, nome: 'INDENIZAÇÃO POR DANO AO PATRIMÔNIO PÚBLICO' },
  { id: 12, nome: 'TAXA' },
  { id: 13, nome: 'PREÇO PÚBLICO' },
  { id: 14, nome: 'OUTRAS RECEITAS NÃO TRIBUTÁRIAS' },
] as const;

export const naturezaDebitoSchema = z.object({ id: z.number().int(), nome: z.string() });
export type NaturezaDebito = z.infer<typeof naturezaDebitoSchema>;
