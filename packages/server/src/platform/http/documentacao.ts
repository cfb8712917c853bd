import type { FastifyInstance, RouteOptions } from 'fastify';
import { $ZodType } from 'zod/v4/core';
import { eGuarda } from '../auth/guard.ts';
import { arquivo, binario, respostaDeErro } from './schemas.ts';

/**
 * The error answers of the API's document (/api/docs), added to every route from what the route
 * is rather than written on each: the statuses the platform answers for it. A route declares
 * only what its own work adds (a 422 of a state, a 429 of a limit) with `respostaDeErro`; what a
 * route declares itself is kept.
 *
 * - 400: it takes input (path, query, headers or a body): malformed or refused by its schema;
 * - 413, 415: it takes a body: too large, or of a media type it does not read;
 * - 401, 403: it asks for a session (its `onRequest` is a `guard`): no valid token, no permission
 *   (or a record outside the caller's reach on a write);
 * - 404: it names a record in its path, or the record is outside the caller's data scope;
 * - 409: a write that asks for a session: a duplicate, an edit over someone else's, a record
 *   deleted by a request that crossed it;
 * - 429: it has a request limit (`config.rateLimit`);
 * - 500, 503: every route (an unexpected error; the database unavailable, with Retry-After).
 *
 * A route that answers files says their media types in `produces`: its 200 is declared as those
 * files (beside its JSON schema, when it answers either).
 *
 * A route that needs no session is marked `security: []` (public) unless it says otherwise (the
 * token renewal takes the refresh token as its bearer).
 */
const DESCRICOES: Record<number, string> = {
  400: 'Dados inválidos: a mensagem e os campos recusados',
  401: 'Token de acesso ausente, inválido ou expirado, ou sessão encerrada',
  403: 'Sem permissão para a ação',
  404: 'Registro não encontrado ou fora do alcance do usuário',
  409: 'Conflito: registro duplicado ou alterado por outro usuário',
  413: 'Corpo da requisição ou arquivo maior que o permitido',
  415: 'Tipo de conteúdo não suportado',
  422: 'O estado do registro não permite a ação',
  429: 'Limite de requisições atingido (Retry-After diz quando tentar de novo)',
  500: 'Erro inesperado',
  503: 'Serviço temporariamente indisponível (Retry-After diz quando tentar de novo)',
};

export const descricaoDoErro = (status: number) => DESCRICOES[status] ?? 'Erro';

const ESCRITAS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const COM_CORPO = new Set(['POST', 'PUT', 'PATCH']);

/** The statuses the platform may answer for a route, by what it is (see above). */
export function errosDaRota(rota: {
  method: string;
  url: string;
  autenticada: boolean;
  schema: Record<string, unknown>;
  limitada: boolean;
}): number[] {
  const { schema, method } = rota;
  const temParametros = rota.url.includes(':');
  const temCorpo = COM_CORPO.has(method);
  const erros: number[] = [];
  if (temParametros || temCorpo || schema.querystring || schema.headers) erros.push(400);
  if (rota.autenticada) erros.push(401, 403);
  if (temParametros || rota.autenticada) erros.push(404);
  if (rota.autenticada && ESCRITAS.has(method)) erros.push(409);
  if (temCorpo) erros.push(413, 415);
  if (rota.limitada) erros.push(429);
  erros.push(500, 503);
  return erros;
}

/** A route as its area declared it: the contract's test (contratoRotas.test.ts) compares them. */
export interface RotaDeclarada {
  metodos: string[];
  url: string;
  schema: Record<string, unknown>;
}

const declaradas = new WeakMap<object, RotaDeclarada[]>();

/** The routes of an app as declared, before this document's additions. */
export const rotasDeclaradas = (app: FastifyInstance): readonly RotaDeclarada[] =>
  declaradas.get(app.server) ?? [];

export function registerDocumentacao(api: FastifyInstance) {
  // the staff API and the portal are two plugins of one server: one list
  const rotas = declaradas.get(api.server) ?? [];
  declaradas.set(api.server, rotas);
  api.addHook('onRoute', (route: RouteOptions) => {
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    rotas.push({ metodos: [route.method].flat().map(String), url: route.url, schema });
    if (schema.hide) return;
    const hooks = [route.onRequest ?? []].flat();
    const autenticada = hooks.some(eGuarda);
    const publica = schema.security === undefined && !autenticada;
    const metodos = [route.method].flat();
    const erros = errosDaRota({
      method: metodos.includes('GET') ? 'GET' : String(metodos[0]),
      url: route.url,
      autenticada: autenticada || (Array.isArray(schema.security) && schema.security.length > 0),
      schema,
      limitada: Boolean((route.config as { rateLimit?: unknown } | undefined)?.rateLimit),
    });
    const response = { ...(schema.response as Record<string, unknown> | undefined) };
    const arquivos = ((schema.produces as string[] | undefined) ?? []).filter(
      (t) => t !== 'application/json',
    );
    if (arquivos.length > 0) {
      // `produces` would name the files' types on the JSON answers too: those say theirs
      for (const [status, r] of Object.entries(response))
        if (r instanceof $ZodType) response[status] = { content: { 'application/json': { schema: r } } };
      const ok = response[200] as { content?: Record<string, unknown> } | undefined;
      const binarios = Object.fromEntries(arquivos.map((t) => [t, { schema: binario }]));
      response[200] = ok?.content
        ? { description: 'O JSON, ou o arquivo pedido', content: { ...ok.content, ...binarios } }
        : arquivo('O arquivo', ...arquivos);
    }
    for (const status of erros) response[status] ??= respostaDeErro(descricaoDoErro(status));
    route.schema = { ...schema, response, ...(publica ? { security: [] } : {}) };
  });
}

/** The error answers a route adds to the platform's (its own 422, a public route's 401...). */
export const erros = (...statuses: number[]) =>
  Object.fromEntries(statuses.map((s) => [s, respostaDeErro(descricaoDoErro(s))]));
