import { MENSAGENS } from '@divida/domain/errors';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
import { AppError } from '../errors.ts';

/**
 * Optimistic locking (domain versao.ts). A service compares the version the page read with the
 * row's (a quick, friendly refusal), then updates `WHERE id = ? AND versao = ?` setting
 * `versao = versao + 1`: of two simultaneous saves with the same version the second one's UPDATE
 * waits for the first's row lock, then matches no row, and is refused here too.
 */
export const registroAlterado = () => new AppError('CONFLICT', MENSAGENS.registroAlterado);

/** The version is optional (domain versao.ts): none sent, no check. */
export function conferirVersao(atual: number, enviada: number | undefined) {
  if (enviada !== undefined && atual !== enviada) throw registroAlterado();
}

/** The UPDATE's condition on the version the client sent; none when it sent none (`and` skips it). */
export const naVersao = (coluna: AnyColumn, enviada: number | undefined) =>
  enviada === undefined ? undefined : eq(coluna, enviada);

export const proximaVersao = (coluna: AnyColumn) => sql`${coluna} + 1`;

/** The UPDATE ... RETURNING rows: none means another save won the race. */
export function umaLinha<T>(linhas: T[]): T {
  const [r] = linhas;
  if (r === undefined) throw registroAlterado();
  return r;
}
