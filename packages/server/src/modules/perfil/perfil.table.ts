import { sql, type SQL } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';
import { chaveBuscaSql } from '../../platform/db/chaveBusca.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';

/** The permission catalogue as data (loaded from packages/domain/permissions.ts at start). */
export const permissao = pgTable('permissao', {
  codigo: varchar({ length: 80 }).primaryKey(),
  nome: varchar({ length: 120 }).notNull(),
  modulo: varchar({ length: 80 }).notNull(),
  pai: varchar({ length: 80 }),
});

export const perfil = pgTable(
  'perfil',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    nome: varchar({ length: 30 }).notNull().unique(),
    /** The list's filter and sort key (domain chaveBusca), kept by the database. */
    nomeBusca: varchar({ length: 30 })
      .notNull()
      .generatedAlwaysAs((): SQL => chaveBuscaSql(perfil.nome)),
    /**
     * The body whose own profile this is, seen and assigned only inside it; null: shared by every
     * body, changed only by the PGE (issue 37 item 1).
     */
    orgaoCredorId: integer().references(() => orgaoCredor.id),
    /** Optimistic locking: +1 on every update; a PUT carrying another value is refused (409). */
    versao: integer().notNull().default(0),
  },
  (t) => [
    index('perfil_nome_busca').on(sql`(${t.nomeBusca} collate "C")`, t.id),
    index('perfil_orgao_credor').on(t.orgaoCredorId),
  ],
);

export const perfilPermissao = pgTable(
  'perfil_permissao',
  {
    perfilId: integer()
      .notNull()
      .references(() => perfil.id, { onDelete: 'cascade' }),
    permissao: varchar({ length: 80 })
      .notNull()
      .references(() => permissao.codigo),
  },
  (t) => [primaryKey({ columns: [t.perfilId, t.permissao] }), index().on(t.permissao)],
);
