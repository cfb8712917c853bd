import { ERROS_ENTRADA, MENSAGENS_PORTAL } from '@divida/domain/portal/portal.schema';
import { count } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { Navegador, portaLivre } from '../../test/navegador.ts';
import { portalSessao } from './portal.table.ts';
import { COOKIE_CSRF, COOKIE_SESSAO } from './sessao.ts';

/**
 * The portal's sign-in against the embedded provider over real HTTP (docs/portal.md §2, §6): every
 * step a browser takes, the session that results, and what must be refused with nothing created.
 */
let app: FastifyInstance;
let base: string;
let tokenDaEquipe: string;

beforeAll(async () => {
  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  app = await createTestApp({ PUBLIC_URL: base, TEST_CLOCK: 'true' });
  await app.listen({ port: porta, host: '127.0.0.1' });
  const o = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: o.id, permissoes: ['USUARIO_CONSULTAR'] });
  tokenDaEquipe = (await login(app, u.email, u.senha)).accessToken;
}, 60_000);
afterAll(() => app.close());

const sessoes = async () => (await app.ctx.db.select({ n: count() }).from(portalSessao))[0]!.n;

/** The browser up to the provider's page: its form's address. */
async function ateOFormulario(nav: Navegador, destino = '/portal/debitos') {
  const res = await nav.seguir(`/api/portal/sessao/entrar?destino=${encodeURIComponent(destino)}`);
  expect(res.status).toBe(200);
  const pagina = await res.text();
  expect(pagina).toContain('Ambiente de demonstração: não é o gov.br');
  const acao = /action="([^"]+)"/.exec(pagina)![1]!;
  return acao;
}

/** The provider's page's Cancelar link. */
async function ateOCancelar(nav: Navegador) {
  const res = await nav.seguir('/api/portal/sessao/entrar');
  return /href="([^"]+)">Cancelar/.exec(await res.text())![1]!;
}

/** Signs in as a person; answers the redirect back to our callback (not followed) and its URL. */
async function entrarNoProvedor(nav: Navegador, cpf: string, senha: string) {
  const acao = await ateOFormulario(nav);
  const res = await nav.seguir(
    acao,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ cpf, senha }).toString(),
    },
    (u) => u.pathname === '/api/portal/sessao/retorno',
  );
  expect(res.status).toBeGreaterThanOrEqual(300);
  return new URL(res.headers.get('location')!, base);
}

describe('sign-in through the embedded provider', () => {
  it('PKCE, state and nonce: the callback makes a session with the claims kept, then logout ends it', async () => {
    const nav = new Navegador(base);
    const primeiro = await nav.ir('/api/portal/sessao/entrar?destino=/portal/debitos');
    expect(primeiro.status).toBe(302);
    const autorizacao = new URL(primeiro.headers.get('location')!);
    expect(autorizacao.pathname).toBe('/idp/auth');
    expect(autorizacao.searchParams.get('code_challenge_method')).toBe('S256');
    expect(autorizacao.searchParams.get('state')!.length).toBeGreaterThanOrEqual(22);
    expect(autorizacao.searchParams.get('nonce')!.length).toBeGreaterThanOrEqual(22);
    expect(autorizacao.searchParams.get('scope')).toContain('govbr_confiabilidades');

    const nav2 = new Navegador(base);
    const volta = await entrarNoProvedor(nav2, '529.982.247-25', 'cidada123');
    const res = await nav2.ir(volta.toString());
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/portal/debitos');
    const cookies = res.headers.getSetCookie().join('\n');
    expect(cookies).toMatch(/portal_sessao=[^;]+;.*HttpOnly/i);
    expect(cookies).toMatch(/portal_sessao=[^;]+;.*SameSite=Lax/i);
    expect(cookies).toMatch(/portal_csrf=[^;]+;.*SameSite=Strict/i);
    expect(cookies).not.toMatch(/portal_csrf=[^;]+;.*HttpOnly/i);

    const sessao = await nav2.ir('/api/portal/sessao');
    expect(sessao.status).toBe(200);
    const s = (await sessao.json()) as { csrf: string };
    expect(s).toMatchObject({
      cpf: '52998224725',
      nome: 'Maria das Dores Silva',
      email: 'maria.dores@exemplo.com.br',
      nivel: 'prata',
      amr: ['passwd'],
      podeAssinarAcordo: true,
      nivelExigidoAcordo: 'prata',
    });
    expect(s.csrf).toBe(nav2.cookie(COOKIE_CSRF));
    expect(JSON.stringify(s)).not.toContain(nav2.cookie(COOKIE_SESSAO)!);

    // the same callback again (a code used twice): refused, nothing more created
    const antes = await sessoes();
    const denovo = await nav2.ir(volta.toString());
    expect(denovo.headers.get('location')).toBe('/portal/entrar?erro=sessao');
    expect(await sessoes()).toBe(antes);

    // a write without the CSRF token is 403; with it, the logout answers the provider's end-session URL
    expect((await nav2.ir('/api/portal/sessao/sair', { method: 'POST' })).status).toBe(403);
    const errado = await nav2.ir('/api/portal/sessao/sair', {
      method: 'POST',
      headers: { 'x-csrf-token': 'x' },
    });
    expect(errado.status).toBe(403);
    const sair = await nav2.ir('/api/portal/sessao/sair', {
      method: 'POST',
      headers: { 'x-csrf-token': s.csrf },
    });
    expect(sair.status).toBe(200);
    const { sairDoProvedor } = (await sair.json()) as { sairDoProvedor: string };
    const fim = new URL(sairDoProvedor);
    expect(fim.pathname).toBe('/idp/session/end');
    expect(fim.searchParams.get('id_token_hint')).toBeTruthy();
    expect(fim.searchParams.get('post_logout_redirect_uri')).toBe(`${base}/portal/saiu`);
    expect(nav2.cookie(COOKIE_SESSAO)).toBeUndefined();
  });

  it('a bronze person may consult but not sign; the level comes from reliability_info', async () => {
    const nav = new Navegador(base);
    await nav.ir((await entrarNoProvedor(nav, '15350946056', 'bronze123')).toString());
    const s = await (await nav.ir('/api/portal/sessao')).json();
    expect(s).toMatchObject({ nivel: 'bronze', podeAssinarAcordo: false, email: null });
  });

  it('a tampered state is refused and creates nothing', async () => {
    const nav = new Navegador(base);
    const volta = await entrarNoProvedor(nav, '529.982.247-25', 'cidada123');
    volta.searchParams.set('state', 'outro-estado-qualquer-0123456789');
    const antes = await sessoes();
    const res = await nav.ir(volta.toString());
    expect(res.headers.get('location')).toBe('/portal/entrar?erro=recusado');
    expect(await sessoes()).toBe(antes);
    expect(nav.cookie(COOKIE_SESSAO)).toBeUndefined();
  });

  it('a callback without the sign-in cookie (another browser) is refused', async () => {
    const volta = await entrarNoProvedor(new Navegador(base), '529.982.247-25', 'cidada123');
    const res = await new Navegador(base).ir(volta.toString());
    expect(res.headers.get('location')).toBe('/portal/entrar?erro=sessao');
  });

  it("Cancelar on the provider's page comes back as 'cancelado'", async () => {
    const nav = new Navegador(base);
    const cancelar = await ateOCancelar(nav);
    const res = await nav.seguir(cancelar, {}, (u) => u.pathname.startsWith('/api/portal/sessao/retorno'));
    const volta = await nav.ir(new URL(res.headers.get('location')!, base).toString());
    expect(volta.headers.get('location')).toBe('/portal/entrar?erro=cancelado');
    expect(ERROS_ENTRADA.cancelado).toBe('Você cancelou a entrada pelo gov.br. Nada foi alterado.');
  });

  it('a wrong password stays on the page; a destination off /portal is replaced by /portal', async () => {
    const nav = new Navegador(base);
    const acao = await ateOFormulario(nav, 'https://evil.example/roubo');
    const res = await nav.ir(acao, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cpf=52998224725&senha=errada',
    });
    expect(res.status).toBe(401);
    expect(await res.text()).toContain('CPF ou senha não conferem.');
    const nav2 = new Navegador(base);
    const entrada = await nav2.ir('/api/portal/sessao/entrar?destino=https://evil.example/');
    expect(entrada.status).toBe(302);
    const volta = await entrarNoProvedor(nav2, '52998224725', 'cidada123');
    expect((await nav2.ir(volta.toString())).headers.get('location')).toBe('/portal/debitos');
  });
});

describe('the two surfaces apart', () => {
  it("a staff token on /api/portal is 401; the portal's cookie, or its value as a bearer, on the staff API is 401", async () => {
    const comToken = await app.inject({
      method: 'GET',
      url: '/api/portal/sessao',
      headers: bearerOf(tokenDaEquipe),
    });
    expect(comToken.statusCode).toBe(401);
    expect(comToken.json().errormsg ?? comToken.headers.errormsg).toBeTruthy();

    const nav = new Navegador(base);
    await nav.ir((await entrarNoProvedor(nav, '11144477735', 'cidadao123')).toString());
    const cookie = nav.cookie(COOKIE_SESSAO)!;
    const staff = await app.inject({
      method: 'GET',
      url: '/api/usuario/1',
      headers: { cookie: `${COOKIE_SESSAO}=${cookie}` },
    });
    expect(staff.statusCode).toBe(401);
    const comoBearer = await app.inject({ method: 'GET', url: '/api/usuario/1', headers: bearerOf(cookie) });
    expect(comoBearer.statusCode).toBe(401);
    // and the staff token beside a valid portal cookie is still refused on the portal
    const ambos = await app.inject({
      method: 'GET',
      url: '/api/portal/sessao',
      headers: { ...bearerOf(tokenDaEquipe), cookie: `${COOKIE_SESSAO}=${cookie}` },
    });
    expect(ambos.statusCode).toBe(401);
  });

  it('without a session: 401 in Portuguese; a malformed callback is a redirect, never a 5xx', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/portal/sessao' });
    expect(res.statusCode).toBe(401);
    expect(decodeURIComponent(String(res.headers.errormsg))).toBe(MENSAGENS_PORTAL.semSessao);
    const lixo = await app.inject({ method: 'GET', url: '/api/portal/sessao/retorno?code[]=1&state=%00' });
    expect(lixo.statusCode).toBeLessThan(500);
  });
});

describe('no provider configured', () => {
  let semProvedor: FastifyInstance;
  beforeAll(async () => {
    semProvedor = await createTestApp(
      {},
      { portal: { issuer: null, clientId: 'x', clientSecret: '', nivelAcordo: 'prata', idpEmbutido: false } },
    );
  });
  afterAll(() => semProvedor.close());

  it("answers the sign-in 503 'O acesso pelo gov.br não está configurado.'; /idp does not exist", async () => {
    const res = await semProvedor.inject({ method: 'GET', url: '/api/portal/sessao/entrar' });
    expect(res.statusCode).toBe(503);
    expect(decodeURIComponent(String(res.headers.errormsg))).toBe(MENSAGENS_PORTAL.naoConfigurado);
    const idp = await semProvedor.inject({ method: 'GET', url: '/idp/.well-known/openid-configuration' });
    expect(idp.statusCode).toBe(404);
  });
});
