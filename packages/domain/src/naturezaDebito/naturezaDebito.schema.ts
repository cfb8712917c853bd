import { z } from 'zod';

/**
 * Prescription regime of a nature (docs/prazos-e-prescricao.md §2): TAXA is a tax (CTN art. 174); every other nature
 * of the list is a non-tax credit (LEF, Civil Code).
 */
export const REGIMES_PRESCRICAO = ['TRIBUTARIO', 'NAO_TRIBUTARIO'] as const;
export type RegimePrescricao = (typeof REGIMES_PRESCRICAO)[number];

/**
 * Debt natures of a process (spec 02 `idNaturezaDebito`; `POST naturezaDebito/list`, spec 01 §7).
 * The spec does not show the list: this one is ours, the usual non-tax administrative debts a state
 * constitutes (tax debts follow the tax administration's own process). Ids are fixed; add at the end.
 */
export const NATUREZAS_DEBITO = [
  { id: 1, nome: 'MULTA ADMINISTRATIVA', regime: 'NAO_TRIBUTARIO' },
  { id: 2, nome: 'MULTA AMBIENTAL', regime: 'NAO_TRIBUTARIO' },
  { id: 3, nome: 'MULTA DE TRÂNSITO', regime: 'NAO_TRIBUTARIO' },
  { id: 4, nome: 'MULTA DE DEFESA DO CONSUMIDOR (PROCON)', regime: 'NAO_TRIBUTARIO' },
  { id: 5, nome: 'MULTA SANITÁRIA', regime: 'NAO_TRIBUTARIO' },
  { id: 6, nome: 'MULTA CONTRATUAL', regime: 'NAO_TRIBUTARIO' },
  { id: 7, nome: 'RESSARCIMENTO AO ERÁRIO', regime: 'NAO_TRIBUTARIO' },
  { id: 8, nome: 'IMPUTAÇÃO DE DÉBITO POR TRIBUNAL DE CONTAS', regime: 'NAO_TRIBUTARIO' },
  { id: 9, nome: 'REPOSIÇÃO AO ERÁRIO POR SERVIDOR', regime: 'NAO_TRIBUTARIO' },
  { id: 10, nome: 'DEVOLUÇÃO DE RECURSOS DE CONVÊNIO', regime: 'NAO_TRIBUTARIO' },
  { id: 11, nome: 'INDENIZAÇÃO POR DANO AO PATRIMÔNIO PÚBLICO', regime: 'NAO_TRIBUTARIO' },
  { id: 12, nome: 'TAXA', regime: 'TRIBUTARIO' },
  { id: 13, nome: 'PREÇO PÚBLICO', regime: 'NAO_TRIBUTARIO' },
  { id: 14, nome: 'OUTRAS RECEITAS NÃO TRIBUTÁRIAS', regime: 'NAO_TRIBUTARIO' },
] as const satisfies readonly { id: number; nome: string; regime: RegimePrescricao }[];

/** The regime of a nature by id; an unknown id (a nature added outside this list) is non-tax. */
export const regimeDaNatureza = (idNatureza: number | null | undefined): RegimePrescricao =>
  NATUREZAS_DEBITO.find((n) => n.id === idNatureza)?.regime ?? 'NAO_TRIBUTARIO';

export const naturezaDebitoSchema = z.object({ id: z.number().int(), nome: z.string() });
export type NaturezaDebito = z.infer<typeof naturezaDebitoSchema>;
