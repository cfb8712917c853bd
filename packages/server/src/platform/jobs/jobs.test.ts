import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, freshDatabase } from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { Jobs } from './jobs.ts';

interface Filas {
  eco: { n: number };
  instavel: { falhas: number };
  sempreFalha: Record<string, never>;
}

let database: Database;
let drop: (() => Promise<void>) | undefined;
let jobs: Jobs<Filas>;
const executados: number[] = [];
const tentativas = new Map<string, number>();

beforeAll(async () => {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  database = await openDatabase(fresh.database, 4);
  jobs = new Jobs<Filas>({
    executeSql: database.executeSql,
    workers: true,
    intervaloSegundos: 0.5,
  });
  jobs.registrar('eco', {
    tentativas: 0,
    esperaSegundos: 1,
    executar: async ({ n }) => {
      executados.push(n);
      return { dobro: n * 2 };
    },
  });
  jobs.registrar('instavel', {
    tentativas: 3,
    esperaSegundos: 1,
    executar: async ({ falhas }, job) => {
      tentativas.set(job.id, job.tentativa + 1);
      if (job.tentativa < falhas) throw new Error(`falha ${job.tentativa}`);
      return { tentativas: job.tentativa + 1 };
    },
  });
  jobs.registrar('sempreFalha', {
    tentativas: 1,
    esperaSegundos: 1,
    agenda: '0 3 * * *',
    executar: async () => {
      throw new Error('servidor indisponível');
    },
  });
  await jobs.iniciar(pino({ level: 'silent' }));
});

afterAll(async () => {
  await jobs.parar();
  await database.close();
  await drop?.();
});

const estado = async (nome: keyof Filas, id: string) => (await jobs.consultar(nome, id))?.state;

describe('jobs on pg-boss', () => {
  it('runs a job enqueued in a committed transaction, with its data and result', async () => {
    const inicio = performance.now();
    const id = await database.db.transaction((tx) => jobs.enfileirar(tx, 'eco', { n: 21 }));
    await ate(async () => (await estado('eco', id)) === 'completed');
    const latencia = performance.now() - inicio;
    expect(executados).toContain(21);
    expect((await jobs.consultar('eco', id))?.output).toEqual({ dobro: 42 });
    // Polling every half second: a job starts well within a second and a half.
    expect(latencia).toBeLessThan(5_000);
  });

  it('never runs a job whose transaction rolled back', async () => {
    let perdido: string | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        perdido = await jobs.enfileirar(tx, 'eco', { n: 1 });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    // A later job has run, so the queue was polled after the rollback.
    const depois = await jobs.enfileirar(database.db, 'eco', { n: 2 });
    await ate(async () => (await estado('eco', depois)) === 'completed');
    expect(await jobs.consultar('eco', perdido!)).toBeNull();
    expect(executados).not.toContain(1);
  });

  it('retries a failing job with backoff until it succeeds', async () => {
    const id = await jobs.enfileirar(database.db, 'instavel', { falhas: 2 });
    await ate(async () => (await estado('instavel', id)) === 'completed', 30_000);
    const job = await jobs.consultar('instavel', id);
    expect(tentativas.get(id)).toBe(3);
    expect(job?.output).toEqual({ tentativas: 3 });
    // Two retries waited at least 1 s and 2 s (backoff doubles the wait).
    expect(job!.completedOn!.getTime() - job!.createdOn.getTime()).toBeGreaterThanOrEqual(3_000);
  });

  it('ends a job that keeps failing as failed, with the error kept', async () => {
    const id = await jobs.enfileirar(database.db, 'sempreFalha', {});
    await ate(async () => (await estado('sempreFalha', id)) === 'failed', 30_000);
    const job = await jobs.consultar('sempreFalha', id);
    expect(job?.retryCount).toBe(1);
    expect(job?.output).toMatchObject({ message: 'servidor indisponível' });
  });

  it('keeps schedules in the database, in Brasília time', async () => {
    const rows = (await database.executeSql('select name, cron, timezone from pgboss.schedule')).rows;
    expect(rows).toEqual([{ name: 'sempreFalha', cron: '0 3 * * *', timezone: 'America/Sao_Paulo' }]);
  });

  it('does not hold the single PGlite connection while the app runs its own transactions', async () => {
    // Many transactions, each enqueuing, while workers poll: none waits forever on the other.
    const ids = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          return jobs.enfileirar(tx, 'eco', { n: 100 + i });
        }),
      ),
    );
    await ate(async () => {
      const estados = await Promise.all(ids.map((id) => estado('eco', id)));
      return estados.every((e) => e === 'completed');
    });
  });
});
