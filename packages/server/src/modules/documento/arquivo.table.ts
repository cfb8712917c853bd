import { bigint, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/usuario.table.ts';

/** An uploaded file; `anexadoEm` is set when a record references it, else it is purged after 24 hours. */
export const arquivo = pgTable(
  'arquivo',
  {
    uuid: uuid().primaryKey(),
    nome: varchar({ length: 255 }).notNull(),
    tamanho: bigint({ mode: 'number' }).notNull(),
    sha256: varchar({ length: 64 }).notNull(),
    contentType: varchar({ length: 100 }).notNull(),
    usuarioId: integer().references(() => usuario.id),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    anexadoEm: timestamp({ withTimezone: true }),
  },
  // criadoEm for the purge; usuarioId + criadoEm for the upload quotas (cota.ts).
  (t) => [index().on(t.criadoEm), index().on(t.usuarioId, t.criadoEm)],
);
