import { date, integer, numeric, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** Financial indexes (spec 01 §3): fixed ids, see INDICES_FINANCEIROS_REFERENCIA in domain. */
export const indiceFinanceiro = pgTable('indice_financeiro', {
  id: integer().primaryKey(),
  nome: varchar({ length: 100 }).notNull(),
  sigla: varchar({ length: 20 }).notNull().unique(),
  periodicidade: varchar({ length: 20 }).notNull().default('MENSAL'),
  codigoBacen: integer().notNull().unique(),
  /** First day of the last month with a rate. */
  ultimaDataReferencia: date(),
});

/**
 * Monthly rates in percent per month ('0.53' = 0.53 % in the month), exact decimals. Up to 8 decimal
 * places, and room for the hyperinflation months before July 1994 (thousands of percent).
 */
export const indiceFinanceiroValor = pgTable(
  'indice_financeiro_valor',
  {
    indiceFinanceiroId: integer()
      .notNull()
      .references(() => indiceFinanceiro.id),
    /** First day of the month. */
    mes: date().notNull(),
    valor: numeric({ precision: 18, scale: 8 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.indiceFinanceiroId, t.mes] })],
);
