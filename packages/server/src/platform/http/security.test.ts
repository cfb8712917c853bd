import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { inlineScriptHashes, registerSecurity } from './security.ts';

let app: FastifyInstance;
let token: string;
let refreshToken: string;
let usuarioId: number;
beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: ['USUARIO_CONSULTAR'] });
  usuarioId = u.id;
  ({ accessToken: token, refreshToken } = await login(app, u.email, u.senha));
});
afterAll(() => app.close());

/** The directives of a Content-Security-Policy header, by name. */
const diretivas = (csp: unknown) =>
  new Map(
    String(csp)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([nome, ...valores]) => [nome!, valores]),
  );

describe('security headers', () => {
  it('send a Content-Security-Policy without inline scripts that no other site may frame', async () => {
    for (const url of ['/', '/api/health', '/login']) {
      const res = await app.inject({ method: 'GET', url });
      const csp = diretivas(res.headers['content-security-policy']);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      // Plain HTTP (PUBLIC_URL http://...): no HSTS, no upgrade of requests.
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(csp.has('upgrade-insecure-requests')).toBe(false);
    }
  });

  it('keep sign-in, refresh, personal data and PDFs out of every cache', async () => {
    const refresh = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: bearerOf(refreshToken),
    });
    expect(refresh.statusCode).toBe(200);
    const falhaLogin = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'x@teste.gov.br', senha: 'errada1234', recaptchaToken: 'x' },
    });
    const dados = await app.inject({
      method: 'GET',
      url: `/api/usuario/${usuarioId}`,
      headers: bearerOf(token),
    });
    expect(dados.statusCode).toBe(200);
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/usuario/${usuarioId}/imprimir`,
      headers: bearerOf(token),
    });
    expect(pdf.headers['content-type']).toMatch(/^application\/pdf/);
    for (const res of [refresh, falhaLogin, dados, pdf])
      expect(res.headers['cache-control']).toBe('no-store');
  });

  it('send no CORS header by default: another site cannot read the API from a browser', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://outro-site.example' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/usuario/list',
      headers: { origin: 'https://outro-site.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('security headers behind https with an allow-list of origins', () => {
  let bare: FastifyInstance;
  beforeAll(async () => {
    bare = Fastify();
    await registerSecurity(bare, {
      publicUrl: 'https://divida.orgao.gov.br',
      corsOrigins: ['https://painel.orgao.gov.br'],
    });
    bare.get('/api/x', async () => ({ ok: true }));
  });
  afterAll(() => bare.close());

  it('send HSTS, upgrade insecure requests and allow only the listed origins', async () => {
    const permitido = await bare.inject({
      method: 'GET',
      url: '/api/x',
      headers: { origin: 'https://painel.orgao.gov.br' },
    });
    expect(permitido.headers['strict-transport-security']).toMatch(/max-age=31536000/);
    expect(diretivas(permitido.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(
      true,
    );
    expect(permitido.headers['access-control-allow-origin']).toBe('https://painel.orgao.gov.br');
    expect(String(permitido.headers['access-control-expose-headers'])).toContain('errormsg');
    const outro = await bare.inject({
      method: 'GET',
      url: '/api/x',
      headers: { origin: 'https://mal.example' },
    });
    expect(outro.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the built page's inline script", () => {
  it('is allowed by its hash alone (no other inline script, no unsafe-inline)', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'divida-csp-'));
    try {
      const script = 'document.getElementById("root").dataset.x="1"';
      writeFileSync(
        join(dist, 'index.html'),
        `<!doctype html><head><script type="module" src="/assets/index.js"></script></head><body><div id="root"></div><script>${script}</script></body>`,
      );
      const hash = `sha256-${createHash('sha256').update(script).digest('base64')}`;
      expect(inlineScriptHashes(dist)).toEqual([hash]);
      expect(inlineScriptHashes(join(dist, 'none'))).toEqual([]);

      const f = Fastify();
      await registerSecurity(f, { publicUrl: 'http://localhost', corsOrigins: [], webDist: dist });
      f.get('/', (_request, reply) => void reply.type('text/html').send(''));
      const res = await f.inject({ method: 'GET', url: '/' });
      await f.close();
      expect(diretivas(res.headers['content-security-policy']).get('script-src')).toEqual([
        "'self'",
        `'${hash}'`,
      ]);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});
