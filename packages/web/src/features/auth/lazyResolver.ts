import { useEffect } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';

type Forms = typeof import('./authForms.ts');
let forms: Promise<Forms> | null = null;
const load = () => (forms ??= import('./authForms.ts'));

/** A resolver that loads the domain's zod schema on first use (and warms it once the page is idle). */
export function useLazyResolver<T extends FieldValues>(pick: (f: Forms) => unknown): Resolver<T> {
  useEffect(() => {
    void load();
  }, []);
  return async (values, context, options) => {
    const resolver = pick(await load()) as Resolver<T>;
    return resolver(values, context, options);
  };
}
