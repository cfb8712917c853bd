import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ate, bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pdfMinimo } from '../../test/pdfs.ts';
import { arquivo } from './arquivo.table.ts';

let app: FastifyInstance;
let token: string;

async function upload(nome: string): Promise<string> {
  const boundary = '----teste' + Math.random().toString(16).slice(2);
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${nome}"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    pdfMinimo(),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await app.inject({
    method: 'POST',
    url: '/api/documento/upload',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearerOf(token) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().uuid as string;
}

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

describe('orphan purge as a scheduled job', () => {
  it('is scheduled hourly, in Brasília time, in the database every node reads', async () => {
    const { rows } = (await app.ctx.db.execute(
      sql`select cron, timezone from pgboss.schedule where name = 'purgar-orfaos'`,
    )) as unknown as { rows: unknown[] };
    expect(rows).toEqual([{ cron: '17 * * * *', timezone: 'America/Sao_Paulo' }]);
  });

  it('the scheduled job deletes day-old orphan files and keeps the others', async () => {
    const velho = await upload('velho.pdf');
    const recente = await upload('recente.pdf');
    await app.ctx.db
      .update(arquivo)
      .set({ criadoEm: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(arquivo.uuid, velho));
    // What the schedule enqueues each hour, enqueued now.
    const id = await app.ctx.jobs.enfileirar(app.ctx.db, 'purgar-orfaos', {});
    const job = await ate(async () => {
      const j = await app.ctx.jobs.consultar('purgar-orfaos', id);
      return j?.state === 'completed' ? j : undefined;
    });
    expect(job.output).toEqual({ purgados: 1 });
    expect(await app.ctx.storage.exists(velho)).toBe(false);
    expect(await app.ctx.db.select().from(arquivo).where(eq(arquivo.uuid, velho))).toEqual([]);
    expect(await app.ctx.storage.exists(recente)).toBe(true);
  });
});
