import { comMensagemSchema, mensagemSchema } from '@divida/domain/contrato';
import { idParamSchema, idSchema } from '@divida/domain/id';
import { z } from 'zod';

/** Path parameter of a record id: plain digits of a positive 32-bit integer, else a 400 before any SQL. */
export const idParam = idParamSchema;

/** The optional `id` an update's body may repeat (the path's id is the one used). */
export const idNoCorpo = idSchema().optional();

/** The answer of an action that only confirms (deletions, password changes...). */
export const mensagem = mensagemSchema;

/** The answer of a create or update: the record's id and the success message. */
export const comMensagem = comMensagemSchema;

/**
 * The body of every error answer (application/problem+json; errorHandler.ts sendProblem), one
 * component of the API's document.
 */
export const problema = z
  .object({
    status: z.number().int(),
    errorcode: z.number().int(),
    errormsg: z.string(),
    errorfields: z.array(z.string()).optional(),
    errormessages: z.array(z.string()).optional(),
  })
  .meta({ id: 'Problema', description: 'Erro: a mensagem em português, o código e os campos recusados' });

/** An error answer as the document declares it: the problem, in its own media type. */
export const respostaDeErro = (description: string) => ({
  description,
  content: { 'application/problem+json': { schema: problema } },
});

/** A file's bytes in the API's document. */
export const binario = z.string().meta({ format: 'binary' });

/** A file answer (a PDF, a spreadsheet...) declared with its media types, not as JSON. */
export const arquivo = (description: string, ...tipos: string[]) => ({
  description,
  content: Object.fromEntries(tipos.map((t) => [t, { schema: binario }])),
});
