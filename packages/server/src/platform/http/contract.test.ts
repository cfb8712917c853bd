import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conflict } from '../errors.ts';
import { createTestApp, problemOf } from '../../test/harness.ts';

let app: FastifyInstance;
const web = mkdtempSync(join(tmpdir(), 'web-'));

beforeAll(async () => {
  mkdirSync(join(web, 'assets'));
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Dívida Ativa</title>');
  mkdirSync(join(web, 'portal'));
  writeFileSync(join(web, 'portal', 'index.html'), '<!doctype html><title>Portal do devedor</title>');
  writeFileSync(join(web, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(web, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log(1)'));
  app = await createTestApp({ WEB_DIST: web });
  // Routes of this test only, to reach the error handler's branches.
  app.get('/api/__teste/falha', async () => {
    throw new Error('relation "usuario" violates constraint: select senha_hash from usuario');
  });
  app.get('/api/__teste/conflito', async () => {
    throw conflict('Já existe um Órgão com esta sigla; escolha outra', 'sigla');
  });
});
afterAll(() => app.close());

describe('error contract', () => {
  it('percent-encodes UTF-8 headers and repeats them in a problem+json body', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__teste/conflito' });
    expect(res.statusCode).toBe(409);
    expect(res.headers.errormsg).toBe(encodeURIComponent('Já existe um Órgão com esta sigla; escolha outra'));
    expect(res.headers.errormsg).toMatch(/^[\x21-\x7e]+$/);
    expect(problemOf(res)).toEqual({
      errormsg: 'Já existe um Órgão com esta sigla; escolha outra',
      errorcode: '409',
      errorfields: ['sigla'],
      errormessages: ['Já existe um Órgão com esta sigla; escolha outra'],
    });
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toEqual({
      status: 409,
      errorcode: 409,
      errormsg: 'Já existe um Órgão com esta sigla; escolha outra',
      errorfields: ['sigla'],
      errormessages: ['Já existe um Órgão com esta sigla; escolha outra'],
    });
  });

  it('never shows a stack trace or SQL in a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/__teste/falha' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toMatch(/senha_hash|select|stack|at /i);
    expect(problemOf(res).errormsg).toBe('Ocorreu um erro inesperado. Tente novamente mais tarde.');
  });

  // Cross-origin pages get no CORS answer unless CORS_ORIGINS lists them; listed origins get the
  // error headers exposed (security.test.ts).
  it('answers no cross-origin page by default', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/__teste/conflito',
      headers: { origin: 'http://outro.host' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-expose-headers']).toBeUndefined();
  });

  it('answers malformed JSON with a Portuguese 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormsg).toBe('O corpo da requisição não é um JSON válido');
  });

  it('refuses a NUL character in any string of a JSON body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/recoverPassword',
      payload: { email: 'a\u0000@b.com' },
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormsg).toBe('O texto enviado contém caracteres inválidos');
  });

  it('answers an unknown API path with a 404 problem', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/problem\+json/);
  });
});

describe('platform endpoints', () => {
  it('health checks the database', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.json()).toEqual({ status: 'ok', node: expect.any(String), database: 'ok', store: 'ok' });
  });

  it('serves runtime configuration, the OpenAPI document and the web app with SPA fallback', async () => {
    expect((await app.inject({ method: 'GET', url: '/app.conf.json?v=123' })).json()).toEqual({
      apiUrl: '/api',
      captcha: { challengeUrl: '/api/auth/captcha' },
    });
    const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(Object.keys(docs.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/usuario/list', '/api/documento/upload']),
    );
    const deep = await app.inject({ method: 'GET', url: '/tipoDocumento/12?nome=x' });
    expect(deep.statusCode).toBe(200);
    expect(deep.body).toContain('Dívida Ativa');
    expect(deep.headers['cache-control']).toBe('no-cache');
    // the debtor portal is a page of its own (docs/portal.md §4)
    for (const url of ['/portal', '/portal/debitos/12', '/portal/entrar?erro=cancelado']) {
      const portal = await app.inject({ method: 'GET', url });
      expect(portal.statusCode, url).toBe(200);
      expect(portal.body, url).toContain('Portal do devedor');
    }
    expect((await app.inject({ method: 'GET', url: '/portalx' })).body).toContain('Dívida Ativa');
    const asset = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    const br = await app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
  });
});
