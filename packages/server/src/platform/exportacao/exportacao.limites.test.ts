import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import type { Tarefa } from '@divida/domain/tarefa/tarefa.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ate,
  bearerOf,
  createTestApp,
  login,
  problemOf,
  seedOrgao,
  seedUsuario,
} from '../../test/harness.ts';
import { guard } from '../auth/guard.ts';
import { AppError } from '../errors.ts';
import { RETRY_AFTER_PADRAO_S } from '../http/errorHandler.ts';
import { exportar, RETRY_AFTER_EXPORTACAO_S } from './exportacao.ts';

/**
 * Background exports per user (issue 23 §4): at most 3 queued or running, and one user's exports do
 * not hold another's back. The real job queue runs them; an export of this file writes its rows only
 * once its gate opens, so the test decides when the first user's exports end.
 */
let app: FastifyInstance;
let ana: string;
let beto: string;
let abrirPortao: () => void = () => {};
const portao = new Promise<void>((resolve) => (abrirPortao = resolve));

const pedir = (token: string, esperar: boolean) =>
  app.inject({ method: 'POST', url: '/api/teste/exportar', headers: bearerOf(token), payload: { esperar } });
const estado = async (id: string, token: string) =>
  ((await app.inject({ method: 'GET', url: `/api/tarefa/${id}`, headers: bearerOf(token) })).json() as Tarefa)
    .estado;
const tarefaDe = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBe(202);
  return (res.json() as { tarefa: string }).tarefa;
};

beforeAll(async () => {
  // every export in the background
  app = await createTestApp({}, { exportacaoLimiteDireto: 0 });
  app.ctx.exportacoes.registrar<{ esperar: boolean }, { n: number }>('teste-portao', {
    arquivo: 'Teste.xlsx',
    contar: async () => 3,
    planilha: (_ex, _caller, pedido) => ({
      aba: 'Teste',
      colunas: [{ header: 'N', key: 'n' }],
      linha: (item) => ({ n: item.n }),
      lotes: (async function* () {
        if (pedido.esperar) await portao;
        yield [{ n: 1 }, { n: 2 }, { n: 3 }];
      })(),
    }),
  });
  // a limit that knows no end time of its own
  app.get('/api/teste/limite', () => {
    throw new AppError('THROTTLED', 'Muitas solicitações.');
  });
  app.post('/api/teste/exportar', { onRequest: guard() }, (request, reply) =>
    exportar(app.ctx, request, reply, 'teste-portao', request.body),
  );
  const orgao = await seedOrgao(app);
  const token = async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: [] });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  ana = await token();
  beto = await token();
}, 60_000);

/** Gated tasks still to end before the server closes (their last statements need the database). */
const aEncerrar: { id: string; token: string }[] = [];

afterAll(async () => {
  abrirPortao();
  await ate(async () => {
    for (const t of aEncerrar) if ((await estado(t.id, t.token)) !== 'concluida') return false;
    return true;
  }, 30_000);
  await app?.close();
});

describe('background exports per user', () => {
  it("at most 3 queued or running: the 4th is a 429; another user's export ends while the first user's three run", async () => {
    const daAna: string[] = [];
    for (let i = 0; i < 3; i++) daAna.push(tarefaDe(await pedir(ana, true)));

    const quarta = await pedir(ana, true);
    expect(quarta.statusCode).toBe(429);
    expect(problemOf(quarta).errormsg).toBe('Você já tem 3 exportações em andamento. Aguarde a conclusão.');
    expect(MENSAGENS_EXPORTACAO.emAndamento(3)).toBe(problemOf(quarta).errormsg);
    // every 429 says when to retry (issue 37 item 7)
    expect(quarta.headers['retry-after']).toBe(String(RETRY_AFTER_EXPORTACAO_S));

    // her three run at once
    await ate(async () => {
      for (const id of daAna) if ((await estado(id, ana)) !== 'executando') return false;
      return true;
    });

    // another user's export is not queued behind them
    const doBeto = tarefaDe(await pedir(beto, false));
    await ate(async () => (await estado(doBeto, beto)) === 'concluida', 20_000);
    for (const id of daAna) expect(await estado(id, ana)).toBe('executando');

    // once hers end, she may export again
    abrirPortao();
    await ate(async () => {
      for (const id of daAna) if ((await estado(id, ana)) !== 'concluida') return false;
      return true;
    }, 30_000);
    aEncerrar.push({ id: tarefaDe(await pedir(ana, false)), token: ana });
  }, 90_000);

  it('a 429 that names no wait of its own still carries Retry-After', async () => {
    const r = await app.inject({ method: 'GET', url: '/api/teste/limite' });
    expect(r.statusCode).toBe(429);
    expect(r.headers['retry-after']).toBe(String(RETRY_AFTER_PADRAO_S));
    expect(problemOf(r).errormsg).toBe('Muitas solicitações.');
  });

  it('ten requests at once from one user: three tasks, seven 429s', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: (await seedOrgao(app)).id, permissoes: [] });
    const token = (await login(app, u.email, u.senha)).accessToken;
    const respostas = await Promise.all(Array.from({ length: 10 }, () => pedir(token, true)));
    const codigos = respostas.map((r) => r.statusCode).sort();
    for (const r of respostas)
      if (r.statusCode === 429) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
    for (const r of respostas)
      if (r.statusCode === 202) aEncerrar.push({ id: (r.json() as { tarefa: string }).tarefa, token });
    expect(codigos).toEqual([202, 202, 202, 429, 429, 429, 429, 429, 429, 429]);
  }, 60_000);
});
