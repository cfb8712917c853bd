import { MENSAGENS } from '@divida/domain/errors';
import { sql, type AnyColumn } from 'drizzle-orm';
import { AppError } from '../errors.ts';

/**
 * Optimistic locking (domain versao.ts). A service compares the version the page read with the
 * row's (a quick, friendly refusal), then updates `WHERE id = ? AND versao = ?` setting
 * `versao = versao + 1`: of two simultaneous saves with the same version the second one's UPDATE
 * waits for the first's row lock, then matches no row, and is refused here too.
 */
export const registroAlterado = () => new AppError('CONFLICT', MENSAGENS.registroAlterado);

export function conferirVersao(atual: number, enviada: number) {
  if (atual !== enviada) throw registroAlterado();
}

export const proximaVersao = (coluna: AnyColumn) => sql`${coluna} + 1`;

/** The UPDATE ... RETURNING rows: none means another save won the race. */
export function umaLinha<T>(linhas: T[]): T {
  const [r] = linhas;
  if (r === undefined) throw registroAlterado();
  return r;
}
