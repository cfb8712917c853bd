import type { Page, SortSpec } from '@divida/domain/list';
import { asc, desc, type SQL, type Subquery } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { contagensDe, countAll, type Executor } from './database.ts';

/**
 * ORDER BY for a whitelisted sort (the schema already refused unknown fields), with a unique
 * tiebreak so pages never repeat or skip rows.
 */
export function orderBy<F extends string>(
  sort: SortSpec<F>,
  columns: Record<F, AnyPgColumn | SQL | (AnyPgColumn | SQL)[]>,
  tiebreak: AnyPgColumn,
): SQL[] {
  const dir = sort.desc ? desc : asc;
  return [...[columns[sort.field]].flat().map((c) => dir(c)), dir(tiebreak)];
}

export const offsetOf = (q: { page: number; size: number }) => q.page * q.size;

export { escapeLike } from './like.ts';

/** A count query as Drizzle builds it: run it, or read its SQL (the key of a kept total). */
type CountQuery = PromiseLike<{ n: number }[]> & { toSQL(): { sql: string; params: unknown[] } };

/**
 * Past this many matches a list that opts in (contagemLimitada) stops counting: its total reads
 * "mais de 10.000" (issue 27). An exact count walks every match: 0.5–0.9 s for a flag matching
 * 100,000 of 1,000,000 processes.
 */
export const LIMITE_CONTAGEM = 10_000;

/** What a list asks for: a page, and (an export's total) whether the count must be exact. */
export interface PaginaPedida {
  page: number;
  size: number;
  /** Count every match even where the list caps its count (the exports' total and progress). */
  contagemExata?: boolean;
}

/** The rows a capped count counts: the list's matches (`select 1 from … where …`, no order, no limit). */
interface Correspondentes {
  limit(n: number): { as(alias: string): Subquery };
  as(alias: string): Subquery;
}

/** A capped count for paginar: see contagemLimitada. */
interface ContagemLimitada {
  correspondentes: Correspondentes;
  limite: number;
}

/**
 * The capped count, one mechanism for every list that opts in: instead of a count query, give
 * paginar the list's matches,
 *
 *   paginar(ex, q, rows, () => contagemLimitada(ex.select({ um: sql`1` }).from(t).where(where)))
 *
 * and it counts at most `limite + 1` of them (`select count(*) from (… limit 10001)`). More than
 * `limite` answer `{ totalElements: limite, totalLimitado: true }`. A deep page needs no count at
 * all: a full page past the cap already proves more, and a short page is the last one (its total is
 * its offset plus its rows). `q.contagemExata` (exports) counts every match.
 */
export function contagemLimitada(
  correspondentes: Correspondentes,
  limite = LIMITE_CONTAGEM,
): ContagemLimitada {
  return { correspondentes, limite };
}

/**
 * One page and the total: a short first page already tells the total, so the count query runs only
 * when more rows may exist (it is the costly statement of a list), and its result is kept for a few
 * seconds per filter (see ContagemCache). The count is exact, or capped where the list gives
 * contagemLimitada.
 */
export async function paginar<T>(
  ex: Executor,
  q: PaginaPedida,
  rows: () => Promise<T[]>,
  count: () => CountQuery | ContagemLimitada,
): Promise<Page<T>> {
  const content = await rows();
  if (q.page === 0 && content.length < q.size) return { content, totalElements: content.length };
  const c = count();
  if (!('limite' in c)) return { content, totalElements: await contagemGuardada(ex, c) };
  if (q.contagemExata) {
    const todos = ex.select({ n: countAll() }).from(c.correspondentes.as('correspondentes'));
    return { content, totalElements: await contagemGuardada(ex, todos) };
  }
  const vistos = offsetOf(q) + content.length;
  if (content.length > 0 && content.length < q.size) return { content, totalElements: vistos };
  const limitado = { content, totalElements: c.limite, totalLimitado: true } as const;
  // a full page's last row past the cap proves more (an empty page past the end proves nothing)
  if (content.length > 0 && vistos > c.limite) return limitado;
  const ate = c.correspondentes.limit(c.limite + 1).as('correspondentes');
  const n = await contagemGuardada(ex, ex.select({ n: countAll() }).from(ate), c.limite);
  return n > c.limite ? limitado : { content, totalElements: n };
}

/**
 * A count, kept for a few seconds per SQL and parameters where the database keeps counts; `limite`
 * for a capped count (ContagemCache).
 */
export async function contagemGuardada(ex: Executor, query: CountQuery, limite?: number): Promise<number> {
  const contar = async () => (await query)[0]?.n ?? 0;
  const contagens = contagensDe(ex);
  if (!contagens) return contar();
  const { sql, params } = query.toSQL();
  return contagens.contar(`${sql}\n${JSON.stringify(params)}`, contar, limite);
}
