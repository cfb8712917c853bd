import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../../config.ts';
import * as schema from '../../db/schema.ts';
import { ContagemCache } from './contagens.ts';

export type Schema = typeof schema;
/** One type for both drivers: the code never knows which database it talks to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A query runs on the database or inside the caller's transaction. */
export type Executor = Db | Tx;

export interface Database {
  db: Db;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

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
  const options = { schema, casing: 'snake_case', logger: invalidaAoEscrever(contagens) } as const;
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: poolSize });
    // An idle connection dropped by the server (restart, failover, admin command) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`conexão ociosa com o PostgreSQL encerrada: ${err.message}`));
    const db = comContagens(drizzleNodePg(pool, options) as unknown as Db, contagens);
    await migrateNodePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = new PGlite(config.dataDir);
  const db = comContagens(drizzlePglite(client, options) as unknown as Db, contagens);
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
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

/** count(*) as a JavaScript number on both drivers. */
export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
