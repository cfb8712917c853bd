import { bigint, boolean, date, index, integer, numeric, pgTable, varchar } from 'drizzle-orm/pg-core';

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

/**
 * The CDAs of each day, for the period block and the charts of /cda: per body, day and series
 * (inscritos by inscription date, executados by filing date, protestados by protest date), the count and
 * the amount. Kept like `resumo_processo`: a trigger on `divida_ativa` (migration 0024) appends −1 for a
 * CDA's old day and +1 for its new one; `consolidarResumo` folds them. A period of any length is then a
 * sum over its days instead of a read of every CDA in it. Deleted processes' CDAs are not counted.
 */
export const resumoCdaDia = pgTable(
  'resumo_cda_dia',
  {
    orgaoCredorId: integer().notNull(),
    dia: date({ mode: 'string' }).notNull(),
    serie: varchar({ length: 12 }).notNull(),
    quantidade: bigint({ mode: 'number' }).notNull(),
    valor: numeric({ precision: 17, scale: 2 }).notNull(),
  },
  (t) => [index('resumo_cda_dia_serie_dia').on(t.serie, t.dia, t.orgaoCredorId, t.quantidade, t.valor)],
);
