import { SISTEMA, todosOrgaos, type Caller } from '../auth/scope.ts';
import { contagensDe, type Db, type Executor } from './database.ts';

/** A named prepared statement of a list's opening page: for all bodies, or with the body as `orgao`. */
export interface PaginaPreparavel<R> {
  execute(p: { orgao?: number }): Promise<R>;
}

/** The statements of one list, per database handle and per "all bodies or one" and page size. */
export type CacheDePaginas<R> = WeakMap<Executor, Map<string, PaginaPreparavel<R>>>;

/**
 * The shared half of a list's prepared opening page (the process, debtor and collection lists): the
 * statement prepared once per database handle, scope kind and page size, then run with the caller's
 * body. The list decides beforehand whether the request is its opening page. Undefined inside a
 * transaction (its handle is short-lived) and for an unusual page size.
 */
export function paginaDeAbertura<R>(
  cache: CacheDePaginas<R>,
  ex: Executor,
  caller: Caller,
  size: number,
  preparar: (db: Db, todos: boolean, size: number) => PaginaPreparavel<R>,
): (() => Promise<R>) | undefined {
  if (!contagensDe(ex) || !Number.isSafeInteger(size) || size < 1 || size > 1_000) return undefined;
  const todos = caller === SISTEMA || todosOrgaos(caller);
  let porChave = cache.get(ex);
  if (!porChave) cache.set(ex, (porChave = new Map()));
  const chave = `${todos}:${size}`;
  let preparada = porChave.get(chave);
  if (!preparada) porChave.set(chave, (preparada = preparar(ex as Db, todos, size)));
  const orgao = caller === SISTEMA ? 0 : caller.orgaoCredorId;
  const p = preparada;
  return () => p.execute(todos ? {} : { orgao });
}
