import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MENSAGENS_PORTAL, type NivelConfiabilidade } from '@divida/domain/portal/portal.schema';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import type { Executor } from '../../platform/db/database.ts';
import { AppError, forbidden } from '../../platform/errors.ts';
import { portalSessao } from './portal.table.ts';

/**
 * The portal's own session (docs/portal.md §5.1): a random token in the httpOnly cookie
 * `portal_sessao`, a CSRF token in the readable cookie `portal_csrf` that every write sends back as
 * `X-CSRF-Token`; both kept as SHA-256 hashes. 30 minutes idle, 8 hours at most. Never the provider's
 * tokens: the id_token stays on the server, for the logout only.
 */

export const COOKIE_SESSAO = 'portal_sessao';
export const COOKIE_CSRF = 'portal_csrf';
export const OCIOSA_MS = 30 * 60 * 1000;
export const MAXIMA_MS = 8 * 60 * 60 * 1000;
/** a session's last use is written at most once a minute: reads do not each write a row */
const TOQUE_MS = 60 * 1000;

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');
const aleatorio = () => randomBytes(32).toString('base64url');

/** The person a portal session speaks for. */
export interface Pessoa {
  sessaoId: string;
  cpf: string;
  nome: string;
  email: string | null;
  nivel: NivelConfiabilidade;
  amr: string[];
  cnpjCertificado: string | null;
  expiraEm: Date;
}

declare module 'fastify' {
  interface FastifyRequest {
    pessoa?: Pessoa;
  }
}

const seguro = (config: Config) => config.publicUrl.startsWith('https:');

export function definirCookiesDaSessao(reply: FastifyReply, config: Config, token: string, csrf: string) {
  const secure = seguro(config);
  reply.setCookie(COOKIE_SESSAO, token, { httpOnly: true, sameSite: 'lax', path: '/', secure });
  reply.setCookie(COOKIE_CSRF, csrf, { httpOnly: false, sameSite: 'strict', path: '/', secure });
}

export function limparCookiesDaSessao(reply: FastifyReply, config: Config) {
  const secure = seguro(config);
  reply.clearCookie(COOKIE_SESSAO, { path: '/', secure });
  reply.clearCookie(COOKIE_CSRF, { path: '/', secure });
}

export interface DadosDaPessoa {
  cpf: string;
  nome: string;
  email: string | null;
  nivel: NivelConfiabilidade;
  amr: string[];
  cnpjCertificado: string | null;
  idToken: string;
  ip: string;
}

/** A new session for a person the provider vouched for: its id, cookie token and CSRF token. */
export async function criarSessao(ex: Executor, d: DadosDaPessoa) {
  const id = randomUUID();
  const token = aleatorio();
  const csrf = aleatorio();
  const expiraEm = new Date(Date.now() + MAXIMA_MS);
  await ex.insert(portalSessao).values({
    id,
    tokenHash: sha256(token),
    csrfHash: sha256(csrf),
    cpf: d.cpf,
    nome: d.nome,
    email: d.email,
    nivel: d.nivel,
    amr: d.amr,
    cnpjCertificado: d.cnpjCertificado,
    idToken: d.idToken,
    ip: d.ip.slice(0, 60),
    expiraEm,
  });
  return { id, token, csrf, expiraEm };
}

/** The live session of a cookie's token (not ended, not past 8 hours, used in the last 30 minutes). */
async function sessaoViva(ex: Executor, token: string) {
  const agora = new Date();
  const [s] = await ex
    .select()
    .from(portalSessao)
    .where(
      and(
        eq(portalSessao.tokenHash, sha256(token)),
        isNull(portalSessao.encerradaEm),
        gt(portalSessao.expiraEm, agora),
        gt(portalSessao.ultimoUsoEm, new Date(agora.getTime() - OCIOSA_MS)),
      ),
    );
  if (s && agora.getTime() - s.ultimoUsoEm.getTime() > TOQUE_MS)
    await ex.update(portalSessao).set({ ultimoUsoEm: agora }).where(eq(portalSessao.id, s.id));
  return s;
}

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const semSessao = () => new AppError('TOKEN_INVALID', MENSAGENS_PORTAL.semSessao);

/**
 * The portal's guard (onRequest of every route that needs a person): a staff credential (any
 * Authorization header) is refused as no session at all, 401; the cookie's session must be alive,
 * 401; a write must send the session's CSRF token as `X-CSRF-Token`, equal to the `portal_csrf`
 * cookie, else 403. Sets `request.pessoa`.
 */
export function exigirPessoa(ex: Executor) {
  return async (request: FastifyRequest) => {
    if (request.headers.authorization !== undefined) throw semSessao();
    const token = request.cookies[COOKIE_SESSAO];
    if (!token) throw semSessao();
    const s = await sessaoViva(ex, token);
    if (!s) throw semSessao();
    if (ESCRITAS.has(request.method)) {
      const enviado = request.headers['x-csrf-token'];
      const cookie = request.cookies[COOKIE_CSRF];
      if (typeof enviado !== 'string' || enviado !== cookie || sha256(enviado) !== s.csrfHash)
        throw forbidden(MENSAGENS_PORTAL.csrf);
    }
    request.pessoa = {
      sessaoId: s.id,
      cpf: s.cpf,
      nome: s.nome,
      email: s.email,
      nivel: s.nivel,
      amr: s.amr,
      cnpjCertificado: s.cnpjCertificado,
      expiraEm: s.expiraEm,
    };
  };
}

export const pessoaDe = (request: FastifyRequest): Pessoa => {
  if (!request.pessoa) throw semSessao();
  return request.pessoa;
};

/** Ends a session; answers its id_token (for the provider's logout). */
export async function encerrarSessao(ex: Executor, sessaoId: string): Promise<string | null> {
  const [s] = await ex
    .update(portalSessao)
    .set({ encerradaEm: sql`now()` })
    .where(and(eq(portalSessao.id, sessaoId), isNull(portalSessao.encerradaEm)))
    .returning({ idToken: portalSessao.idToken });
  return s?.idToken ?? null;
}

/** The CSRF token of a session is not stored in clear: `GET sessao` answers the cookie's own value. */
export const csrfDoPedido = (request: FastifyRequest) => request.cookies[COOKIE_CSRF] ?? '';

/**
 * A session's request limit (docs/portal.md §5.2: reads 120, writes 30 a minute), counted per session
 * cookie, or per address without one (a request the guard will refuse).
 */
export const porSessao = (max: number): RateLimitOptions => ({
  max,
  timeWindow: 60_000,
  keyGenerator: (request: FastifyRequest) => {
    const token = request.cookies[COOKIE_SESSAO];
    return token ? `portal:${sha256(token)}` : `portal-ip:${request.ip}`;
  },
});
