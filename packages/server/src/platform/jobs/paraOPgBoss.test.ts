import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshDatabase } from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { paraOPgBoss } from './jobs.ts';

/**
 * pg-boss issues some statements without awaiting them (pg-boss issue #577). When the database is
 * gone, such a statement fails: its failure must not be an unhandled rejection, which ends the
 * process (and fails the test run that sees it).
 */
let database: Database;
let drop: (() => Promise<void>) | undefined;

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  database = await openDatabase(fresh.database, 2);
  await database.close();
});
afterAll(() => drop?.());

const soltas: unknown[] = [];
const anotar = (motivo: unknown) => soltas.push(motivo);

it('a statement pg-boss drops fails without an unhandled rejection; one it awaits still fails', async () => {
  const emCurso = new Set<Promise<unknown>>();
  const executeSql = paraOPgBoss(database.executeSql, {
    fechado: () => false,
    acompanhar: (p) => (emCurso.add(p), p),
  });
  process.on('unhandledRejection', anotar);
  try {
    // dropped, as pg-boss does when it completes a job
    void executeSql('select 1');
    const aguardado = executeSql('select 2').then(
      () => 'respondeu',
      () => 'falhou',
    );
    expect(await aguardado).toBe('falhou');
    await Promise.allSettled(emCurso);
    // unhandled rejections are reported after the microtasks of the turn they happen in
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    expect(emCurso.size).toBe(2);
    expect(soltas).toEqual([]);
  } finally {
    process.off('unhandledRejection', anotar);
  }
});

it('once the queue is closed a statement answers nothing and never reaches the database', async () => {
  const executeSql = paraOPgBoss(database.executeSql, {
    fechado: () => true,
    acompanhar: () => {
      throw new Error('não deveria ser acompanhado');
    },
  });
  expect(await executeSql('select 1')).toBeUndefined();
});
