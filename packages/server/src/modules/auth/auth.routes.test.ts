import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  bearerOf,
  createTestApp,
  login,
  problemOf,
  seedOrgao,
  seedUsuario,
  solveCaptcha,
} from '../../test/harness.ts';

let app: FastifyInstance;
let orgaoId: number;

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
});
afterAll(() => app.close());

describe('captcha and login', () => {
  it('signs in with a solved captcha and answers the user', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const r = await login(app, u.email.toUpperCase(), u.senha);
    expect(r.user).toMatchObject({ id: u.id, nome: u.nome, email: u.email, perfil: { id: u.perfilId } });
    expect(r.user).not.toHaveProperty('senhaHash');
    const payload = JSON.parse(Buffer.from(r.accessToken.split('.')[1]!, 'base64url').toString());
    expect(payload.scope).toBe('USUARIO_CONSULTAR');
    expect(payload.sub).toBe(String(u.id));
    expect(payload.orgao).toBe(orgaoId);
    expect(payload.exp - payload.iat).toBe(20 * 60);
  });

  it('refuses a captcha payload used before', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    const token = await solveCaptcha(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, senha: u.senha, recaptchaToken: token },
    });
    expect(first.statusCode).toBe(200);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, senha: u.senha, recaptchaToken: token },
    });
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).errorfields).toEqual(['recaptchaToken']);
  });

  it('refuses a forged captcha payload', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    const token = await solveCaptcha(app);
    const decoded = JSON.parse(Buffer.from(token, 'base64').toString());
    const key: string = decoded.solution.derivedKey;
    decoded.solution.derivedKey = (key[0] === '0' ? '1' : '0') + key.slice(1);
    const forged = Buffer.from(JSON.stringify(decoded)).toString('base64');
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, senha: u.senha, recaptchaToken: forged },
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormsg).toMatch(/Verificação de segurança/);
  });

  it('answers the same for a wrong password and an unknown e-mail', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    for (const [email, senha] of [
      [u.email, 'outraSenha1'],
      ['ninguem@teste.gov.br', 'outraSenha1'],
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, senha, recaptchaToken: await solveCaptcha(app) },
      });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res)).toMatchObject({ errormsg: 'E-mail ou senha inválidos', errorcode: '21' });
    }
  });

  it('refuses an inactive user even with the right password', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [], ativo: false });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, senha: u.senha, recaptchaToken: await solveCaptcha(app) },
    });
    expect(res.statusCode).toBe(403);
    expect(problemOf(res).errormsg).toBe('Usuário inativo. Procure o administrador do sistema.');
  });

  it('gives field errors with the spec messages', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x', senha: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    const p = problemOf(res);
    expect(p.errorfields).toEqual(['email', 'senha', 'recaptchaToken']);
    expect(p.errormessages).toEqual([
      'E-mail inválido',
      'É necessário informar a senha',
      'É necessário resolver a verificação de segurança',
    ]);
    expect(res.json()).toMatchObject({
      status: 400,
      errorfields: p.errorfields,
      errormessages: p.errormessages,
    });
  });
});

describe('refresh, reuse and logout', () => {
  it('rotates the refresh token; a rotated one presented again revokes the session', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const first = await login(app, u.email, u.senha);
    const r1 = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: bearerOf(first.refreshToken),
    });
    expect(r1.statusCode).toBe(200);
    const second = r1.json() as { accessToken: string; refreshToken: string };
    expect(second.refreshToken).not.toBe(first.refreshToken);
    const me = await app.inject({
      method: 'GET',
      url: `/api/usuario/${u.id}`,
      headers: bearerOf(second.accessToken),
    });
    expect(me.statusCode).toBe(200);

    const reuse = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: bearerOf(first.refreshToken),
    });
    expect(reuse.statusCode).toBe(401);
    expect(problemOf(reuse).errorcode).toBe('27');
    // The whole session is gone: the newest tokens stop working at once.
    const after = await app.inject({
      method: 'GET',
      url: `/api/usuario/${u.id}`,
      headers: bearerOf(second.accessToken),
    });
    expect(after.statusCode).toBe(401);
    expect(problemOf(after).errorcode).toBe('27');
    const refreshAfter = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: bearerOf(second.refreshToken),
    });
    expect(problemOf(refreshAfter).errorcode).toBe('27');
  });

  it('answers 22 for a missing, malformed or unknown token', async () => {
    for (const headers of [{}, { authorization: 'Bearer abc' }, { authorization: 'Basic x' }]) {
      const res = await app.inject({ method: 'POST', url: '/api/usuario/list', headers, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).errorcode).toBe('22');
    }
    const res = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: bearerOf('desconhecido'),
    });
    expect(res.statusCode).toBe(401);
    expect(problemOf(res).errorcode).toBe('22');
  });

  it('logout stops the access token at once', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const s = await login(app, u.email, u.senha);
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerOf(s.accessToken),
    });
    expect(out.statusCode).toBe(200);
    const res = await app.inject({
      method: 'POST',
      url: '/api/usuario/list',
      headers: bearerOf(s.accessToken),
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(problemOf(res).errorcode).toBe('27');
  });

  it('an expired refresh token ends the session', async () => {
    const short = await createTestApp({ REFRESH_TOKEN_TTL_SECONDS: '1' });
    try {
      const o = await seedOrgao(short);
      const u = await seedUsuario(short, { orgaoCredorId: o.id, permissoes: [] });
      const s = await login(short, u.email, u.senha);
      // Age the token instead of waiting for it.
      await short.ctx.db.execute(`update refresh_token set criado_em = now() - interval '1 minute'` as never);
      const res = await short.inject({
        method: 'GET',
        url: '/api/auth/token',
        headers: bearerOf(s.refreshToken),
      });
      expect(res.statusCode).toBe(401);
      expect(problemOf(res).errormsg).toBe('Sua sessão expirou, por gentileza, realize o acesso novamente');
    } finally {
      await short.close();
    }
  });
});
