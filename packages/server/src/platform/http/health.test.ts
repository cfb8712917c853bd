import { hostname } from 'node:os';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/harness.ts';

const apps: FastifyInstance[] = [];
const novoApp = async (...args: Parameters<typeof createTestApp>) => {
  const app = await createTestApp(...args);
  apps.push(app);
  return app;
};
afterAll(async () => {
  for (const app of apps) await app.close();
});

const saude = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/health' });

describe('GET /api/health', () => {
  it('names the node: NODE_ID, else host name and port', async () => {
    expect(loadConfig({ PORT: '3101', DATA_DIR: '/tmp/divida-saude' }).nodeId).toBe(`${hostname()}:3101`);
    const app = await novoApp({ NODE_ID: 'api-2' });
    const res = await saude(app);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ status: 'ok', node: 'api-2', database: 'ok', store: 'ok' });
  });

  it('answers 200 with store "down" when only the file store is unreachable', async () => {
    // an S3 endpoint nobody listens on (port 9 is discard; connecting is refused)
    const app = await novoApp({ S3_URL: 'http://chave:segredo@127.0.0.1:9/arquivos' });
    const res = await saude(app);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'degradado', database: 'ok', store: 'down' });
  });
});

// A database that stops answering: on PostgreSQL its connections are ended by an administrator and
// new ones refused (the database no longer accepts connections), as during an outage.
const baseUrl = process.env.DATABASE_URL;
describe.runIf(baseUrl)('GET /api/health with the database down', () => {
  let banco = '';
  const admin = () => {
    const c = new pg.Client({ connectionString: baseUrl });
    return c.connect().then(() => c);
  };
  afterEach(async () => {
    if (!banco) return;
    const c = await admin();
    await c.query(`alter database ${banco} allow_connections true`);
    await c.end();
  });

  it('answers 503 with database "down", then 200 once it is back', async () => {
    const app = await novoApp();
    const r = await app.ctx.db.execute(sql`select current_database() as nome`);
    banco = (r as unknown as { rows: { nome: string }[] }).rows[0]!.nome;
    const c = await admin();
    await c.query(`alter database ${banco} allow_connections false`);
    await c.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [banco]);
    const res = await saude(app);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'indisponivel', database: 'down', store: 'ok' });
    await c.query(`alter database ${banco} allow_connections true`);
    await c.end();
    banco = '';
    // the pool may hand out a connection whose end it has not heard of yet: it answers 503 once more
    let volta = await saude(app);
    if (volta.statusCode === 503) volta = await saude(app);
    expect(volta.statusCode).toBe(200);
  });
});
