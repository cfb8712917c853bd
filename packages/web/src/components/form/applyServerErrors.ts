import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../lib/http.ts';

/**
 * Places the server's `errorfields` / `errormessages` on the matching form fields (spec 01 §5).
 * Returns the fields it placed; unknown names are left to the notification.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  known?: readonly string[],
): string[] {
  if (!(error instanceof ApiError)) return [];
  const placed: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors())) {
    if (known && !known.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed.length === 0 });
    placed.push(field);
  }
  return placed;
}
