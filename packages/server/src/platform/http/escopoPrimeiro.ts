import type { FastifyRequest } from 'fastify';
import { userOf } from '../auth/guard.ts';
import type { AuthUser } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * Existence and data scope before the payload: a `preValidation` hook for the routes of a record
 * (`/:id`), so that another body's record (or none) answers 404 whatever the body or the query hold,
 * instead of a 400 (or a 403, a 409) that would tell the record exists. A malformed id is left to
 * the route's validation (400). `campo` names the record by a field of the body instead, for the
 * actions whose spec puts the id there (`{ idProcessoCobranca, ... }`).
 */
export function escopoPrimeiro(existe: (user: AuthUser, id: number) => Promise<boolean>, campo?: string) {
  return async (request: FastifyRequest) => {
    const id = idValido(
      campo === undefined
        ? (request.params as { id?: unknown }).id
        : (request.body as Record<string, unknown> | null | undefined)?.[campo],
    );
    if (id !== undefined && !(await existe(userOf(request), id))) throw notFound();
  };
}

/** A positive int4 id as the path (text) or a body (number or text) gives it, or nothing. */
function idValido(bruto: unknown): number | undefined {
  const texto = typeof bruto === 'number' ? String(bruto) : bruto;
  if (typeof texto !== 'string' || !/^[1-9]\d{0,9}$/.test(texto.trim())) return undefined;
  const id = Number(texto.trim());
  return id <= 2_147_483_647 ? id : undefined;
}
