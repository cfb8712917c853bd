import { CHAVE_DE, CHAVE_PARA, chaveBusca } from '@divida/domain/texto';
import { like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
// Imports nothing that loads the database: the tables import this file.
import { escapeLike } from './like.ts';

const literal = (s: string) => `'${s.replaceAll("'", "''")}'`;

/**
 * The SQL of the domain's chaveBusca over a column, for a stored generated column (`*_busca`):
 * translate, then runs of spaces squeezed and the ends trimmed. Only immutable, locale-free
 * functions, so PostgreSQL and PGlite compute the same key the page and the server compute.
 */
export const chaveBuscaSql = (coluna: AnyPgColumn): SQL =>
  sql`btrim(regexp_replace(translate(${coluna}, ${sql.raw(literal(CHAVE_DE))}, ${sql.raw(literal(CHAVE_PARA))}), ' {2,}', ' ', 'g'))`;

/** A key column in byte order: the Portuguese order on every database (see domain texto.ts). */
export const ordemDe = (chave: AnyPgColumn): SQL => sql`${chave} collate "C"`;

/** The text filter of every list: the key contains the typed text's key. */
export const contem = (chave: AnyPgColumn, texto: string): SQL =>
  like(ordemDe(chave), `%${escapeLike(chaveBusca(texto))}%`);

/** The prefix variant, for lists whose index answers a prefix (users: usuario_nome_busca_ordem). */
export const comecaCom = (chave: AnyPgColumn, texto: string): SQL =>
  like(ordemDe(chave), `${escapeLike(chaveBusca(texto))}%`);
