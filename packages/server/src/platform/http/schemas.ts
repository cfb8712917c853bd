import { idParamSchema, idSchema } from '@divida/domain/id';
import { z } from 'zod';

/** Path parameter of a record id: plain digits of a positive 32-bit integer, else a 400 before any SQL. */
export const idParam = idParamSchema;

/** The optional `id` an update's body may repeat (the path's id is the one used). */
export const idNoCorpo = idSchema().optional();

/** The answer of an action that only confirms (deletions, password changes...). */
export const mensagem = z.object({ message: z.string() });

/** The answer of a create or update: the record's id and the success message. */
export const comMensagem = z.object({ id: z.number().int(), message: z.string() });
