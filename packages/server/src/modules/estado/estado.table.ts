import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** The 27 Brazilian states (spec 01 §3), IBGE codes. */
export const estado = pgTable('estado', {
  id: integer().primaryKey(),
  sigla: varchar({ length: 2 }).notNull().unique(),
  nome: varchar({ length: 60 }).notNull(),
  regiao: varchar({ length: 20 }).notNull(),
});
