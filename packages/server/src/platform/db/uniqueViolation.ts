import { conflict } from '../errors.ts';

/** What a unique constraint guards, as the form shows it: the field and its message. */
export type Unicos = Record<string, { field: string; message: string }>;

/**
 * The name of the unique constraint (or unique index) a failed statement violated (SQLSTATE 23505).
 * Drizzle wraps the driver's error in `cause`; node-postgres and PGlite both carry `code` and
 * `constraint` on theirs, so the chain is walked rather than one shape assumed.
 */
export function violacaoUnica(err: unknown): string | undefined {
  return violacao(err, '23505');
}

/**
 * The foreign key a failed statement violated (SQLSTATE 23503): a record saved pointing to one that
 * another request deleted meanwhile, or deleted while another request pointed a new row to it.
 */
export function violacaoReferencia(err: unknown): string | undefined {
  return violacao(err, '23503');
}

function violacao(err: unknown, sqlstate: string): string | undefined {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code, constraint } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlstate) return typeof constraint === 'string' ? constraint : '';
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write whose uniqueness the service also pre-checks: two concurrent requests both pass the
 * pre-check, and the database refuses the later one. That refusal becomes the same conflict on the
 * field as the pre-check gives.
 */
export async function comUnicos<T>(unicos: Unicos, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const c = violacaoUnica(err);
    const alvo = c === undefined ? undefined : unicos[c];
    if (alvo) throw conflict(alvo.message, alvo.field);
    throw err;
  }
}
