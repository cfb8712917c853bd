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
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: config.url, max: poolSize });
    // An idle connection dropped by the server (restart, failover, admin command) must not crash
    // the process: the pool discards it and opens a new one on the next query.
    pool.on('error', (err) => console.error(`conexão ociosa com o PostgreSQL encerrada: ${err.message}`));
    const db = drizzleNodePg(pool, { schema, casing: 'snake_case' }) as unknown as Db;
    await migrateNodePg(db as never, { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (config.dataDir) mkdirSync(config.dataDir, { recursive: true });
  const client = new PGlite(config.dataDir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Db;
  await migratePglite(db as never, { migrationsFolder });
  return { db, kind: 'pglite', close: () => client.close() };
}

/** count(*) as a JavaScript number on both drivers. */
export const countAll = () => sql<number>`count(*)::int`.mapWith(Number);

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
