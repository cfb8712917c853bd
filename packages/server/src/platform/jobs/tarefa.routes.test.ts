import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';

let app: FastifyInstance;
let dono: { id: number; token: string };
let colega: string;
let central: string;

/** A task of `dono` that waits in the queue (it starts only in a day). */
const aguardando = () =>
  app.ctx.jobs.enfileirar(
    app.ctx.db,
    'purgar-orfaos',
    {},
    { dono: dono.id, iniciarApos: new Date(Date.now() + 86_400_000) },
  );

const ler = (id: string, token?: string) =>
  app.inject({ method: 'GET', url: `/api/tarefa/${id}`, headers: token ? bearerOf(token) : {} });

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  const outro = await seedOrgao(app);
  const d = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
  dono = { id: d.id, token: (await login(app, d.email, d.senha)).accessToken };
  // a colleague of the same body holding every permission but the cross-body one
  const c = await seedUsuario(app, {
    orgaoCredorId: o.id,
    permissoes: ['USUARIO_CONSULTAR', 'ALTERAR_CONFIGURACAO'],
  });
  colega = (await login(app, c.email, c.senha)).accessToken;
  const t = await seedUsuario(app, { orgaoCredorId: outro.id, permissoes: ['ACESSO_TODOS_ORGAOS'] });
  central = (await login(app, t.email, t.senha)).accessToken;
});
afterAll(() => app.close());

describe('GET /api/tarefa/{id}', () => {
  it("answers the owner a waiting task's state and progress", async () => {
    const id = await aguardando();
    const res = await ler(id, dono.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      fila: 'purgar-orfaos',
      estado: 'aguardando',
      progresso: 0,
      etapa: null,
      resultado: null,
    });
    expect(res.json()).not.toHaveProperty('usuarioId');
  });

  it('answers 100% once the task has run', async () => {
    const id = await app.ctx.jobs.enfileirar(app.ctx.db, 'purgar-orfaos', {}, { dono: dono.id });
    const fim = await ate(async () => {
      const t = (await ler(id, dono.token)).json();
      return t.estado === 'concluida' && t;
    });
    expect(fim.progresso).toBe(100);
  });

  it('is 404 to anyone else, even a same-body colleague; a cross-body user reads it', async () => {
    const id = await aguardando();
    expect((await ler(id, colega)).statusCode).toBe(404);
    expect((await ler(id, central)).statusCode).toBe(200);
  });

  it('is 404 for an unknown task or a system task without an owner, 400 for a malformed id, 401 without a token', async () => {
    const semDono = await app.ctx.jobs.enfileirar(
      app.ctx.db,
      'purgar-orfaos',
      {},
      { iniciarApos: new Date(Date.now() + 86_400_000) },
    );
    expect((await ler(semDono, central)).statusCode).toBe(404);
    expect((await ler('6f1c2a4e-0000-4000-8000-000000000000', central)).statusCode).toBe(404);
    expect((await ler('1%27%20or%201=1', dono.token)).statusCode).toBe(400);
    expect((await ler(await aguardando())).statusCode).toBe(401);
  });
});
