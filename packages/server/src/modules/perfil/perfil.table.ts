import { index, integer, pgTable, primaryKey, varchar } from 'drizzle-orm/pg-core';

/** The permission catalogue as data (loaded from packages/domain/permissions.ts at start). */
export const permissao = pgTable('permissao', {
  codigo: varchar({ length: 80 }).primaryKey(),
  nome: varchar({ length: 120 }).notNull(),
  modulo: varchar({ length: 80 }).notNull(),
  pai: varchar({ length: 80 }),
});

export const perfil = pgTable('perfil', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  nome: varchar({ length: 30 }).notNull().unique(),
});

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
