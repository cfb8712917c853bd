import { eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { notFound } from '../errors.ts';
import type { Permissao } from '@divida/domain/permissions';

/**
 * The data-scope rule: body-owned records (users, bodies, later processes, debtors, collections) are
 * visible only to their creditor body's staff, unless the caller works across all bodies
 * (ACESSO_TODOS_ORGAOS). Every repository query of body-owned rows takes the caller and adds
 * orgaoScope; routes and services never build scope conditions themselves. A record outside the
 * scope is therefore simply not found (404), never forbidden.
 */
/** What the scope needs of a caller (the guard's AuthUser is one); no HTTP types, so scripts use it too. */
export interface Alcance {
  orgaoCredorId: number;
  permissoes: ReadonlySet<Permissao>;
}

export const todosOrgaos = (user: Alcance) => user.permissoes.has('ACESSO_TODOS_ORGAOS');

/** The system itself (sign-in, jobs, seeds) reads without a caller's scope, and says so. */
export const SISTEMA: unique symbol = Symbol('sistema');

/** Who a repository query reads for. */
export type Caller = Alcance | typeof SISTEMA;

/** The condition every query of body-owned rows adds (undefined: no restriction). */
export function orgaoScope(caller: Caller, orgaoColumn: AnyPgColumn): SQL | undefined {
  if (caller === SISTEMA || todosOrgaos(caller)) return undefined;
  return eq(orgaoColumn, caller.orgaoCredorId);
}

/** A record of another body read by id is answered as not found, never as forbidden. */
export function assertOrgao(user: Alcance, orgaoCredorId: number): void {
  if (!todosOrgaos(user) && orgaoCredorId !== user.orgaoCredorId) throw notFound();
}

/** May the caller assign this body to a record (a user, a process)? */
export const podeUsarOrgao = (user: Alcance, orgaoCredorId: number) =>
  todosOrgaos(user) || orgaoCredorId === user.orgaoCredorId;
