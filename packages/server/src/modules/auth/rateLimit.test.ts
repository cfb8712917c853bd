import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, problemOf } from '../../test/harness.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp(
    {},
    {
      limites: {
        captchaPorMinuto: 3,
        recuperacaoPorEndereco: 4,
        recuperacaoPorEmail: 2,
        janelaRecuperacaoMs: 60_000,
      },
    },
  );
});
afterAll(() => app.close());

const captcha = (ip: string) => app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress: ip });
const recuperar = (email: string, ip: string) =>
  app.inject({ method: 'POST', url: '/api/auth/recoverPassword', remoteAddress: ip, payload: { email } });
const redefinir = (ip: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/resetPassword',
    remoteAddress: ip,
    payload: { novaSenha: 'novaSenha9', token: 'nao-existe' },
  });

function esperaLimite(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(problemOf(res).errorcode).toBe('429');
  expect(problemOf(res).errormsg).toMatch(/^Muitas solicitações\. Tente novamente após \d\d:\d\d\.$/);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

describe('request limits', () => {
  it('limit captcha challenges per address', async () => {
    for (let i = 0; i < 3; i++) expect((await captcha('10.3.3.3')).statusCode).toBe(200);
    esperaLimite(await captcha('10.3.3.3'));
    expect((await captcha('10.3.3.4')).statusCode).toBe(200);
  });

  it('limit password recovery per e-mail, whatever the address, and the same for unknown accounts', async () => {
    const email = 'ninguem@teste.gov.br';
    expect((await recuperar(email, '10.4.0.1')).statusCode).toBe(200);
    expect((await recuperar(email.toUpperCase(), '10.4.0.2')).statusCode).toBe(200);
    esperaLimite(await recuperar(email, '10.4.0.3'));
    expect((await recuperar('outro@teste.gov.br', '10.4.0.3')).statusCode).toBe(200);
  });

  it('limit password recovery and reset per address', async () => {
    for (let i = 0; i < 4; i++)
      expect((await recuperar(`r${i}@teste.gov.br`, '10.5.5.5')).statusCode).toBe(200);
    esperaLimite(await recuperar('r9@teste.gov.br', '10.5.5.5'));
    for (let i = 0; i < 4; i++) expect((await redefinir('10.6.6.6')).statusCode).toBe(400);
    esperaLimite(await redefinir('10.6.6.6'));
  });
});
