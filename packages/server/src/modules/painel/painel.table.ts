import { bigint, boolean, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * The dashboards' running totals (bench/README.md "Dashboards"): triggers on `processo` and
 * `divida_ativa` (migration 0018) append, inside the writing transaction, a row −1 for a process's old
 * key and +1 for its new one whenever a counted column changes, so a sum over this table is exact at
 * any moment. The rows are deltas, not one per key: appending never waits on another transaction's
 * row lock, and `consolidarResumo` (a job) folds them into one row per key so the table stays small.
 * Deleted processes (`excluido`) are not counted.
 */
export const resumoProcesso = pgTable('resumo_processo', {
  orgaoCredorId: integer().notNull(),
  faseId: integer().notNull(),
  situacaoId: integer().notNull(),
  lavrado: boolean().notNull(),
  /** some payment received (any paid component above zero) */
  recuperado: boolean().notNull(),
  statusCobranca: varchar({ length: 30 }).notNull(),
  /** the CDA's statuses; null while the process has no CDA */
  statusJustica: varchar({ length: 30 }),
  statusProtesto: varchar({ length: 40 }),
  quantidade: bigint({ mode: 'number' }).notNull(),
  totalCorrigido: numeric({ precision: 17, scale: 2 }).notNull(),
  /** Σ paid components */
  valorPago: numeric({ precision: 17, scale: 2 }).notNull(),
});
