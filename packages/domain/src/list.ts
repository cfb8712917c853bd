import { z } from 'zod';

/** Paging contract (spec 01 §7, §9): size, page from 0, sort 'field' or 'field,desc'. */
export const DEFAULT_PAGE_SIZE = 15;
/** The largest page of an ordinary list (the page offers 15, 30, 50 and 100 rows). */
export const MAX_PAGE_SIZE = 100;
/**
 * Lists that also serve as lookups ask for everything at once (spec 01 §7, §9: document types with
 * size=100000000, localities with 10000); only those lists accept it (pageQuery's maxSize).
 */
export const LOOKUP_PAGE_SIZE = 100_000_000;

export interface Page<T> {
  content: T[];
  totalElements: number;
  /**
   * The list stopped counting at `totalElements` (its cap, 10,000) and more rows match: shown as
   * "mais de 10.000", with "next page" kept while pages are full (server: paging.ts contagemLimitada).
   */
  totalLimitado?: true;
}

export interface SortSpec<F extends string> {
  field: F;
  desc: boolean;
}

/**
 * One sort, three spellings: `{ field, desc }` (what the server's orderBy takes), the API's
 * 'nome,desc' (spec 01 §7) and the page URL's '-nome' (_sort, spec 01 §2.3). These are the only
 * conversions between them.
 */
export const sortToApi = (s: SortSpec<string>) => (s.desc ? `${s.field},desc` : s.field);
export const sortToUrl = (s: SortSpec<string>) => (s.desc ? `-${s.field}` : s.field);
export const sortFromUrl = (url: string): SortSpec<string> =>
  url.startsWith('-') ? { field: url.slice(1), desc: true } : { field: url, desc: false };
/** The API form read loosely (the server's pageQuery is the strict reader): unknown direction = asc. */
export const sortFromApi = (api: string): SortSpec<string> => {
  const [field = '', dir] = api.split(',').map((p) => p.trim());
  return { field, desc: dir?.toLowerCase() === 'desc' };
};

/**
 * Query schema of a paged list whose sort fields are whitelisted; an unknown field is a 400
 * and never reaches SQL. Pages hold at most MAX_PAGE_SIZE rows unless the list is a lookup
 * (`{ maxSize: LOOKUP_PAGE_SIZE }`).
 */
export function pageQuery<const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultSort: string,
  { maxSize = MAX_PAGE_SIZE }: { maxSize?: number } = {},
) {
  return z.object({
    size: z.coerce.number().int().min(1).max(maxSize).default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number().int().min(0).max(10_000_000).default(0),
    sort: z
      .string()
      .max(100)
      .default(defaultSort)
      // the fields and the direction the transform below accepts, in the document's words
      .meta({
        pattern: `^\\s*(${fields.map((f) => f.replace(/\./g, '\\.')).join('|')})\\s*(,\\s*([aA][sS][cC]|[dD][eE][sS][cC])\\s*)?$`,
      })
      .transform((s, ctx): SortSpec<F[number]> => {
        const [field = '', dir, ...rest] = s.split(',').map((p) => p.trim());
        if (
          !(fields as readonly string[]).includes(field) ||
          rest.length > 0 ||
          (dir && !/^(asc|desc)$/i.test(dir))
        ) {
          ctx.addIssue({ code: 'custom', message: MENSAGENS_LISTA.ordenacaoInvalida(fields) });
          return z.NEVER;
        }
        return { field: field as F[number], desc: dir?.toLowerCase() === 'desc' };
      }),
  });
}

export const MENSAGENS_LISTA = {
  ordenacaoInvalida: (fields: readonly string[]) => `Ordenação inválida: use ${fields.join(', ')}`,
} as const;

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    totalElements: z.number().int(),
    totalLimitado: z.literal(true).optional(),
  });
