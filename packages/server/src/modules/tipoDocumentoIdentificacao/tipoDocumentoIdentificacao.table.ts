import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/** Identification document types of debtors (spec 01 §3): fixed ids, TIPOS_DOCUMENTO_IDENTIFICACAO. */
export const tipoDocumentoIdentificacao = pgTable('tipo_documento_identificacao', {
  id: integer().primaryKey(),
  nome: varchar({ length: 50 }).notNull(),
  excluido: boolean().notNull().default(false),
});
