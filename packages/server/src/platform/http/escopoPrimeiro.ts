import type { FastifyRequest } from 'fastify';
import { userOf } from '../auth/guard.ts';
import type { AuthUser } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * Existence and data scope before the payload: a `preValidation` hook for the routes of a record
 * (`/:id`), so that another body's record (or none) answers 404 whatever the body holds, instead of
 * a 400 that would tell the record exists. A malformed id is left to the route's validation (400).
 */
export function escopoPrimeiro(existe: (user: AuthUser, id: number) => Promise<boolean>) {
  return async (request: FastifyRequest) => {
    const bruto = (request.params as { id?: unknown }).id;
    if (typeof bruto !== 'string' || !/^[1-9]\d{0,9}$/.test(bruto)) return;
    const id = Number(bruto);
    if (id > 2_147_483_647) return;
    if (!(await existe(userOf(request), id))) throw notFound();
  };
}
