import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, freshDatabase } from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { comNovaTentativa } from './jobs.ts';

// A connection the server ends only exists on PostgreSQL: PGlite runs in the process.
const baseUrl = process.env.DATABASE_URL;
const TRAVA = 4_242_001;

describe.runIf(baseUrl)("pg-boss's statements when the server ends their connection", () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  let admin: pg.Client;
  let banco: string;

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    database = await openDatabase(fresh.database, 4);
    banco = ((await database.executeSql('select current_database() as nome')).rows[0] as { nome: string })
      .nome;
    // In the same database: advisory locks belong to a database.
    if (fresh.database.kind !== 'postgres') throw new Error('PostgreSQL esperado');
    admin = new pg.Client({ connectionString: fresh.database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
    await drop?.();
  });

  /**
   * Runs `executar` on a statement that waits for an advisory lock the test holds, ends the backend
   * that runs it (as a restart or pg_terminate_backend would), then lets the lock go.
   */
  async function encerrarDuranteOComando(executar: (text: string) => Promise<{ rows: unknown[] }>) {
    await admin.query('select pg_advisory_lock($1)', [TRAVA]);
    const resultado = executar(`select pg_advisory_xact_lock(${TRAVA}), 'feito' as r`).then(
      (v) => ({ ok: true as const, rows: v.rows }),
      (err: unknown) => ({ ok: false as const, err }),
    );
    const esperando = await ate(async () => {
      const r = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'`,
        [banco],
      );
      return r.rows[0]?.pid;
    });
    await admin.query('select pg_terminate_backend($1)', [esperando]);
    // The retry, if any, waits on the same lock on a new backend before the lock goes.
    await ate(async () => {
      const r = await admin.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and wait_event_type = 'Lock' and pid <> $2`,
        [banco, esperando],
      );
      return r.rows.length > 0 || (await Promise.race([resultado, Promise.resolve(undefined)]));
    });
    await admin.query('select pg_advisory_unlock($1)', [TRAVA]);
    return resultado;
  }

  it('answers from a second attempt on a fresh connection', async () => {
    const r = await encerrarDuranteOComando((text) =>
      comNovaTentativa(database.executeSql, () => false)(text),
    );
    expect(r).toEqual({ ok: true, rows: [{ pg_advisory_xact_lock: '', r: 'feito' }] });
  });

  it('without the wrapper the same statement fails (what the wrapper is for)', async () => {
    const r = await encerrarDuranteOComando((text) => database.executeSql(text));
    expect(r.ok).toBe(false);
  });

  it('does not try again once the queue is closing', async () => {
    const r = await encerrarDuranteOComando((text) =>
      comNovaTentativa(database.executeSql, () => true)(text),
    );
    expect(r.ok).toBe(false);
  });
});
