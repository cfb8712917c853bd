import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { registroAlterado } from '../db/versao.ts';

/**
 * Optimistic locking over HTTP for integrators (domain versao.ts): a record's GET answers
 * `ETag: "versao"`, and a PUT may send it back as `If-Match` instead of `versao` in the body.
 * `If-Match: *` asks for no check. A body `versao` different from the `If-Match` one is stale.
 */
export function registerVersao(app: FastifyInstance) {
  app.addHook('preSerialization', async (request, reply, payload) => {
    if (request.method === 'GET' && payload && typeof payload === 'object' && !Array.isArray(payload)) {
      const versao = (payload as { versao?: unknown }).versao;
      if (typeof versao === 'number' && Number.isInteger(versao)) reply.header('etag', `"${versao}"`);
    }
    return payload;
  });

  app.addHook('preValidation', async (request) => {
    const ifMatch = request.headers['if-match'];
    if (request.method !== 'PUT' || ifMatch === undefined || ifMatch.trim() === '*') return;
    const m = /^\s*(?:W\/)?"?(\d{1,10})"?\s*$/.exec(ifMatch);
    const versao = m ? Number(m[1]) : NaN;
    if (!Number.isSafeInteger(versao) || versao > 2_147_483_647)
      throw new AppError('VALIDATION', MENSAGENS.versaoAusente, [
        { field: 'versao', message: MENSAGENS.versaoAusente },
      ]);
    const body = request.body as Record<string, unknown> | null | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) return;
    if (body.versao === undefined || body.versao === null) body.versao = versao;
    else if (body.versao !== versao) throw registroAlterado();
  });
}
