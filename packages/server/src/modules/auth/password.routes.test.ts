import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearerOf,
  createTestApp,
  login,
  problemOf,
  seedOrgao,
  seedUsuario,
  solveCaptcha,
} from '../../test/harness.ts';

/** A real SMTP server on loopback; each received message is pushed to `inbox`. */
const inbox: { to: string; raw: string }[] = [];
const waiters: (() => void)[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      waiters.splice(0).forEach((w) => w());
      callback();
    });
  },
});

async function nextMail(to: string) {
  for (;;) {
    const m = inbox.find((x) => x.to === to);
    if (m) return m;
    await new Promise<void>((r) => waiters.push(r));
  }
}

/** The reset link in a (possibly quoted-printable) message body. */
function linkIn(raw: string): string {
  const body = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /http:\/\/app\.teste\/forgotPassword\/([\w-]+)/.exec(body);
  if (!m) throw new Error('link ausente:\n' + body);
  return m[1]!;
}

let app: FastifyInstance;
let orgaoId: number;

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const port = (smtp.server.address() as AddressInfo).port;
  app = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, PUBLIC_URL: 'http://app.teste' });
  orgaoId = (await seedOrgao(app)).id;
});
afterAll(async () => {
  await app.close();
  smtp.close();
});

describe('recover and reset password', () => {
  it('e-mails a single-use link that sets a new password and ends other sessions', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const antes = await login(app, u.email, u.senha);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/recoverPassword',
      payload: { email: u.email },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Um e-mail com as instruções para recuperar sua senha foi enviado');

    const mail = await nextMail(u.email);
    expect(mail.raw).toMatch(/Subject: =\?UTF-8\?Q\?Recupera|Subject: Recupera/);
    const token = linkIn(mail.raw);

    const reset = await app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { novaSenha: 'novaSenha9', token },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe('Senha alterada com sucesso!');
    await login(app, u.email, 'novaSenha9');
    const old = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, senha: u.senha, recaptchaToken: await solveCaptcha(app) },
    });
    expect(old.statusCode).toBe(401);
    const stale = await app.inject({
      method: 'POST',
      url: '/api/usuario/list',
      headers: bearerOf(antes.accessToken),
      payload: {},
    });
    expect(problemOf(stale).errorcode).toBe('27');

    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { novaSenha: 'outraSenha9', token },
    });
    expect(again.statusCode).toBe(400);
    expect(problemOf(again).errormsg).toMatch(/inválido ou expirou/);
  });

  it('answers the same success for an unknown or inactive account and sends nothing', async () => {
    const inativo = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [], ativo: false });
    for (const email of ['nao.existe@teste.gov.br', inativo.email]) {
      const res = await app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email } });
      expect(res.statusCode).toBe(200);
      expect(res.json().message).toBe('Um e-mail com as instruções para recuperar sua senha foi enviado');
    }
    // A later message to someone else arrives alone: nothing went to those two.
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email: u.email } });
    await nextMail(u.email);
    expect(inbox.filter((m) => m.to === inativo.email || m.to === 'nao.existe@teste.gov.br')).toEqual([]);
  });

  it('an expired link is refused', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    await app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email: u.email } });
    const token = linkIn((await nextMail(u.email)).raw);
    await app.ctx.db.execute(`update redefinicao_senha set expira_em = now() - interval '1 second'` as never);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/resetPassword',
      payload: { novaSenha: 'novaSenha9', token },
    });
    expect(res.statusCode).toBe(400);
  });

  it('applies the password rules with the spec messages', async () => {
    const cases: [string, string][] = [
      ['', 'Este campo é obrigatório'],
      ['abc1', 'A senha deve ter no mínimo 8 caracteres'],
      ['a1' + 'x'.repeat(31), 'A senha deve ter no máximo 32 caracteres'],
      ['SOMENTEMAIUSC1', 'A senha é inválida'],
      ['semnumeroaqui', 'A senha é inválida'],
    ];
    for (const [novaSenha, message] of cases) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/resetPassword',
        payload: { novaSenha, token: 'x' },
      });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({ errorfields: ['novaSenha'], errormessages: [message] });
    }
  });
});

describe('change password', () => {
  it('checks the current password, keeps the caller signed in and ends its other sessions', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const a = await login(app, u.email, u.senha);
    const b = await login(app, u.email, u.senha);
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/usuario/changePassword',
      headers: bearerOf(a.accessToken),
      payload: { senhaAtual: 'errada123', senhaNova: 'trocada123' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(problemOf(wrong)).toMatchObject({
      errorfields: ['senhaAtual'],
      errormessages: ['A senha atual está incorreta'],
    });
    const missing = await app.inject({
      method: 'POST',
      url: '/api/usuario/changePassword',
      headers: bearerOf(a.accessToken),
      payload: { senhaNova: 'trocada123' },
    });
    expect(problemOf(missing).errormessages).toEqual(['É necessário informar a senha atual']);

    const ok = await app.inject({
      method: 'POST',
      url: '/api/usuario/changePassword',
      headers: bearerOf(a.accessToken),
      payload: { senhaAtual: u.senha, senhaNova: 'trocada123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Senha alterada com sucesso');
    const mine = await app.inject({
      method: 'POST',
      url: '/api/usuario/list',
      headers: bearerOf(a.accessToken),
      payload: {},
    });
    expect(mine.statusCode).toBe(200);
    const other = await app.inject({
      method: 'POST',
      url: '/api/usuario/list',
      headers: bearerOf(b.accessToken),
      payload: {},
    });
    expect(problemOf(other).errorcode).toBe('27');
    await login(app, u.email, 'trocada123');
  });

  it('assigns another user a password only with USUARIO_ALTERAR_SENHA and within the body', async () => {
    const alvo = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [] });
    const alvoSessao = await login(app, alvo.email, alvo.senha);
    const sem = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_CONSULTAR'] });
    const com = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['USUARIO_ALTERAR_SENHA'] });
    const outroOrgao = await seedOrgao(app);
    const deFora = await seedUsuario(app, {
      orgaoCredorId: outroOrgao.id,
      permissoes: ['USUARIO_ALTERAR_SENHA'],
    });
    const payload = { idUsuario: alvo.id, senhaNova: 'atribuida1', confirmacaoSenha: 'atribuida1' };

    const t403 = await app.inject({
      method: 'POST',
      url: '/api/usuario/changeUserPassword',
      headers: bearerOf((await login(app, sem.email, sem.senha)).accessToken),
      payload,
    });
    expect(t403.statusCode).toBe(403);
    expect(problemOf(t403).errormsg).toBe('Necessário obter permissão para realizar essa ação.');
    const t404 = await app.inject({
      method: 'POST',
      url: '/api/usuario/changeUserPassword',
      headers: bearerOf((await login(app, deFora.email, deFora.senha)).accessToken),
      payload,
    });
    expect(t404.statusCode).toBe(404);

    const token = (await login(app, com.email, com.senha)).accessToken;
    const mismatch = await app.inject({
      method: 'POST',
      url: '/api/usuario/changeUserPassword',
      headers: bearerOf(token),
      payload: { ...payload, confirmacaoSenha: 'diferente1' },
    });
    expect(problemOf(mismatch)).toMatchObject({
      errorfields: ['confirmacaoSenha'],
      errormessages: ['As senhas não conferem.'],
    });
    const ok = await app.inject({
      method: 'POST',
      url: '/api/usuario/changeUserPassword',
      headers: bearerOf(token),
      payload,
    });
    expect(ok.statusCode).toBe(200);
    await login(app, alvo.email, 'atribuida1');
    const stale = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearerOf(alvoSessao.accessToken),
    });
    expect(problemOf(stale).errorcode).toBe('27');
  });
});

describe('weak passwords: common ones, or with the person’s name or e-mail (issue 23 §5)', () => {
  const comum = 'Esta senha está entre as mais usadas. Escolha outra.';
  const pessoal = 'A senha não pode conter partes do seu nome nem do seu e-mail.';

  it('are refused when changing one’s own, assigning another’s and resetting by link', async () => {
    const u = await seedUsuario(app, {
      orgaoCredorId: orgaoId,
      permissoes: ['USUARIO_ALTERAR_SENHA'],
      nome: 'Joaquina Brandão',
      email: 'jbrandao@teste.gov.br',
    });
    const token = (await login(app, u.email, u.senha)).accessToken;
    const trocar = (senhaNova: string) =>
      app.inject({
        method: 'POST',
        url: '/api/usuario/changePassword',
        headers: bearerOf(token),
        payload: { senhaAtual: u.senha, senhaNova },
      });
    for (const [senhaNova, message] of [
      ['password1', comum],
      ['senha123', comum],
      ['joaquina77', pessoal],
      ['xBrandao9', pessoal],
      ['1jbrandao', pessoal],
    ] as const) {
      const res = await trocar(senhaNova);
      expect(res.statusCode, senhaNova).toBe(400);
      expect(problemOf(res)).toMatchObject({ errorfields: ['senhaNova'], errormessages: [message] });
    }
    expect((await trocar('vento7azul')).statusCode).toBe(200);

    const outro = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [], nome: 'Teodoro Quintas' });
    const atribuir = await app.inject({
      method: 'POST',
      url: '/api/usuario/changeUserPassword',
      headers: bearerOf(token),
      payload: { idUsuario: outro.id, senhaNova: 'teodoro2026', confirmacaoSenha: 'teodoro2026' },
    });
    expect(atribuir.statusCode).toBe(400);
    expect(problemOf(atribuir)).toMatchObject({ errorfields: ['senhaNova'], errormessages: [pessoal] });

    await app.inject({ method: 'POST', url: '/api/auth/recoverPassword', payload: { email: u.email } });
    const link = linkIn((await nextMail(u.email)).raw);
    const reset = (novaSenha: string) =>
      app.inject({ method: 'POST', url: '/api/auth/resetPassword', payload: { novaSenha, token: link } });
    const fraca = await reset('qwerty123');
    expect(fraca.statusCode).toBe(400);
    expect(problemOf(fraca)).toMatchObject({ errorfields: ['novaSenha'], errormessages: [comum] });
    // the link was not spent on a refused password
    expect((await reset('mar7inho-azul')).statusCode).toBe(200);
  });
});
