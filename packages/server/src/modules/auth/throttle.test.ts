import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problemOf, seedOrgao, seedUsuario, solveCaptcha } from '../../test/harness.ts';

let app: FastifyInstance;
let orgaoId: number;
beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
});
afterAll(() => app.close());

const attempt = async (email: string, senha: string, ip: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: ip,
    headers,
    payload: { email, senha, recaptchaToken: await solveCaptcha(app) },
  });

describe('throttling', () => {
  it('blocks an e-mail after 5 failures in 15 minutes, even with the right password', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    for (let i = 0; i < 5; i++)
      expect((await attempt(u.email, 'errada1234', `10.0.0.${i}`)).statusCode).toBe(401);
    const res = await attempt(u.email, u.senha, '10.0.1.1');
    expect(res.statusCode).toBe(429);
    expect(problemOf(res).errormsg).toMatch(
      /^Muitas tentativas de acesso sem sucesso\. Tente novamente após \d\d:\d\d\.$/,
    );
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Once the failures are older than the window, the right password works again.
    await app.ctx.db.execute(`update tentativa_login set em = em - interval '16 minutes'` as never);
    expect((await attempt(u.email, u.senha, '10.0.1.1')).statusCode).toBe(200);
  });

  it("a successful sign-in clears the e-mail's earlier failures", async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    for (let i = 0; i < 4; i++)
      expect((await attempt(u.email, 'errada1234', `10.1.0.${i}`)).statusCode).toBe(401);
    expect((await attempt(u.email, u.senha, '10.1.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await attempt(u.email, 'errada1234', `10.1.2.${i}`)).statusCode).toBe(401);
    expect((await attempt(u.email, u.senha, '10.1.1.1')).statusCode).toBe(200);
    for (let i = 0; i < 5; i++)
      expect((await attempt(u.email, 'errada1234', `10.1.3.${i}`)).statusCode).toBe(401);
    expect((await attempt(u.email, u.senha, '10.1.1.1')).statusCode).toBe(429);
  });

  it('blocks an address after 20 failures over any e-mails', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    for (let i = 0; i < 20; i++)
      expect((await attempt(`x${i}@teste.gov.br`, 'errada1234', '10.9.9.9')).statusCode).toBe(401);
    expect((await attempt(u.email, u.senha, '10.9.9.9')).statusCode).toBe(429);
    expect((await attempt(u.email, u.senha, '10.9.9.10')).statusCode).toBe(200);
  });

  it('counts the connection address: a forged X-Forwarded-For does not escape the lockout', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    for (let i = 0; i < 20; i++) {
      const forjado = { 'x-forwarded-for': `198.51.100.${i}` };
      expect((await attempt(`y${i}@teste.gov.br`, 'errada1234', '10.8.8.8', forjado)).statusCode).toBe(401);
    }
    const res = await attempt(u.email, u.senha, '10.8.8.8', { 'x-forwarded-for': '198.51.100.99' });
    expect(res.statusCode).toBe(429);
  });
});
