import { integer, numeric, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { dinheiro } from '../../platform/db/colunas.ts';

/** The one row of global instalment settings; its history lives in the audit table. */
export const configuracao = pgTable('configuracao', {
  id: integer().primaryKey(),
  maxParcelas: integer().notNull(),
  valorMinParcelas: dinheiro().notNull(),
  porcentagemJurosMes: numeric({ precision: 7, scale: 6 }).notNull(),
  porcentagemHonorarios: numeric({ precision: 7, scale: 6 }).notNull(),
  /** the intimation and appeal terms in days (docs/workflow.md "Terms") */
  prazoDias: integer().notNull().default(10),
  /** the prescription term in years (docs/prazos-e-prescricao.md §2) */
  anosPrescricao: integer().notNull().default(5),
  atualizadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  /** Optimistic locking: +1 on every update; a PUT carrying another value is refused (409). */
  versao: integer().notNull().default(0),
});
