import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import { DEFAULT_PAGE_SIZE, sortFromUrl, sortToApi } from '@divida/domain/list';

/**
 * A list's state lives in the URL (spec 01 §2.3): `_pageIndex`, `_pageSize`, `_sort` ('-field' for
 * descending) and one parameter per filter. Every change is a history entry, so reload, a shared link
 * and back/forward all give the exact same list. Bad values in the URL fall back to the defaults.
 */
export const PAGE_SIZE_OPTIONS = [DEFAULT_PAGE_SIZE, 30, 50, 100] as const;

export interface ListStateOptions<F extends string> {
  filterNames: readonly F[];
  /** Validates each filter read from the URL; an invalid value is ignored. */
  filterSchema?: z.ZodObject;
  sortFields: readonly string[];
  /** 'nome' or '-nome'. */
  defaultSort: string;
}

export interface ListState<F extends string> {
  pageIndex: number;
  pageSize: number;
  sort: string;
  /** 'field' or 'field,desc' (the API's format, spec 01 §7). */
  apiSort: string;
  filters: Partial<Record<F, string>>;
  setPage: (pageIndex: number, pageSize: number) => void;
  setSort: (sort: string | null) => void;
  setFilters: (filters: Partial<Record<F, string>>) => void;
  removeFilter: (name: F) => void;
  clearFilters: () => void;
}

/** The URL's '-nome' as the API's 'nome,desc' (the conversions live in domain list.ts). */
export const toApiSort = (sort: string) => sortToApi(sortFromUrl(sort));

function readInt(v: string | null, fallback: number, min: number, max: number): number {
  if (v === null || !/^\d+$/.test(v)) return fallback;
  const n = Number(v);
  return n >= min && n <= max ? n : fallback;
}

export function useListState<F extends string>(opts: ListStateOptions<F>): ListState<F> {
  const [params, setParams] = useSearchParams();
  const { filterNames, filterSchema, sortFields, defaultSort } = opts;

  const pageIndex = readInt(params.get('_pageIndex'), 0, 0, 1_000_000);
  const sizeParam = readInt(params.get('_pageSize'), DEFAULT_PAGE_SIZE, 1, 100);
  const pageSize = (PAGE_SIZE_OPTIONS as readonly number[]).includes(sizeParam)
    ? sizeParam
    : DEFAULT_PAGE_SIZE;
  const sortParam = params.get('_sort');
  const sort = sortParam && sortFields.includes(sortParam.replace(/^-/, '')) ? sortParam : defaultSort;

  // Recomputed only when one of the filter parameters changes, not on every render.
  const filtersKey = filterNames.map((n) => params.get(n) ?? '').join('\u0000');
  const filters = useMemo(() => {
    const out: Partial<Record<F, string>> = {};
    for (const name of filterNames) {
      const raw = params.get(name);
      if (raw === null || raw.trim() === '') continue;
      const field = filterSchema?.shape[name] as z.ZodType | undefined;
      if (field && !field.safeParse(raw).success) continue;
      out[name] = raw;
    }
    return out;
  }, [filtersKey]);

  const update = useCallback(
    (patch: Record<string, string | number | null | undefined>) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch)) {
          if (v === null || v === undefined || v === '') next.delete(k);
          else next.set(k, String(v));
        }
        return next;
      }),
    [setParams],
  );

  const setPage = useCallback(
    (index: number, size: number) =>
      // spec 01 §2.3: paging writes the page, the size and the sort, defaults included, so the URL
      // says which rows these are.
      update({ _pageIndex: size !== pageSize ? 0 : index, _pageSize: size, _sort: sort }),
    [update, pageSize, sort],
  );
  const setSort = useCallback(
    // the default sort is written too (spec 01 §2.3): no sort chosen is the default one
    (s: string | null) => update({ _sort: s ?? defaultSort, _pageIndex: null }),
    [update, defaultSort],
  );
  const setFilters = useCallback(
    (f: Partial<Record<F, string>>) =>
      update({
        ...Object.fromEntries(filterNames.map((n) => [n, f[n]?.trim() || null])),
        _pageIndex: null,
      }),
    [update, filterNames],
  );
  const removeFilter = useCallback((name: F) => update({ [name]: null, _pageIndex: null }), [update]);
  const clearFilters = useCallback(
    () => update({ ...Object.fromEntries(filterNames.map((n) => [n, null])), _pageIndex: null }),
    [update, filterNames],
  );

  return {
    pageIndex,
    pageSize,
    sort,
    apiSort: toApiSort(sort),
    filters,
    setPage,
    setSort,
    setFilters,
    removeFilter,
    clearFilters,
  };
}
