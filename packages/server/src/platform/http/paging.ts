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
