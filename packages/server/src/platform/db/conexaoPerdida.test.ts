import { MENSAGENS } from '@divida/domain/errors';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
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

// Connections killed by the database (restart, failover, an administrator's pg_terminate_backend)
// only exist on PostgreSQL: PGlite runs in the process.
const baseUrl = process.env.DATABASE_URL;

describe.runIf(baseUrl)('a PostgreSQL connection terminated under load', () => {
  let app: FastifyInstance;
  let token: string;
  let admin: pg.Client;
  let banco: string;

  beforeAll(async () => {
    app = await createTestApp();
    const o = await seedOrgao(app);
    const u = await seedUsuario(app, {
      orgaoCredorId: o.id,
      // document types are shared by every body: the PGE (all bodies) writes them
      permissoes: [
        'USUARIO_CONSULTAR',
        'TIPO_DOCUMENTO_CONSULTAR',
        'TIPO_DOCUMENTO_CADASTRAR',
        'ACESSO_TODOS_ORGAOS',
      ],
    });
    for (let i = 0; i < 20; i++) await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
    token = (await login(app, u.email, u.senha)).accessToken;
    const r = await app.ctx.db.execute(sql`select current_database() as nome`);
    banco = (r as unknown as { rows: { nome: string }[] }).rows[0]!.nome;
    admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await app?.close();
  });

  const listar = () =>
    app.inject({ method: 'POST', url: '/api/usuario/list?size=50', headers: bearerOf(token), payload: {} });
  let seq = 0;
  // Names take letters only: the sequence number spelled with A-J.
  const letras = (n: number) => String(n).replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)]!);
  // A write runs in a transaction on a client checked out of the pool.
  const incluir = () =>
    app.inject({
      method: 'POST',
      url: '/api/tipoDocumento',
      headers: bearerOf(token),
      payload: { nome: `TIPO ${letras(process.pid)} ${letras(++seq)}` },
    });
  const derrubar = () =>
    admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [banco]);

  it('answers 503 with a retry hint (or succeeds) and keeps serving', async () => {
    const respostas: LightMyRequestResponse[] = [];
    for (let rodada = 0; rodada < 5; rodada++) {
      const emCurso = Array.from({ length: 12 }, (_, i) => (i % 3 === 0 ? incluir() : listar()));
      // Kill the app's connections while those requests run, idle and busy ones alike.
      await derrubar();
      respostas.push(...(await Promise.all(emCurso)));
      await derrubar();
    }
    for (const r of respostas) {
      expect([200, 201, 503]).toContain(r.statusCode);
      if (r.statusCode === 503) {
        expect(r.headers['retry-after']).toMatch(/^\d+$/);
        expect(problemOf(r).errormsg).toBe(MENSAGENS.bancoIndisponivel);
      }
    }
    // The pool drops the dead connections and serves again. A request sent right after the kill may
    // still draw one whose end the pool has not heard of, or find the server's connections taken by
    // the other test files of a parallel run (53300): both answer 503 as above, until they do not.
    await ate(async () => (await listar()).statusCode === 200);
    for (let i = 0; i < 6; i++) expect((await listar()).statusCode).toBe(200);
    await ate(async () => (await incluir()).statusCode < 300);
  });

  it('survives the connection of an open transaction being terminated between its statements', async () => {
    const falha = await app.ctx.db
      .transaction(async (tx) => {
        const r = await tx.execute(sql`select pg_backend_pid() as pid`);
        const pid = (r as unknown as { rows: { pid: number }[] }).rows[0]!.pid;
        // The checked-out client is between statements when the server ends it.
        await admin.query('select pg_terminate_backend($1)', [pid]);
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(falha).toBeInstanceOf(Error);
    expect((await listar()).statusCode).toBe(200);
  });
});
