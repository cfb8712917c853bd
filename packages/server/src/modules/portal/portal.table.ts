import { index, jsonb, pgTable, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import type { NivelConfiabilidade } from '@divida/domain/portal/portal.schema';

/**
 * A sign-in under way (docs/portal.md §2): the `state`, `nonce` and PKCE verifier sent to the
 * provider, kept here (never in the browser) under the id a short cookie carries; single use, 10
 * minutes.
 */
export const portalEntrada = pgTable('portal_entrada', {
  id: varchar({ length: 64 }).primaryKey(),
  state: varchar({ length: 100 }).notNull(),
  nonce: varchar({ length: 100 }).notNull(),
  codeVerifier: varchar({ length: 200 }).notNull(),
  destino: varchar({ length: 300 }).notNull(),
  criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
  usadaEm: timestamp({ withTimezone: true }),
});

/**
 * A person's session on the portal (docs/portal.md §5.1): the cookie's token and its CSRF token are
 * kept as SHA-256 hashes; the provider's id_token only for the logout. 30 minutes idle, 8 hours at most.
 */
export const portalSessao = pgTable(
  'portal_sessao',
  {
    id: uuid().primaryKey(),
    tokenHash: varchar({ length: 64 }).notNull().unique(),
    csrfHash: varchar({ length: 64 }).notNull(),
    cpf: varchar({ length: 11 }).notNull(),
    nome: varchar({ length: 200 }).notNull(),
    email: varchar({ length: 200 }),
    nivel: varchar({ length: 6 }).$type<NivelConfiabilidade>().notNull(),
    amr: jsonb().$type<string[]>().notNull(),
    /** a company certificate's sign-in acts for this CNPJ in this session only */
    cnpjCertificado: varchar({ length: 14 }),
    idToken: varchar({ length: 8000 }),
    ip: varchar({ length: 60 }),
    criadaEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ultimoUsoEm: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiraEm: timestamp({ withTimezone: true }).notNull(),
    encerradaEm: timestamp({ withTimezone: true }),
  },
  (t) => [index().on(t.cpf)],
);
