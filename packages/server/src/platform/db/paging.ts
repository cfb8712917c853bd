import type { SortSpec } from '@divida/domain/list';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contagensDe, type Executor } from './database.ts';

/**
 * ORDER BY for a whitelisted sort (the schema already refused unknown fields), with a unique
 * tiebreak so pages never repeat or skip rows.
 */
export function orderBy<F extends string>(
  sort: SortSpec<F>,
  columns: Record<F, AnyPgColumn | SQL | (AnyPgColumn | SQL)[]>,
  tiebreak: AnyPgColumn,
): SQL[] {
  const dir = sort.desc ? desc : asc;
  return [...[columns[sort.field]].flat().map((c) => dir(c)), dir(tiebreak)];
}

export const offsetOf = (q: { page: number; size: number }) => q.page * q.size;

export { escapeLike } from './like.ts';

/** A count query as Drizzle builds it: run it, or read its SQL (the key of a kept total). */
type CountQuery = PromiseLike<{ n: number }[]> & { toSQL(): { sql: string; params: unknown[] } };

/**
 * One page and the total: a short first page already tells the total, so the count query runs only
 * when more rows may exist (it is the costly statement of a list), and its result is kept for a few
 * seconds per filter (see ContagemCache).
 */
export async function paginar<T>(
  ex: Executor,
  q: { page: number; size: number },
  rows: () => Promise<T[]>,
  count: () => CountQuery,
): Promise<{ content: T[]; totalElements: number }> {
  const content = await rows();
  if (q.page === 0 && content.length < q.size) return { content, totalElements: content.length };
  return { content, totalElements: await contagemGuardada(ex, count()) };
}

/** A count, kept for a few seconds per SQL and parameters where the database keeps counts. */
export async function contagemGuardada(ex: Executor, query: CountQuery): Promise<number> {
  const contar = async () => (await query)[0]?.n ?? 0;
  const contagens = contagensDe(ex);
  if (!contagens) return contar();
  const { sql, params } = query.toSQL();
  return contagens.contar(`${sql}\n${JSON.stringify(params)}`, contar);
}
