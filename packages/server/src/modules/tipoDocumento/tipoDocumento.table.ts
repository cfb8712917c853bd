import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Document types (spec 01 §2.8); deletion is soft (`excluido`), so names stay unique among live ones. */
export const tipoDocumento = pgTable(
  'tipo_documento',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar({ length: 50 }).notNull(),
    excluido: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('tipo_documento_nome_vivo')
      .on(t.nome)
      .where(sql`not ${t.excluido}`),
  ],
);
