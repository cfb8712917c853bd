import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../context.ts';
import { notFound } from '../errors.ts';

/**
 * The data-scope rule: body-owned records (users, processes, debtors, collections) are visible only
 * to their creditor body's staff, unless the caller works across all bodies (ACESSO_TODOS_ORGAOS).
 */
export const todosOrgaos = (user: AuthUser) => user.permissoes.has('ACESSO_TODOS_ORGAOS');

/** The condition to add to every query of body-owned rows (undefined: no restriction). */
export function orgaoScope(user: AuthUser, orgaoColumn: AnyPgColumn): SQL | undefined {
  return todosOrgaos(user) ? undefined : eq(orgaoColumn, user.orgaoCredorId);
}

/** A record of another body read by id is answered as not found, never as forbidden. */
export function assertOrgao(user: AuthUser, orgaoCredorId: number): void {
  if (!todosOrgaos(user) && orgaoCredorId !== user.orgaoCredorId) throw notFound();
}

/** May the caller assign this body to a record (a user, a process)? */
export const podeUsarOrgao = (user: AuthUser, orgaoCredorId: number) =>
  todosOrgaos(user) || orgaoCredorId === user.orgaoCredorId;
