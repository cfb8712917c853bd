import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, freshDatabase } from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { Jobs } from './jobs.ts';

interface Filas {
  eco: { n: number };
  longa: { paginas: number };
  instavel: { falhas: number };
  sempreFalha: Record<string, never>;
}

let database: Database;
let drop: (() => Promise<void>) | undefined;
let jobs: Jobs<Filas>;
const executados: number[] = [];
/** Lets the running 'longa' job go on past its first page. */
let continuar!: () => void;
const liberado = new Promise<void>((r) => (continuar = r));
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
  jobs.registrar('longa', {
    tentativas: 0,
    esperaSegundos: 1,
    executar: async ({ paginas }, job) => {
      await job.progresso(100 / paginas, `Página 1 de ${paginas}`);
      await liberado;
      return { arquivo: 'relatorio.pdf' };
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
    expect(rows).toEqual(
      expect.arrayContaining([
        { name: 'sempreFalha', cron: '0 3 * * *', timezone: 'America/Sao_Paulo' },
        { name: 'limpar-tarefas', cron: '30 4 * * *', timezone: 'America/Sao_Paulo' },
      ]),
    );
    expect(rows).toHaveLength(2);
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

  it("keeps an owned task's progress as its handler reports it, and its result once done", async () => {
    const id = await database.db.transaction((tx) =>
      jobs.enfileirar(tx, 'longa', { paginas: 4 }, { dono: 7 }),
    );
    const meio = await ate(async () => {
      const t = await jobs.consultarTarefa(database.db, id);
      return t?.estado === 'executando' && t.progresso > 0 && t;
    });
    expect(meio).toMatchObject({
      usuarioId: 7,
      fila: 'longa',
      progresso: 25,
      etapa: 'Página 1 de 4',
      resultado: null,
    });
    continuar();
    const fim = await ate(async () => {
      const t = await jobs.consultarTarefa(database.db, id);
      return t?.estado === 'concluida' && t;
    });
    expect(fim).toMatchObject({ progresso: 100, resultado: { arquivo: 'relatorio.pdf' } });
  });

  it('follows only tasks enqueued with an owner, and only if their transaction committed', async () => {
    const semDono = await jobs.enfileirar(database.db, 'eco', { n: 3 });
    expect(await jobs.consultarTarefa(database.db, semDono)).toBeNull();
    let desfeito: string | undefined;
    await expect(
      database.db.transaction(async (tx) => {
        desfeito = await jobs.enfileirar(tx, 'eco', { n: 4 }, { dono: 7 });
        throw new Error('desfaz');
      }),
    ).rejects.toThrow('desfaz');
    expect(await jobs.consultarTarefa(database.db, desfeito!)).toBeNull();
  });

  it('forgets owned tasks after 30 days, in the daily clean-up', async () => {
    const velha = await jobs.enfileirar(database.db, 'eco', { n: 5 }, { dono: 7 });
    const nova = await jobs.enfileirar(database.db, 'eco', { n: 6 }, { dono: 7 });
    await database.executeSql(`update tarefa set criada_em = now() - interval '31 days' where id = $1`, [
      velha,
    ]);
    const limpeza = await jobs.enfileirar(database.db, 'limpar-tarefas' as never, {} as never);
    await ate(async () => (await jobs.consultar('limpar-tarefas', limpeza))?.state === 'completed');
    const restam = (await database.executeSql('select id from tarefa')).rows.map(
      (r) => (r as { id: string }).id,
    );
    expect(restam).toContain(nova);
    expect(restam).not.toContain(velha);
  });
});
