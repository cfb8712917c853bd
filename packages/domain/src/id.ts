import { z } from 'zod';

/**
 * Record ids, one schema for every payload, path and query. Ids are the database's integer
 * serials: positive, at most 2^31 - 1 (within the safe-integer range). Strict on purpose: no
 * coercion, so `true`, `[2]`, `"2"`, `"0x2"`, `"+2"`, `2.0000001` or `1e3` in JSON are refused
 * (a coerced `true` once became id 1, the administrator).
 */
export const ID_MAX = 2_147_483_647;

/** An id in JSON: a number, integer, 1..ID_MAX. */
export const idSchema = (message = 'Identificador inválido') =>
  z.number({ error: message }).int(message).positive(message).max(ID_MAX, message);

/** An id in a path or query string: digits without sign or leading zero, then the same range. */
export const idTextoSchema = (message = 'Identificador inválido') =>
  z
    .string({ error: message })
    .max(10, message)
    .regex(/^[1-9][0-9]*$/, message)
    .transform(Number)
    .pipe(idSchema(message));

/** A filter's optional id in JSON: an id, or 0 / null for "any" (spec 01 §7). */
export const idFiltroSchema = (message = 'Identificador inválido') =>
  z.union([z.literal(0), idSchema(message)], { error: message }).nullish();

/** The path parameter of a record route (`/x/:id`). */
export const idParamSchema = z.object({ id: idTextoSchema() });
