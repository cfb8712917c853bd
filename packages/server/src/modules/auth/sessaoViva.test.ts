import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { ate, bearerOf, freshDatabase, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { usuarioValido } from '../../test/payloads.ts';
import { CacheDeSessoes, type SessaoViva } from './sessaoViva.ts';

// Two API nodes on one PostgreSQL database: each answers the session check from its own cache, which
// the other's revocations invalidate through LISTEN/NOTIFY. PGlite is one process: nothing to cross.
const baseUrl = process.env.DATABASE_URL;

describe.runIf(baseUrl)('the session check cached on two nodes', () => {
  const nos: FastifyInstance[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;
  let drop: (() => Promise<void>) | undefined;
  let banco = '';
  const dirs: string[] = [];
  let adminToken: string;
  let orgaoId: number;

  const cacheDe = (app: FastifyInstance) => (app.ctx.sessaoViva as SessaoViva).cache;
  const lerEm = (app: FastifyInstance, token: string) =>
    app.inject({ method: 'POST', url: '/api/usuario/list?size=1', headers: bearerOf(token), payload: {} });

  beforeAll(async () => {
    const fresh = await freshDatabase();
    drop = fresh.drop;
    if (fresh.database.kind === 'postgres') banco = new URL(fresh.database.url).pathname.slice(1);
    for (const no of ['no-a', 'no-b']) {
      const dataDir = mkdtempSync(join(tmpdir(), 'divida-no-'));
      dirs.push(dataDir);
      const config = loadConfig(
        {
          DATA_DIR: dataDir,
          LOG_LEVEL: 'silent',
          WEB_DIST: join(dataDir, 'no-web'),
          NODE_ID: no,
          JWT_SECRET: 'segredo-comum-aos-dois-nos-de-teste-0123456789',
          CAPTCHA_HMAC_KEY: 'chave-comum-aos-dois-nos-de-teste-0123456789',
        },
        {
          database: fresh.database,
          demo: false,
          admin: undefined,
          dbPoolSize: 4,
          jobs: { workers: false, intervaloSegundos: 1 },
        },
      );
      // one after the other: both would apply the migrations at once
      nos.push(await buildApp(config, { logger: false }));
    }
    [a, b] = nos as [FastifyInstance, FastifyInstance];
    orgaoId = (await seedOrgao(a)).id;
    const adm = await seedUsuario(a, {
      orgaoCredorId: orgaoId,
      permissoes: ['USUARIO_CONSULTAR', 'USUARIO_ALTERAR', 'USUARIO_EXCLUIR', 'USUARIO_ALTERAR_SENHA'],
    });
    adminToken = (await login(a, adm.email, adm.senha)).accessToken;
    await ate(() => cacheDe(a).ligado && cacheDe(b).ligado);
  });
  afterAll(async () => {
    for (const app of nos) await app.close();
    await drop?.();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  /** A user signed in on node A whose session node B has cached. */
  async function sessaoEmB(
    permissoes: Parameters<typeof seedUsuario>[1]['permissoes'] = ['USUARIO_CONSULTAR'],
  ) {
    const u = await seedUsuario(a, { orgaoCredorId: orgaoId, permissoes });
    const { accessToken } = await login(a, u.email, u.senha);
    expect((await lerEm(b, accessToken)).statusCode).toBe(200);
    const sid = String(decodeJwt(accessToken).sid);
    expect(cacheDe(b).viva(sid, u.id)).toBe(true);
    return { u, token: accessToken };
  }

  /** How long node B goes on accepting the token after `revogar` answered on node A. */
  async function recusadoEmB(token: string, revogar: () => Promise<{ statusCode: number }>) {
    const res = (await revogar()) as { statusCode: number; headers: Record<string, unknown> };
    expect(res.statusCode, JSON.stringify(res.headers)).toBe(200);
    const inicio = Date.now();
    await ate(async () => (await lerEm(b, token)).statusCode === 401, 5_000);
    return Date.now() - inicio;
  }

  it('a token issued by one node works on the other, from its cache', async () => {
    const { token } = await sessaoEmB();
    expect((await lerEm(b, token)).statusCode).toBe(200);
  });

  it('a logout on one node is refused on the other within one second', async () => {
    const { token } = await sessaoEmB();
    const ms = await recusadoEmB(token, () =>
      a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearerOf(token) }),
    );
    expect(ms).toBeLessThan(1_000);
    // and at once on the node that revoked it
    expect((await lerEm(a, token)).statusCode).toBe(401);
  });

  it('a deactivation, a password change and a profile change on one node: refused on the other within one second', async () => {
    const desativado = await sessaoEmB();
    expect(
      await recusadoEmB(desativado.token, () =>
        a.inject({ method: 'DELETE', url: `/api/usuario/${desativado.u.id}`, headers: bearerOf(adminToken) }),
      ),
    ).toBeLessThan(1_000);

    const senha = await sessaoEmB();
    expect(
      await recusadoEmB(senha.token, () =>
        a.inject({
          method: 'POST',
          url: '/api/usuario/changeUserPassword',
          headers: bearerOf(adminToken),
          payload: {
            idUsuario: senha.u.id,
            senhaNova: 'OutraSenha#2026x',
            confirmacaoSenha: 'OutraSenha#2026x',
          },
        }),
      ),
    ).toBeLessThan(1_000);

    const perfil = await sessaoEmB();
    const outro = await seedUsuario(a, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const atual = (
      await a.inject({ method: 'GET', url: `/api/usuario/${perfil.u.id}`, headers: bearerOf(adminToken) })
    ).json() as { versao: number };
    expect(
      await recusadoEmB(perfil.token, () =>
        a.inject({
          method: 'PUT',
          url: `/api/usuario/${perfil.u.id}`,
          headers: bearerOf(adminToken),
          payload: { ...usuarioValido(orgaoId, outro.perfilId), id: perfil.u.id, versao: atual.versao },
        }),
      ),
    ).toBeLessThan(1_000);
  });

  it('without its LISTEN connection a node answers from the database, never a stale "alive"', async () => {
    const { token } = await sessaoEmB();
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    try {
      await admin.query(
        // only this file's database: other files' servers run beside it
        `select pg_terminate_backend(pid) from pg_stat_activity
          where query ilike 'listen sessao_encerrada%' and datname = $1`,
        [banco],
      );
      await ate(() => !cacheDe(a).ligado && !cacheDe(b).ligado);
      // a revocation said while nobody listens is not heard, yet B refuses at once
      expect(
        (await a.inject({ method: 'POST', url: '/api/auth/logout', headers: bearerOf(token) })).statusCode,
      ).toBe(200);
      expect((await lerEm(b, token)).statusCode).toBe(401);
      // and the cache comes back with the connection
      await ate(() => cacheDe(a).ligado && cacheDe(b).ligado);
      const outra = await sessaoEmB();
      expect((await lerEm(b, outra.token)).statusCode).toBe(200);
    } finally {
      await admin.end();
    }
  });
});

describe('CacheDeSessoes', () => {
  it('keeps an "alive" only while invalidations are heard, and never one read before an invalidation', () => {
    const c = new CacheDeSessoes(true);
    c.guardar('s1', 1, c.geracao);
    expect(c.viva('s1', 1)).toBe(false); // not listening yet: nothing kept
    c.ligar();
    const antes = c.geracao;
    c.invalidar(1); // a revocation committed while the answer was being read
    c.guardar('s1', 1, antes);
    expect(c.viva('s1', 1)).toBe(false);
    c.guardar('s1', 1, c.geracao);
    expect(c.viva('s1', 1)).toBe(true);
    expect(c.viva('s1', 2)).toBe(false); // another user's token naming that session
    c.desligar(); // the LISTEN connection dropped
    expect(c.viva('s1', 1)).toBe(false);
  });

  it("on PostgreSQL, a node's own revocation bypasses the cache until its notification comes back", () => {
    const c = new CacheDeSessoes(true);
    c.ligar();
    c.suspender(1);
    c.guardar('s1', 1, c.geracao);
    expect(c.viva('s1', 1)).toBe(false);
    c.invalidar(1);
    c.guardar('s1', 1, c.geracao);
    expect(c.viva('s1', 1)).toBe(true);
    // on PGlite (one connection) the next read already sees the commit: no wait
    const local = new CacheDeSessoes(false);
    local.ligar();
    local.guardar('s2', 2, local.geracao);
    local.suspender(2);
    expect(local.viva('s2', 2)).toBe(false);
    local.guardar('s2', 2, local.geracao);
    expect(local.viva('s2', 2)).toBe(true);
  });
});
