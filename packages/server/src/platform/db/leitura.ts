import { getTableColumns, getTableName, getViewSelectedFields, type View } from 'drizzle-orm';
import {
  PgView,
  QueryBuilder,
  type PgTable,
  type PgViewWithSelection,
  type SubqueryWithSelection,
} from 'drizzle-orm/pg-core';

/**
 * A read model: what another area may do with an area's table is read it (join it in a list, filter
 * on it, lock its row for a consistent read), never write it; writes go through the owner's
 * functions. The handle is a Drizzle view named after the table itself, so that
 *  - Drizzle's types refuse it to `insert`, `update` and `delete` (they take tables only), and
 *  - the SQL is the very text the table gives (`"processo"."id" … from "processo"`): no database
 *    object, no migration, the same plans and index-only scans, prepared statements unchanged.
 * It is never exported to db/schema.ts, so drizzle-kit does not see it as a view to create.
 * The owner declares it in its `<area>.leitura.ts` and exports it from its index.ts.
 *
 * Its columns are the table's own column objects. `pgView(…).as(…)` would wrap the view and every
 * column read from it in proxies that rename them to the view's name (here the same name), and
 * Drizzle then maps each row's every column through them: 500 process rows cost 31 ms of CPU read
 * through such a view against 13 ms through the table (bench/README.md, helper `lote`).
 */
export function leitura<T extends PgTable>(
  tabela: T,
): PgViewWithSelection<T['_']['name'], false, T['_']['columns']> {
  const colunas = getTableColumns(tabela);
  const vista = new PgView({
    pgConfig: undefined,
    config: { name: getTableName(tabela), schema: undefined, selectedFields: colunas, query: undefined },
  });
  return Object.assign(vista, colunas) as never;
}

/** Every column of a read model, to select as one object (`{ p: colunasDe(processo) }`), as a table can be. */
export const colunasDe = <V extends View>(v: V) => getViewSelectedFields(v);

/**
 * A read model where `for update of` wants a table: the lock clause names the relation (the table's
 * own name, see `leitura`), but Drizzle types it for tables only. Locking a row to read it
 * consistently is a read; it never opens the table to writes.
 */
export const bloqueioDe = (v: View) => v as unknown as PgTable;

const qb = new QueryBuilder({ casing: 'snake_case' });

/**
 * A read model under another name, for a query that joins the same table twice (e.g. a situation
 * and its reason). Drizzle cannot alias a view under snake_case casing, so this is a subquery of
 * the whole table, which PostgreSQL pulls up into the outer query: the plan is the table's.
 */
export function leituraComo<T extends PgTable, N extends string>(
  tabela: T,
  nome: N,
): SubqueryWithSelection<T['_']['columns'], N> {
  return qb
    .select()
    .from(tabela as PgTable)
    .as(nome) as never;
}

/**
 * A projection: the columns of an area's table that one use needs, under a name for that use
 * (`processoNumerado`: a process as the trail names it). It is a read model with fewer columns: the
 * same SQL and plans as the table, and a consumer is bound only to the columns it names, so the owner
 * may change any other column without reaching it (docs/arquitetura.md §4, "Reads between areas").
 */
export function projecao<T extends PgTable, K extends keyof T['_']['columns'] & string>(
  tabela: T,
  nomes: readonly K[],
): PgViewWithSelection<T['_']['name'], false, Pick<T['_']['columns'], K>> {
  const todas = getTableColumns(tabela);
  const colunas = Object.fromEntries(nomes.map((n) => [n, todas[n]]));
  const vista = new PgView({
    pgConfig: undefined,
    config: { name: getTableName(tabela), schema: undefined, selectedFields: colunas, query: undefined },
  });
  return Object.assign(vista, colunas) as never;
}
