import type { DonoDocumento } from '@divida/domain/documento/documento.schema';
import {
  type AnyPgColumn,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { tipoDocumento } from '../tipoDocumento/tipoDocumento.table.ts';
import { usuario } from '../usuario/usuario.table.ts';
import { arquivo } from './arquivo.table.ts';

/**
 * A document: an uploaded file attached to a record (`donoTipo` + `donoId`: a process, a movement,
 * a collection, a creditor body, a user), of a document type, in the data scope of a creditor body.
 * Replacing it adds a new row (`versao` + 1, `substitui` the previous one, which gets
 * `substituidoEm`): earlier versions and their files are kept. The current version is the one
 * without `substituidoEm`.
 */
export const documento = pgTable(
  'documento',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    arquivoUuid: uuid()
      .notNull()
      .references(() => arquivo.uuid),
    nome: varchar({ length: 255 }).notNull(),
    tipoDocumentoId: integer().references(() => tipoDocumento.id),
    donoTipo: varchar({ length: 30 }).$type<DonoDocumento>().notNull(),
    donoId: integer().notNull(),
    orgaoCredorId: integer()
      .notNull()
      .references(() => orgaoCredor.id),
    versao: integer().notNull().default(1),
    substitui: integer().references((): AnyPgColumn => documento.id),
    substituidoEm: timestamp({ withTimezone: true }),
    criadoPor: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A file belongs to one document; a version is replaced at most once.
    uniqueIndex().on(t.arquivoUuid),
    uniqueIndex().on(t.substitui),
    index().on(t.donoTipo, t.donoId),
    index().on(t.orgaoCredorId),
  ],
);
