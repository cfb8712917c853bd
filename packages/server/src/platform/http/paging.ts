import type { SortSpec } from '@divida/domain/list';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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

/** A LIKE pattern's wildcards in user text taken literally. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/**
 * One page and the total: a short first page already tells the total, so the count query runs only
 * when more rows may exist (it is the costly statement of a list).
 */
export async function paginar<T>(
  q: { page: number; size: number },
  rows: () => Promise<T[]>,
  count: () => Promise<{ n: number }[]>,
): Promise<{ content: T[]; totalElements: number }> {
  const content = await rows();
  const totalElements =
    q.page === 0 && content.length < q.size ? content.length : ((await count())[0]?.n ?? 0);
  return { content, totalElements };
}
