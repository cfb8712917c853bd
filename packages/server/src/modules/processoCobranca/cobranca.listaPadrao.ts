import type { COBRANCA_SORT, CobrancaFiltro } from '@divida/domain/cobranca/cobranca.schema';
import type { SortSpec } from '@divida/domain/list';
import type { Caller } from '../../platform/auth/scope.ts';
import type { Db, Executor } from '../../platform/db/database.ts';
import {
  paginaDeAbertura,
  type CacheDePaginas,
  type PaginaPreparavel,
} from '../../platform/db/paginaDeAbertura.ts';

/** A named prepared statement of the opening page: for all bodies, or with the body as `orgao`. */
export type PreparaPagina<T> = (db: Db, todos: boolean, size: number) => PaginaPreparavel<T[]>;

const preparadas: CacheDePaginas<unknown[]> = new WeakMap();

/** Whether no filter is set: the list's conditions all test their field for truth (listarCobrancas). */
const semFiltro = (f: Partial<CobrancaFiltro>) => Object.values(f).every((v) => !v);

/**
 * The first page of the collection list as it opens (no filter, newest agreements first), as a named
 * prepared statement, like the process list's (processo.listaPadrao.ts): built by `preparar` once per
 * database, page size and scope, its size written in the SQL so that PostgreSQL plans it once per
 * connection; its only parameter is the caller's body. The same rows in the same order as the general
 * path of listarCobrancas (cobranca.listaPadrao.test.ts compares them). Undefined for any other request,
 * or inside a transaction (whose handle is short-lived).
 */
export function paginaPreparada<T>(
  ex: Executor,
  caller: Caller,
  f: Partial<CobrancaFiltro>,
  q: { sort: SortSpec<(typeof COBRANCA_SORT)[number]>; page: number; size: number },
  preparar: PreparaPagina<T>,
): (() => Promise<T[]>) | undefined {
  if (q.page !== 0 || q.sort.field !== 'data' || !q.sort.desc || !semFiltro(f)) return undefined;
  return paginaDeAbertura(preparadas as CacheDePaginas<T[]>, ex, caller, q.size, preparar);
}
