import { boolean, index, integer, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { usuario } from '../usuario/usuario.table.ts';

/** A signed-in session; the access token names it, so revoking it stops the token at once. */
export const sessao = pgTable(
  'sessao',
  {
    id: uuid().primaryKey(),
    usuarioId: integer()
      .notNull()
      .references(() => usuario.id),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimoUsoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revogadaEm: timestamp({ withTimezone: true }),
    motivoRevogacao: varchar({ length: 40 }),
    ip: varchar({ length: 60 }),
    userAgent: varchar({ length: 300 }),
  },
  (t) => [index().on(t.usuarioId)],
);

/** Refresh tokens, stored as hashes; a used one presented again reveals theft (reuse detection). */
export const refreshToken = pgTable(
  'refresh_token',
  {
    hash: varchar({ length: 64 }).primaryKey(),
    sessaoId: uuid()
      .notNull()
      .references(() => sessao.id, { onDelete: 'cascade' }),
    criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    usadoEm: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.sessaoId)],
);

/** Failed and successful sign-ins, for throttling by e-mail and by address. */
export const tentativaLogin = pgTable(
  'tentativa_login',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    email: varchar({ length: 100 }).notNull(),
    ip: varchar({ length: 60 }).notNull(),
    em: timestamp({ withTimezone: true }).notNull().defaultNow(),
    sucesso: boolean().notNull(),
  },
  (t) => [index().on(t.email, t.em), index().on(t.ip, t.em)],
);

/** Single-use password-reset links. */
export const redefinicaoSenha = pgTable('redefinicao_senha', {
  tokenHash: varchar({ length: 64 }).primaryKey(),
  usuarioId: integer()
    .notNull()
    .references(() => usuario.id),
  expiraEm: timestamp({ withTimezone: true }).notNull(),
  usadoEm: timestamp({ withTimezone: true }),
  criadoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
