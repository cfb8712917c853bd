import { MENSAGENS_AUTH } from '@divida/domain/auth/auth.schema';
import { TIME_ZONE } from '@divida/domain/calendar';
import fastifyRateLimit, { type RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userOf } from '../auth/guard.ts';
import { AppError } from '../errors.ts';

/**
 * Request limits of the public endpoints (captcha, password recovery), counted in this process's
 * memory (@fastify/rate-limit's local store). With several API nodes behind a balancer each node
 * counts on its own, so a client may get up to N times the limit: enough against floods of
 * challenges or reset e-mails, whose cost is small. The sign-in lockout, which guards passwords,
 * keeps its counts in the database (auth/throttle.ts).
 */
export async function registerRateLimit(app: FastifyInstance) {
  await app.register(fastifyRateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => limiteExcedido(context.ttl),
  });
}

/** 'HH:mm' in São Paulo: when a lockout or a request limit ends. */
export const horaSaoPaulo = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(d);

/** 429 in the sign-in lockout's words, with the time the limit ends and Retry-After. */
function limiteExcedido(ttlMs: number) {
  const ate = new Date(Date.now() + ttlMs);
  return new AppError('THROTTLED', MENSAGENS_AUTH.muitasSolicitacoes(horaSaoPaulo(ate)), [], {
    'retry-after': String(Math.max(1, Math.ceil(ttlMs / 1000))),
  });
}

/** At most `max` requests from one client address in `janelaMs` (a route's `config.rateLimit`). */
export const porEndereco = (max: number, janelaMs: number): RateLimitOptions => ({
  max,
  timeWindow: janelaMs,
  keyGenerator: (request: FastifyRequest) => request.ip,
});

/**
 * A preHandler (the body is parsed by then) allowing at most `max` requests naming the same
 * e-mail (body field `email`, case-insensitive) in `janelaMs`, from any address.
 */
export function porEmail(app: FastifyInstance, max: number, janelaMs: number) {
  const limite = app.createRateLimit({
    max,
    timeWindow: janelaMs,
    keyGenerator: (request: FastifyRequest) =>
      `email:${String((request.body as { email?: unknown } | undefined)?.email ?? '')
        .trim()
        .toLowerCase()}`,
  });
  return async (request: FastifyRequest) => {
    const r = await limite(request);
    if (!r.isAllowed && r.isExceeded) throw limiteExcedido(r.ttl);
  };
}

/**
 * A preHandler (after the guard) allowing one signed-in user at most `max` requests of a route in
 * `janelaMs`, from any address: lookups that answer personal data one document at a time.
 */
export function porUsuario(app: FastifyInstance, nome: string, max: number, janelaMs: number) {
  const limite = app.createRateLimit({
    max,
    timeWindow: janelaMs,
    keyGenerator: (request: FastifyRequest) => `${nome}:${userOf(request).id}`,
  });
  return async (request: FastifyRequest) => {
    const r = await limite(request);
    if (!r.isAllowed && r.isExceeded) throw limiteExcedido(r.ttl);
  };
}
