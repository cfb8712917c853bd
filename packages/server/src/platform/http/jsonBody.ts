import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../errors.ts';

const hasNul = (v: unknown): boolean =>
  typeof v === 'string'
    ? v.includes('\u0000')
    : v !== null && typeof v === 'object' && Object.values(v as object).some(hasNul);

/**
 * Fastify's JSON parser (prototype-poisoning safe), plus one rule: no NUL character in any string,
 * which PostgreSQL cannot store and would answer with an error instead of a field message.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    parse(request, body.toString(), (err, value) => {
      if (err) return done(err, undefined);
      if (hasNul(value)) return done(badRequest(MENSAGENS.textoInvalido), undefined);
      done(null, value);
    });
  });
}
