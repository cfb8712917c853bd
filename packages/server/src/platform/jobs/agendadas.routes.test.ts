import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ate,
  bearerOf,
  createTestApp,
  freshDatabase,
  login,
  seedOrgao,
  seedUsuario,
} from '../../test/harness.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { Jobs } from './jobs.ts';

describe('GET /api/tarefa/agendadas', () => {
  let app: FastifyInstance;
  let admin: string;
  let comum: string;

  beforeAll(async () => {
    app = await createTestApp({ NODE_ID: 'api-a' });
    const o = await seedOrgao(app);
    const a = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: ['CONSULTAR_CONFIGURACAO'] });
    admin = (await login(app, a.email, a.senha)).accessToken;
    const c = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: ['USUARIO_CONSULTAR'] });
    comum = (await login(app, c.email, c.senha)).accessToken;
  });
  afterAll(() => app?.close());

  const ler = (token?: string) =>
    app.inject({ method: 'GET', url: '/api/tarefa/agendadas', headers: token ? bearerOf(token) : {} });

  it('lists every scheduled job with its last runs: node, start, end, outcome', async () => {
    // the hourly purge, as its schedule would enqueue it
    await app.ctx.jobs.enfileirar(app.ctx.db, 'purgar-orfaos', {});
    const purga = await ate(async () => {
      const r = (await ler(admin)).json() as {
        agendadas: { fila: string; agenda: string; execucoes: { resultado: string }[] }[];
      };
      const p = r.agendadas.find((a) => a.fila === 'purgar-orfaos');
      return p?.execucoes[0]?.resultado === 'concluida' ? { r, p } : undefined;
    });
    expect(purga.p).toMatchObject({
      agenda: '17 * * * *',
      execucoes: [{ no: 'api-a', resultado: 'concluida' }],
    });
    const [e] = purga.p.execucoes as unknown as { inicio: string; fim: string }[];
    expect(new Date(e!.fim).getTime()).toBeGreaterThanOrEqual(new Date(e!.inicio).getTime());
    // the other scheduled jobs are listed, never run yet
    expect(purga.r.agendadas.map((a) => a.fila)).toEqual(
      expect.arrayContaining(['limpar-exportacoes', 'limpar-tarefas']),
    );
  });

  it('is for administrators: 401 anonymous, 403 without the configuration permission', async () => {
    expect((await ler()).statusCode).toBe(401);
    expect((await ler(comum)).statusCode).toBe(403);
  });
});

describe('the record of scheduled runs across nodes', () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  const nos: Jobs<{ diaria: { falhar: boolean } }>[] = [];

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    database = await openDatabase(fresh.database, 4);
    for (const no of ['no-1', 'no-2']) {
      const jobs = new Jobs<{ diaria: { falhar: boolean } }>({
        executeSql: database.executeSql,
        workers: true,
        intervaloSegundos: 0.5,
        no,
      });
      jobs.registrar('diaria', {
        tentativas: 0,
        esperaSegundos: 1,
        agenda: '0 3 * * *',
        umaPorVez: true,
        executar: async ({ falhar }) => {
          if (falhar) throw new Error('falha de propósito');
        },
      });
      nos.push(jobs);
    }
    for (const jobs of nos) await jobs.iniciar(pino({ level: 'silent' }));
  });
  afterAll(async () => {
    for (const jobs of nos) await jobs.parar();
    await database?.close();
    await drop?.();
  });

  it('records each run once, by whichever node ran it, and a failure as such', async () => {
    await nos[0]!.enfileirar(database.db, 'diaria', { falhar: false });
    await nos[1]!.enfileirar(database.db, 'diaria', { falhar: true });
    const [diaria] = await ate(async () => {
      const r = (await nos[1]!.execucoesAgendadas(10)).filter((a) => a.fila === 'diaria');
      return r[0]?.execucoes.filter((e) => e.fim).length === 2 ? r : undefined;
    });
    expect(diaria!.agenda).toBe('0 3 * * *');
    expect(diaria!.execucoes.map((e) => e.resultado).sort()).toEqual(['concluida', 'falhou']);
    for (const e of diaria!.execucoes) expect(['no-1', 'no-2']).toContain(e.no);
    // both nodes read the same record
    expect((await nos[0]!.execucoesAgendadas(10)).find((a) => a.fila === 'diaria')!.execucoes).toEqual(
      diaria!.execucoes,
    );
  });
});
