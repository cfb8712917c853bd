import { MENSAGENS } from '@divida/domain/errors';
import { parseScope, type Permissao } from '@divida/domain/permissions';
import type { FastifyRequest, onRequestHookHandler } from 'fastify';
import { AppError, forbidden } from '../errors.ts';
import type { AuthUser } from '../context.ts';
import { bearer, verifyAccessToken, type AccessClaims } from './tokens.ts';

export const tokenInvalido = () => new AppError('TOKEN_INVALID', MENSAGENS.tokenInvalido);
export const sessaoEncerrada = () => new AppError('SESSION_REVOKED', MENSAGENS.sessaoEncerrada);

/**
 * Establishes the caller: a valid access token (else 401 code 22) whose session is still alive and
 * whose user is active (else 401 code 27). The session is checked on every request so that a
 * logout, a password change or a deactivation stops the token at once.
 */
export async function authenticate(request: FastifyRequest): Promise<AuthUser> {
  const { config, sessaoViva } = request.server.ctx;
  const token = bearer(request.headers.authorization);
  if (!token) throw tokenInvalido();
  const claims = await verifyAccessToken(token, config.jwtSecret);
  const id = Number(claims?.sub);
  if (!claims || !Number.isSafeInteger(id)) throw tokenInvalido();
  if (!(await sessaoViva(claims.sid, id))) throw sessaoEncerrada();
  return { id, orgaoCredorId: claims.orgao, sessaoId: claims.sid, permissoes: permissoesDe(claims) };
}

/**
 * The permissions of a token's scope, read once per verified token: verifyAccessToken answers the
 * same claims object for every request of a token it keeps, and the set is only ever read.
 */
const permissoesPorClaims = new WeakMap<AccessClaims, ReadonlySet<Permissao>>();
function permissoesDe(claims: AccessClaims): ReadonlySet<Permissao> {
  let p = permissoesPorClaims.get(claims);
  if (!p) permissoesPorClaims.set(claims, (p = new Set(parseScope(claims.scope))));
  return p;
}

/**
 * The route guard: authenticated, and holding at least one of the permissions given (none given:
 * any signed-in user). Runs before body validation, so an anonymous caller learns nothing more.
 */
export function guard(...permissoes: Permissao[]): onRequestHookHandler {
  const g: onRequestHookHandler = async (request) => {
    const user = await authenticate(request);
    request.user = user;
    if (permissoes.length > 0 && !permissoes.some((p) => user.permissoes.has(p))) throw forbidden();
  };
  guardas.add(g);
  return g;
}

/** Every hook `guard` made: the API's document tells a route that asks for a session by them. */
const guardas = new WeakSet<object>();
export const eGuarda = (hook: unknown) => typeof hook === 'function' && guardas.has(hook);

/** The caller of a guarded route. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('TOKEN_INVALID', MENSAGENS.tokenInvalido);
  return request.user;
}
