import { integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Debt natures (our list, NATUREZAS_DEBITO in domain): fixed ids. */
export const naturezaDebito = pgTable('natureza_debito', {
  id: integer().primaryKey(),
  nome: varchar({ length: 100 }).notNull(),
});
