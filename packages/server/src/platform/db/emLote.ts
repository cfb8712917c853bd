import { getTableColumns, getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/**
 * Multi-row writes through one JSON parameter (`json_populate_recordset`, as upsert.ts): one
 * statement and almost no SQL text however many rows, on both drivers. Rows use the table's property
 * names; values as the driver takes them (Decimal and Date become JSON text, read by the column type).
 */
type Linha = Record<string, unknown>;

function preparar<T extends PgTable>(table: T, rows: readonly Linha[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  // each key's column name once, not once per row and key (a profile's share of a return's batch)
  const nomes = new Map(keys.map((k) => [k, toSnakeCase(columns[k]!.name)]));
  const col = (k: string) => `"${nomes.get(k)!}"`;
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(keys.map((k) => [nomes.get(k)!, r[k] ?? null]))),
  );
  return { keys, col, json, name: `"${getTableName(table)}"` };
}

/** `insert … select … from json_populate_recordset`: answers the new ids in the rows' order. */
export async function inserirEmLote<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: readonly Linha[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const { keys, col, json, name } = preparar(table, rows);
  const list = keys.map(col).join(', ');
  const res = (await ex.execute(
    sql`${sql.raw(`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, `)}${json}${sql.raw(
      `::json) returning id`,
    )}`,
  )) as unknown as { rows: { id: number }[] };
  // one statement takes its ids from the sequence row after row: ascending is the rows' order
  return res.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
}

/** `update … set … from json_populate_recordset … where t.id = v.id`: each row names its id once. */
export async function atualizarEmLote<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: readonly (Linha & { id: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const { keys, col, json, name } = preparar(table, rows);
  const set = keys
    .filter((k) => k !== 'id')
    .map((k) => `${col(k)} = v.${col(k)}`)
    .join(', ');
  await ex.execute(
    sql`${sql.raw(`update ${name} as t set ${set} from json_populate_recordset(null::${name}, `)}${json}${sql.raw(
      `::json) as v where t.id = v.id`,
    )}`,
  );
}

/**
 * `column = any($1)`: a list of ids or keys as one array parameter. drizzle's `inArray` binds one
 * parameter per value and builds its SQL text value by value on the event loop (a batch of the bank
 * return names hundreds of ids in a dozen statements: a profile's share of its CPU). Same rows, and
 * an empty list matches none, as `inArray`.
 */
export function naLista(coluna: Column | SQL, valores: readonly (number | string)[]): SQL {
  const tipo = typeof valores[0] === 'string' ? 'text[]' : 'int[]';
  return sql`${coluna} = any(${sql.param([...valores])}::${sql.raw(tipo)})`;
}
