import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Permissao } from '@divida/domain/permissions';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import { orgaoCredor } from '../modules/orgaoCredor/orgaoCredor.table.ts';
import { perfil, perfilPermissao } from '../modules/perfil/perfil.table.ts';
import { usuario } from '../modules/usuario/usuario.table.ts';
import { hashSenha } from '../platform/auth/password.ts';

/**
 * A fresh database for one test: in-memory PGlite by default, or a new database on the PostgreSQL
 * server of DATABASE_URL, dropped by `drop`.
 */
export async function freshDatabase(): Promise<{ database: Config['database']; drop?: () => Promise<void> }> {
  const baseUrl = process.env.DATABASE_URL;
  if (!baseUrl) return { database: { kind: 'pglite', dataDir: undefined } };
  const name = `t_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/**
 * A whole server on a fresh database for one test file (see `freshDatabase`), dropped on close.
 * No demo data. Background jobs poll every half second.
 */
export async function createTestApp(env: Record<string, string> = {}, overrides: Partial<Config> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'divida-test-'));
  const { database, drop: dropDatabase } = await freshDatabase();
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST: join(dataDir, 'no-web'),
      // never the Banco Central from a test: a test that fetches starts its own stand-in
      INDICES_BACEN_URL: '',
      ...env,
    },
    {
      database,
      demo: false,
      admin: undefined,
      dbPoolSize: 4,
      // Tests sign in many times from one address; rateLimit.test.ts sets its own limits.
      limites: {
        captchaPorMinuto: 100_000,
        recuperacaoPorEndereco: 1000,
        recuperacaoPorEmail: 1000,
        janelaRecuperacaoMs: 60_000,
      },
      jobs: { workers: true, intervaloSegundos: 0.5 },
      ...overrides,
    },
  );
  // After the server closed (its jobs stopped, its connections ended): an onClose hook added here
  // would run before the server's own ones (Fastify runs them last-added first).
  return buildApp(config, {
    logger: false,
    depoisDeFechar: async () => {
      await dropDatabase?.();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}

let seq = 0;
const next = () => `${process.pid}${++seq}`;

export async function seedOrgao(app: FastifyInstance, sigla = `ORG${next()}`.slice(0, 15)) {
  const [o] = await app.ctx.db
    .insert(orgaoCredor)
    .values({ nome: `ÓRGÃO ${sigla} DE TESTE`, cnpj: next().padStart(14, '9').slice(-14), sigla })
    .returning();
  return o!;
}

export async function seedUsuario(
  app: FastifyInstance,
  opts: {
    orgaoCredorId: number;
    permissoes: Permissao[];
    nome?: string;
    email?: string;
    senha?: string;
    ativo?: boolean;
  },
) {
  const db = app.ctx.db;
  const [p] = await db
    .insert(perfil)
    .values({ nome: `PERFIL ${next()}`.slice(0, 30) })
    .returning();
  if (opts.permissoes.length > 0) {
    await db.insert(perfilPermissao).values(opts.permissoes.map((c) => ({ perfilId: p!.id, permissao: c })));
  }
  const senha = opts.senha ?? 'senhaForte1';
  const nome = opts.nome ?? `Usuário de Teste ${next()}`;
  const [u] = await db
    .insert(usuario)
    .values({
      nome,
      email: opts.email ?? `u${next()}@teste.gov.br`,
      matricula: next().slice(-10),
      senhaHash: await hashSenha(senha),
      orgaoCredorId: opts.orgaoCredorId,
      perfilId: p!.id,
      ativo: opts.ativo ?? true,
    })
    .returning();
  return { ...u!, senha, perfilId: p!.id };
}

/** Solves the server's ALTCHA challenge as the widget would, answering the widget's payload. */
export async function solveCaptcha(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
  const challenge = res.json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha sem solução');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

export async function login(app: FastifyInstance, email: string, senha: string, ip = '127.0.0.1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, senha, recaptchaToken: await solveCaptcha(app) },
    remoteAddress: ip,
  });
  if (res.statusCode !== 200) throw new Error(`login falhou: ${res.statusCode} ${res.body}`);
  return res.json() as { accessToken: string; refreshToken: string; user: { id: number } };
}

/** Decoded error headers of an answer (they are percent-encoded UTF-8). */
export function problemOf(res: LightMyRequestResponse) {
  const h = (k: string) => {
    const v = res.headers[k];
    return typeof v === 'string' ? decodeURIComponent(v) : undefined;
  };
  const list = (k: string) => {
    const v = res.headers[k];
    return typeof v === 'string' ? v.split(';').map(decodeURIComponent) : undefined;
  };
  return {
    errormsg: h('errormsg'),
    errorcode: h('errorcode'),
    errorfields: list('errorfields'),
    errormessages: list('errormessages'),
  };
}

export const bearerOf = (token: string) => ({ authorization: `Bearer ${token}` });

/** Waits until `condicao` holds (background work: jobs, e-mails), failing after `limiteMs`. */
export async function ate<T>(condicao: () => Promise<T> | T, limiteMs = 20_000): Promise<NonNullable<T>> {
  const fim = Date.now() + limiteMs;
  for (;;) {
    const v = await condicao();
    if (v) return v;
    if (Date.now() > fim) throw new Error('condição não atingida a tempo');
    await new Promise((r) => setTimeout(r, 20));
  }
}
