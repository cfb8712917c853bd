import { z } from 'zod';

/** Paging contract (spec 01 §7, §9): size, page from 0, sort 'field' or 'field,desc'. */
export const DEFAULT_PAGE_SIZE = 15;
/** The lookup variant of lists asks for everything with size=100000000 (spec 01 §7). */
export const MAX_PAGE_SIZE = 100_000_000;

export interface Page<T> {
  content: T[];
  totalElements: number;
}

export interface SortSpec<F extends string> {
  field: F;
  desc: boolean;
}

/**
 * Query schema of a paged list whose sort fields are whitelisted; an unknown field is a 400
 * and never reaches SQL.
 */
export function pageQuery<const F extends readonly [string, ...string[]]>(fields: F, defaultSort: string) {
  return z.object({
    size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
    page: z.coerce.number().int().min(0).max(10_000_000).default(0),
    sort: z
      .string()
      .max(100)
      .default(defaultSort)
      .transform((s, ctx): SortSpec<F[number]> => {
        const [field = '', dir, ...rest] = s.split(',').map((p) => p.trim());
        if (
          !(fields as readonly string[]).includes(field) ||
          rest.length > 0 ||
          (dir && !/^(asc|desc)$/i.test(dir))
        ) {
          ctx.addIssue({ code: 'custom', message: `Ordenação inválida: use ${fields.join(', ')}` });
          return z.NEVER;
        }
        return { field: field as F[number], desc: dir?.toLowerCase() === 'desc' };
      }),
  });
}

export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ content: z.array(item), totalElements: z.number().int() });
