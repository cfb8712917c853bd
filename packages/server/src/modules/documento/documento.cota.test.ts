import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pdfMinimo } from '../../test/pdfs.ts';
import { arquivo } from './arquivo.table.ts';

let app: FastifyInstance;
let ana: { token: string; id: number };
let bruno: { token: string; id: number };

const B = 'cota';
const corpo = Buffer.concat([
  Buffer.from(
    `--${B}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ),
  pdfMinimo(),
  Buffer.from(`\r\n--${B}--\r\n`),
]);
const upload = (token: string) =>
  app.inject({
    method: 'POST',
    url: '/api/documento/upload',
    payload: corpo,
    headers: { 'content-type': `multipart/form-data; boundary=${B}`, ...bearerOf(token) },
  });

const HORA = /^\d{2}:\d{2}$/;
const mensagem = (res: Awaited<ReturnType<typeof upload>>) => problemOf(res).errormsg ?? '';

beforeAll(async () => {
  app = await createTestApp({ UPLOAD_PENDENTES_MAX: '3', UPLOAD_DIARIO_MAX: '5' });
  const o = await seedOrgao(app);
  const entrar = async () => {
    const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [] });
    return { token: (await login(app, u.email, u.senha)).accessToken, id: u.id };
  };
  ana = await entrar();
  bruno = await entrar();
});
afterAll(() => app.close());

describe('upload quotas', () => {
  it('bounds the uploads a user leaves unattached; attaching one frees a place; others are not affected', async () => {
    for (let i = 0; i < 3; i++) expect((await upload(ana.token)).statusCode).toBe(200);
    const quarto = await upload(ana.token);
    expect(quarto.statusCode).toBe(429);
    const [, hora] = /após (.+)\.$/.exec(mensagem(quarto)) ?? [];
    expect(mensagem(quarto)).toBe(
      `Há 3 arquivos enviados ainda não anexados a um registro. Conclua os cadastros em andamento ou tente novamente após ${hora}.`,
    );
    expect(hora).toMatch(HORA);
    expect(Number(quarto.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await app.ctx.db.select().from(arquivo).where(eq(arquivo.usuarioId, ana.id))).toHaveLength(3);

    expect((await upload(bruno.token)).statusCode).toBe(200);

    const [um] = await app.ctx.db.select().from(arquivo).where(eq(arquivo.usuarioId, ana.id));
    await app.ctx.db.update(arquivo).set({ anexadoEm: new Date() }).where(eq(arquivo.uuid, um!.uuid));
    expect((await upload(ana.token)).statusCode).toBe(200);
  });

  it('bounds the uploads of a user in 24 hours, attached or not, and frees them as they age', async () => {
    // Ana has 4 uploads (all counted today); attach them so only the daily quota can refuse.
    await app.ctx.db.update(arquivo).set({ anexadoEm: new Date() }).where(eq(arquivo.usuarioId, ana.id));
    expect((await upload(ana.token)).statusCode).toBe(200);
    const sexto = await upload(ana.token);
    expect(sexto.statusCode).toBe(429);
    const [, hora] = /após (.+)\.$/.exec(mensagem(sexto)) ?? [];
    expect(mensagem(sexto)).toBe(
      `Limite de 5 arquivos enviados em 24 horas atingido. Tente novamente após ${hora}.`,
    );
    expect(hora).toMatch(HORA);

    const antigos = await app.ctx.db.select().from(arquivo).where(eq(arquivo.usuarioId, ana.id));
    await app.ctx.db
      .update(arquivo)
      .set({ criadoEm: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(
        inArray(
          arquivo.uuid,
          antigos.slice(0, 2).map((a) => a.uuid),
        ),
      );
    expect((await upload(ana.token)).statusCode).toBe(200);
  });
});
