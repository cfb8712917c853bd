import { z } from 'zod';

/** Path parameter of a record id: a positive 32-bit integer, else a 400 before any SQL. */
export const idParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The answer of an action that only confirms (deletions, password changes...). */
export const mensagem = z.object({ message: z.string() });

/** The answer of a create or update: the record's id and the success message. */
export const comMensagem = z.object({ id: z.number().int(), message: z.string() });
