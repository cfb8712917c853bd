import { pgTable, varchar } from 'drizzle-orm/pg-core';

/** Banks and payment institutions with a COMPE code (BCB lists; seed/reference/bancos.csv). */
export const banco = pgTable('banco', {
  compe: varchar({ length: 3 }).primaryKey(),
  ispb: varchar({ length: 8 }).notNull().unique(),
  cnpj: varchar({ length: 18 }),
  nome: varchar({ length: 200 }).notNull(),
  nomeCurto: varchar({ length: 100 }).notNull(),
});
