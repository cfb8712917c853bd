import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, loggerOptions } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { orgaoCredor } from '../../modules/orgaoCredor/orgaoCredor.table.ts';
import { perfil } from '../../modules/perfil/perfil.table.ts';
import { usuario } from '../../modules/usuario/usuario.table.ts';

const cpf = '52998224725';
const email = 'maria.sigilosa@exemplo.gov.br';
const hash = '$argon2id$v=19$m=19456,t=2,p=1$c2VncmVkb3NhbHQ$aGFzaHNlY3JldG9kYXNlbmhh';

let app: FastifyInstance;
const lines: string[] = [];
const log = () => lines.join('');
let valores: typeof usuario.$inferInsert;

/** A server whose log lines land in `lines`, with a route whose write fails in the database. */
beforeAll(async () => {
  const sink = new Writable({
    write(chunk, _enc, cb) {
      lines.push(String(chunk));
      cb();
    },
  });
  const dir = mkdtempSync(join(tmpdir(), 'log-'));
  const config = loadConfig(
    { DATA_DIR: dir, WEB_DIST: join(dir, 'none') },
    { database: { kind: 'pglite', dataDir: undefined }, demo: false },
  );
  app = await buildApp(config, { loggerInstance: pino(loggerOptions(config) as pino.LoggerOptions, sink) });
  const [o] = await app.ctx.db
    .insert(orgaoCredor)
    .values({ nome: 'ÓRGÃO DO LOG', cnpj: '11222333000181', sigla: 'LOG' })
    .returning();
  const [p] = await app.ctx.db.insert(perfil).values({ nome: 'PERFIL DO LOG' }).returning();
  valores = {
    nome: 'Maria Sigilosa',
    email,
    senhaHash: hash,
    orgaoCredorId: o!.id,
    perfilId: p!.id,
    rua: 'Rua do Segredo',
  };
  // A CPF too long for its column: the insert fails in the database, through the error handler.
  app.post('/teste/falha', async () => {
    await app.ctx.db.insert(usuario).values({ ...valores, cpf: cpf + '0000' });
    return {};
  });
});
afterAll(() => app?.close());

describe('request logs', () => {
  it('carry a request id and never the query string (list filters carry CPFs)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health?cpf=52998224725',
      headers: { 'x-request-id': 'pedido-123', authorization: 'Bearer segredo' },
    });
    expect(res.headers['x-request-id']).toBe('pedido-123');
    expect(log()).toContain('"url":"/api/health"');
    expect(log()).toContain('pedido-123');
    expect(log()).not.toContain('52998224725');
    expect(log()).not.toContain('segredo');
  });
});

describe('a failed query in the log', () => {
  it('names the statement and the error code, never the values (CPF, e-mail, password hash)', async () => {
    const res = await app.inject({ method: 'POST', url: '/teste/falha' });
    expect(res.statusCode).toBe(500);
    // A duplicate e-mail: PostgreSQL repeats the key in the error's detail.
    await app.ctx.db.insert(usuario).values(valores);
    const dup = await app.ctx.db
      .insert(usuario)
      .values(valores)
      .catch((err: unknown) => err);
    app.log.error({ err: dup }, 'erro interno');

    expect(log()).toContain('insert into \\"usuario\\"');
    expect(log()).toContain('"code":"22001"');
    expect(log()).toContain('"code":"23505"');
    for (const segredo of [cpf, email, hash, 'Rua do Segredo', 'Maria Sigilosa'])
      expect(log()).not.toContain(segredo);
  });
});
