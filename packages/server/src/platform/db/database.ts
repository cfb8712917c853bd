import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../../config.ts';
import { ContagemCache } from './contagens.ts';

/**
 * No tables here: queries name the tables they use (no relational `db.query`), so the database
 * layer, below the areas, imports none of them (db/schema.ts is for drizzle-kit).
 */
type Schema = Record<string, never>;
/** One type for both drivers: the code never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runs on the database or inside the caller's transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  /**
   * Plain SQL on the driver, outside Drizzle (for pg-boss): `$n` parameters, or several statements
   * when there are none.
   */
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

const migrationsFolder = fileURLToPath(new URL('../../db/migrations', import.meta.url));

// node-postgres returns bigint (int8) and numeric as strings, PGlite as numbers: money stays a
// string on both (decimal in the code), counts come back as numbers on both (see `countAll`).
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/**
 * Opens the database named by the configuration and applies the committed migrations.
 * PGlite is one connection: it runs one query or transaction at a time, so writes are serialised
 * and transactions never interleave (a query on `db` inside a transaction would wait forever:
 * always use the transaction handle).
 */
export async function openDatabase(config: DatabaseConfig, poolSize = 10): Promise<Database> {
  const contagens = new ContagemCache();
  const options = { casing: 'snake_case', logger: invalidaAoEscrever(contagens) } as const;
  if (config.kind === 'postgres') {
    // JIT off for the application's connections: its pages and counts take milliseconds, and a
    // query the planner overestimates (the debtor list's scope for one body) was compiled for
    // ~950 ms before running (bench/README.md, issue 27).
    // Generic plans for the named prepared statements (the lists' opening pages, the session check:
    // `.prepare(name)`), planned once per connection as they are written to be; left to choose,
    // PostgreSQL planned the debtor list's page anew on every request (its custom plan for one body
    // looked cheaper than the generic one), 0.45–1.0 ms of its CPU a request. Every other statement
    // is unnamed and planned on each execution either way.
    const pool = new pg.Pool({
      connectionString: config.url,
      max: poolSize,
      options: '-c jit=off -c plan_cache_mode=force_generic_plan',
    });
    // A connection dropped by the server (restart, failover, pg_terminate_backend) must not crash
    // the process. Idle ones are reported by the pool; one checked out (a transaction between two
    // statements) emits 'error' on the client itself, and an 'error' event nobody listens to ends
    // the process. The statement waiting on it fails (answered 503, see errorHandler) and the pool
    // discards the client on release, since it is no longer queryable.
    pool.on('error', (err) => console.error(`conexão ociosa com o PostgreSQL encerrada: ${err.message}`));
    pool.on('connect', (client) =>
      client.on('error', (err) => console.error(`conexão com o PostgreSQL encerrada: ${err.message}`)),
    );
    const db = comContagens(drizzleNodePg(pool, options) as unknown as Db, contagens);
    await migrateNodePg(db as never, { migrationsFolder });
    const executeSql: ExecuteSql = async (text, values) => {
      const r = await pool.query(text, values);
      // Several statements answer one result each: the last one is the answer.
      return Array.isArray(r) ? (r.at(-1) ?? { rows: [] }) : r;
    };
    // pool.end() waits for every checked-out client; one never released (its connection killed
    // mid-statement) must not hold the shutdown: after 5 s the process goes on without it.
    const close = () => Promise.race([pool.end(), new Promise<void>((r) => setTimeout(r, 5_000).unref())]);
    return { db, kind: 'postgres', executeSql, close };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  // loaded only for the embedded database: on PostgreSQL its module alone is ~43 MB of resident memory
  const [{ PGlite }, { drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ]);
  const client = new PGlite(config.dataDir);
  const db = comContagens(drizzlePglite(client, options) as unknown as Db, contagens);
  await migratePglite(db as never, { migrationsFolder });
  const executeSql: ExecuteSql = async (text, values) => {
    if (values?.length) return client.query(text, values);
    // The extended protocol takes one statement: scripts (pg-boss's migrations) go as a simple query.
    const results = await client.exec(text);
    return results.at(-1) ?? { rows: [] };
  };
  return { db, kind: 'pglite', executeSql, close: () => client.close() };
}

// The list totals kept for each open database (see ContagemCache). Keyed by the database handle so
// that a transaction handle, whose reads may see its own uncommitted writes, never uses them.
const contagensPorBanco = new WeakMap<Executor, ContagemCache>();

/** The kept list totals of `ex`, when it is a database handle (not a transaction). */
export const contagensDe = (ex: Executor): ContagemCache | undefined => contagensPorBanco.get(ex);

/** Drizzle sees every statement before it runs: anything but a SELECT may change a total. */
const invalidaAoEscrever = (contagens: ContagemCache) => ({
  logQuery(query: string) {
    if (!/^\s*select\b/i.test(query)) contagens.invalidar();
  },
});

/**
 * A transaction's writes become visible at its commit, after its statements ran: the generation
 * changes again when it ends, so a count that read the old rows meanwhile is not kept.
 */
function comContagens(db: Db, contagens: ContagemCache): Db {
  const transaction = db.transaction.bind(db);
  db.transaction = async (fn, config) => {
    try {
      return await transaction(fn, config);
    } finally {
      contagens.invalidar();
    }
  };
  contagensPorBanco.set(db, contagens);
  return db;
}

/**
 * Whether `err` (or what it wraps) says the database could not be reached or dropped the
 * connection: a condition that passes (restart, failover, a full pool), so the request may be
 * retried, rather than a defect of the statement.
 */
export function bancoIndisponivel(err: unknown): boolean {
  for (let e = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string') {
      // SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown,
      // terminated backend), 53300 (too many connections); socket errors of the driver.
      if (/^(08|57P)/.test(code) || code === '53300') return true;
      if (['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN'].includes(code))
        return true;
    }
    if (QUEDAS_DO_DRIVER.some((m) => e instanceof Error && e.message.startsWith(m))) return true;
  }
  return false;
}

// node-postgres reports a lost connection with these plain errors (no code).
const QUEDAS_DO_DRIVER = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/** count(*) as a JavaScript number on both drivers. */
export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/** The rows of a raw SQL query (the two drivers answer `{ rows }`; drizzle types it as unknown). */
export async function linhasDe<T>(ex: Executor, query: SQL): Promise<T[]> {
  return ((await ex.execute(query)) as unknown as { rows: T[] }).rows;
}
