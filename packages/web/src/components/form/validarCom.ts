import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { z } from 'zod';

/**
 * Checks a form's values with the domain's schema, placing each problem on its field. Forms hold what was typed; the
 * schemas speak the API's types, so the form converts before calling this.
 */
export function validarCom<S extends z.ZodType, F extends FieldValues>(
  schema: S,
  valores: unknown,
  setError: UseFormSetError<F>,
): z.output<S> | null {
  const r = schema.safeParse(valores);
  if (r.success) return r.data;
  let primeiro = true;
  for (const issue of r.error.issues) {
    const campo = issue.path[0];
    if (typeof campo !== 'string') continue;
    setError(campo as Path<F>, { type: 'validate', message: issue.message }, { shouldFocus: primeiro });
    primeiro = false;
  }
  return null;
}
