import { ERRORS, MENSAGENS, type ApiProblem } from '@divida/domain/errors';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { bancoIndisponivel } from '../db/database.ts';
import { violacaoReferencia } from '../db/uniqueViolation.ts';
import { AppError, conflict } from '../errors.ts';

/** Seconds a client should wait before retrying after the database dropped or refused it. */
export const RETRY_AFTER_BANCO_S = 5;

/**
 * Seconds a 429 asks the client to wait when the refusal knows no end time of its own (RFC 9110
 * §10.2.3: every 429 says when to retry; the limits that know their end send it themselves).
 */
export const RETRY_AFTER_PADRAO_S = 30;

/** Header values are percent-encoded UTF-8 so that 'Órgão' survives any proxy (ASCII-only headers). */
const enc = encodeURIComponent;

export const EXPOSED_HEADERS = [
  'errormsg',
  'errorcode',
  'errorfields',
  'errormessages',
  'content-disposition',
  'etag',
];

export function sendProblem(
  reply: FastifyReply,
  problem: ApiProblem,
  extraHeaders: Record<string, string> = {},
) {
  reply.header('errormsg', enc(problem.errormsg)).header('errorcode', String(problem.errorcode));
  if (problem.errorfields) {
    reply
      .header('errorfields', problem.errorfields.map(enc).join(';'))
      .header('errormessages', (problem.errormessages ?? []).map(enc).join(';'));
  }
  for (const [k, v] of Object.entries(extraHeaders)) reply.header(k, v);
  if (problem.status === 429 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(RETRY_AFTER_PADRAO_S));
  return reply
    .status(problem.status)
    .type('application/problem+json; charset=utf-8')
    .send(JSON.stringify(problem));
}

/** One problem per field: the first message, in the order the schema reported them. */
function fieldErrors(items: { field: string; message: string }[]) {
  const seen = new Map<string, string>();
  for (const i of items) if (!seen.has(i.field)) seen.set(i.field, i.message);
  return [...seen].map(([field, message]) => ({ field, message }));
}

const validationProblem = (fields: { field: string; message: string }[]): ApiProblem => ({
  status: 400,
  errorcode: ERRORS.VALIDATION.code,
  errormsg: fields[0]?.message ?? MENSAGENS.dadosInvalidos,
  errorfields: fields.map((f) => f.field),
  errormessages: fields.map((f) => f.message),
});

/**
 * Errors the router raises before any route runs (a path parameter longer than the router takes, a
 * malformed URL): the same contract, in Portuguese, instead of Fastify's English JSON.
 */
export function frameworkErrors(error: FastifyError, _request: unknown, reply: FastifyReply) {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  return sendProblem(reply, { status, errorcode: status, errormsg: MENSAGENS.dadosInvalidos });
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'erro interno');
      return sendProblem(reply, error.toProblem(), error.headers);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = fieldErrors(
        error.validation.map((v) => ({
          field: v.instancePath.replace(/^\//, '').replace(/\//g, '.') || error.validationContext || 'body',
          message: v.message ?? MENSAGENS.dadosInvalidos,
        })),
      );
      return sendProblem(reply, validationProblem(fields));
    }
    const status = error.statusCode ?? 500;
    if (status === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendProblem(reply, { status: 413, errorcode: 413, errormsg: error.message });
    }
    if (status === 415 || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return sendProblem(reply, { status: 415, errorcode: 415, errormsg: 'Tipo de conteúdo não suportado' });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendProblem(reply, validationProblem([{ field: 'body', message: MENSAGENS.jsonInvalido }]));
    }
    if (status === 429) {
      return sendProblem(reply, { status: 429, errorcode: 429, errormsg: error.message });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad content length, unsupported method...): their text is safe
      // but English; keep the status, say it in Portuguese.
      request.log.info({ code: error.code }, error.message);
      return sendProblem(reply, { status, errorcode: status, errormsg: MENSAGENS.dadosInvalidos });
    }
    if (bancoIndisponivel(error)) {
      // Not the request's fault and not lasting (restart, failover): say so and when to retry.
      request.log.warn({ err: error }, 'banco de dados indisponível');
      return sendProblem(
        reply,
        { status: 503, errorcode: ERRORS.UNAVAILABLE.code, errormsg: MENSAGENS.bancoIndisponivel },
        { 'retry-after': String(RETRY_AFTER_BANCO_S) },
      );
    }
    if (violacaoReferencia(error) !== undefined) {
      // Two requests crossed: one deleted a record (a profile, a body) while the other saved a row
      // pointing to it, after both passed their checks. The database kept the data whole; the
      // loser is told to reload, as for an edit over someone else's.
      request.log.info({ err: error }, 'referência alterada por outra requisição');
      return sendProblem(reply, conflict(MENSAGENS.registroAlterado).toProblem());
    }
    // Never a stack trace or SQL to the client: log it, answer a generic message.
    request.log.error({ err: error }, 'erro interno');
    return sendProblem(reply, { status: 500, errorcode: 500, errormsg: MENSAGENS.erroInterno });
  });
}
