import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { Navegador, portaLivre } from '../../test/navegador.ts';
import { portalSessao } from './portal.table.ts';

/**
 * The id_token's checks (docs/portal.md §2 step 3) against a provider on loopback that the test
 * controls: it answers a well-formed sign-in, then an id_token signed by another key than its JWKS
 * publishes, of another audience, of another issuer, expired, or with another nonce. Each must be
 * refused with nothing created; the well-formed one must pass, so the refusals are the checks' doing.
 */
type Modo = 'certo' | 'outraChave' | 'outraAudiencia' | 'outroEmissor' | 'expirado' | 'outroNonce';

const CLIENTE = 'portal-teste';
const SEGREDO = 'segredo-do-portal-de-teste';
let modo: Modo = 'certo';
let autenticacaoDoToken = '';
let app: FastifyInstance;
let provedor: Server;
let base: string;

const b64 = (x: object | Buffer) =>
  (Buffer.isBuffer(x) ? x : Buffer.from(JSON.stringify(x))).toString('base64url');
function jwt(payload: object, chave: KeyObject) {
  const corpo = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'k1' })}.${b64(payload)}`;
  return `${corpo}.${b64(sign('sha256', Buffer.from(corpo), chave))}`;
}

beforeAll(async () => {
  const publicada = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const outra = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const portaProvedor = await portaLivre();
  const issuer = `http://127.0.0.1:${portaProvedor}`;
  const nonces = new Map<string, string>();
  provedor = createServer((req, res) => {
    const url = new URL(req.url!, issuer);
    const json = (o: object) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(o));
    };
    if (url.pathname === '/.well-known/openid-configuration')
      return json({
        issuer,
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_basic'],
      });
    if (url.pathname === '/jwks')
      return json({
        keys: [{ ...publicada.publicKey.export({ format: 'jwk' }), kid: 'k1', use: 'sig', alg: 'RS256' }],
      });
    if (url.pathname === '/auth') {
      const code = `codigo-${Math.random().toString(36).slice(2)}`;
      nonces.set(code, url.searchParams.get('nonce')!);
      const volta = new URL(url.searchParams.get('redirect_uri')!);
      volta.searchParams.set('code', code);
      volta.searchParams.set('state', url.searchParams.get('state')!);
      res.statusCode = 302;
      res.setHeader('location', volta.toString());
      return res.end();
    }
    if (url.pathname === '/token') {
      autenticacaoDoToken = String(req.headers.authorization ?? '');
      let corpo = '';
      req.on('data', (c: Buffer) => (corpo += c.toString()));
      req.on('end', () => {
        const code = new URLSearchParams(corpo).get('code')!;
        const agora = Math.floor(Date.now() / 1000);
        const claims = {
          iss: modo === 'outroEmissor' ? 'http://127.0.0.1:1/outro' : issuer,
          aud: modo === 'outraAudiencia' ? 'outro-cliente' : CLIENTE,
          sub: '529.982.247-25',
          name: 'Maria das Dores Silva',
          iat: agora - (modo === 'expirado' ? 600 : 0),
          exp: agora + (modo === 'expirado' ? -300 : 60),
          nonce: modo === 'outroNonce' ? 'outro' : nonces.get(code),
          reliability_info: { level: 'silver' },
        };
        json({
          access_token: 'acesso',
          token_type: 'Bearer',
          expires_in: 60,
          id_token: jwt(claims, modo === 'outraChave' ? outra.privateKey : publicada.privateKey),
        });
      });
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((r) => provedor.listen(portaProvedor, '127.0.0.1', r));

  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  app = await createTestApp({
    PUBLIC_URL: base,
    PORTAL_OIDC_ISSUER: issuer,
    PORTAL_OIDC_CLIENT_ID: CLIENTE,
    PORTAL_OIDC_CLIENT_SECRET: SEGREDO,
  });
  await app.listen({ port: porta, host: '127.0.0.1' });
}, 60_000);
afterAll(async () => {
  await app.close();
  await new Promise((r) => provedor.close(r));
});

const sessoes = async () => (await app.ctx.db.select({ n: count() }).from(portalSessao))[0]!.n;

/** A whole sign-in against the test's provider: where the callback sends the browser. */
async function entrar(m: Modo) {
  modo = m;
  const nav = new Navegador(base);
  const res = await nav.seguir('/api/portal/sessao/entrar?destino=/portal', {}, (u) => u.origin !== base);
  const alvo = new URL(res.headers.get('location')!);
  const doProvedor = await fetch(alvo, { redirect: 'manual' });
  const volta = await nav.ir(doProvedor.headers.get('location')!);
  return { destino: volta.headers.get('location'), nav };
}

describe('the id_token of a configured provider', () => {
  it('a well-formed one signs in, the code exchanged with HTTP Basic client authentication', async () => {
    const { destino, nav } = await entrar('certo');
    expect(destino).toBe('/portal');
    // RFC 6749 §2.3.1: id and secret form-encoded, then Basic
    expect(autenticacaoDoToken).toMatch(/^Basic /);
    const [id, segredo] = Buffer.from(autenticacaoDoToken.slice(6), 'base64').toString().split(':');
    expect([decodeURIComponent(id!), decodeURIComponent(segredo!)]).toEqual([CLIENTE, SEGREDO]);
    const s = (await (await nav.ir('/api/portal/sessao')).json()) as { cpf: string; nivel: string };
    expect(s).toMatchObject({ cpf: '52998224725', nivel: 'prata' });
  });

  for (const m of ['outraChave', 'outraAudiencia', 'outroEmissor', 'expirado', 'outroNonce'] as const) {
    it(`${m}: refused, no session, no cookie`, async () => {
      const antes = await sessoes();
      const { destino, nav } = await entrar(m);
      expect(destino).toBe('/portal/entrar?erro=recusado');
      expect(await sessoes()).toBe(antes);
      expect(nav.cookie('portal_sessao')).toBeUndefined();
    });
  }

  it("the provider down: 'indisponivel', never a 5xx", async () => {
    const outro = await createTestApp({
      PUBLIC_URL: base,
      PORTAL_OIDC_ISSUER: `http://127.0.0.1:${await portaLivre()}/ninguem`,
      PORTAL_OIDC_CLIENT_SECRET: SEGREDO,
    });
    const res = await outro.inject({ method: 'GET', url: '/api/portal/sessao/entrar' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/portal/entrar?erro=indisponivel');
    await outro.close();
  });
});
