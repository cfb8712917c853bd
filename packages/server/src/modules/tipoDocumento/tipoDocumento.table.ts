import { sql, type SQL } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { chaveBuscaSql } from '../../platform/db/chaveBusca.ts';

/** Document types (spec 01 §2.8); deletion is soft (`excluido`), so names stay unique among live ones. */
export const tipoDocumento = pgTable(
  'tipo_documento',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar({ length: 50 }).notNull(),
    /** The list's filter and sort key (domain chaveBusca), kept by the database. */
    nomeBusca: varchar({ length: 50 })
      .notNull()
      .generatedAlwaysAs((): SQL => chaveBuscaSql(tipoDocumento.nome)),
    excluido: boolean().notNull().default(false),
    /** Optimistic locking: +1 on every update; a PUT carrying another value is refused (409). */
    versao: integer().notNull().default(0),
  },
  (t) => [
    uniqueIndex('tipo_documento_nome_vivo')
      .on(t.nome)
      .where(sql`not ${t.excluido}`),
    index('tipo_documento_nome_busca').on(sql`(${t.nomeBusca} collate "C")`, t.id),
  ],
);
