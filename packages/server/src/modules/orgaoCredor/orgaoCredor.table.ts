import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { tipoDocumento } from '../tipoDocumento/tipoDocumento.table.ts';

/** Creditor body (spec 01 §3). The full form's columns arrive with the administration area. */
export const orgaoCredor = pgTable('orgao_credor', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar({ length: 80 }).notNull(),
  cnpj: varchar({ length: 14 }).notNull().unique(),
  sigla: varchar({ length: 15 }).notNull().unique(),
  codigoReceita: varchar({ length: 20 }),
  numeroIdentificador: varchar({ length: 30 }),
  url: varchar({ length: 150 }),
  descricao: varchar({ length: 300 }),
  ativo: boolean().notNull().default(true),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Document types a body requires (opcional=false) or accepts (opcional=true) on its processes. */
export const orgaoCredorTipoDocumento = pgTable(
  'orgao_credor_tipo_documento',
  {
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id, { onDelete: 'cascade' }),
    tipoDocumentoId: integer()
      .notNull()
      .references(() => tipoDocumento.id),
    opcional: boolean().notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.orgaoCredorId, t.tipoDocumentoId] })],
);
