import type { EventoEntrada } from '../prazos/prescricao.ts';
import { TRANSICOES_CDA } from './cda.ts';
import type { Linha } from './motor.ts';
import { TRANSICOES_RECONHECIMENTO } from './reconhecimento.ts';
import { TRANSICOES } from './transicoes.ts';

/**
 * Which workflow actions are events of the prescription clock (docs/prazos-e-prescricao.md §2), read
 * from the `prescricao` column of the machines whose movements the process records: the process's,
 * the CDA's and the recognition's. An act that interrupts or suspends the term is one value in its row.
 */
const MAQUINAS: readonly (readonly Linha<string, unknown, unknown, unknown>[])[] = [
  TRANSICOES,
  TRANSICOES_CDA,
  TRANSICOES_RECONHECIMENTO,
];

/** By action code, the clock's event its movement is. */
export const EVENTO_PRESCRICAO_DA_ACAO: ReadonlyMap<string, EventoEntrada['tipo']> = new Map(
  MAQUINAS.flatMap((linhas) =>
    linhas.flatMap((l) => (l.prescricao ? [[l.acao, l.prescricao] as const] : [])),
  ),
);

/** The action codes of the movements the clock reads. */
export const ACOES_EVENTO_PRESCRICAO: readonly string[] = [...EVENTO_PRESCRICAO_DA_ACAO.keys()];
