import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/** `on conflict do update set col = excluded.col` for the given columns of a table. */
type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

export function excludedSet<T extends PgTable>(table: T, keys: ColumnKey<T>[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((k) => [k, sql.raw(`excluded.${toSnakeCase(columns[k]!.name)}`)]),
  ) as Record<string, SQL>;
}

/**
 * Bulk upsert through one JSON parameter (`json_populate_recordset`): several times faster than a
 * multi-row VALUES list on PGlite, with no limit on bound parameters. `rows` use the table's property
 * names; `update` lists the columns rewritten on conflict, and only when one of them changed (so a
 * second run writes nothing). Answers, per row written, whether it was new.
 */
export async function upsertJson<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: readonly Record<string, unknown>[],
  opts: { conflict: ColumnKey<T>[]; update: ColumnKey<T>[] },
): Promise<{ inseridos: number; alterados: number }> {
  if (rows.length === 0) return { inseridos: 0, alterados: 0 };
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const col = (k: string) => `"${toSnakeCase(columns[k]!.name)}"`;
  const keys = Object.keys(rows[0]!);
  const name = `"${getTableName(table)}"`;
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(keys.map((k) => [toSnakeCase(columns[k]!.name), r[k]]))),
  );
  const list = keys.map(col).join(', ');
  const upd = opts.update.map(col);
  const onConflict =
    upd.length === 0
      ? 'do nothing'
      : `do update set ${upd.map((c) => `${c} = excluded.${c}`).join(', ')} ` +
        `where (${upd.map((c) => `${name}.${c}`).join(', ')}) is distinct from (${upd.map((c) => `excluded.${c}`).join(', ')})`;
  const res = (await ex.execute(
    sql`${sql.raw(`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, `)}${json}${sql.raw(
      `::json) on conflict (${opts.conflict.map(col).join(', ')}) ${onConflict} returning (xmax = 0) as novo`,
    )}`,
  )) as unknown as { rows: { novo: boolean }[] };
  const inseridos = res.rows.filter((r) => r.novo).length;
  return { inseridos, alterados: res.rows.length - inseridos };
}
