import { z } from 'zod';
import { MENSAGENS } from './errors.ts';

/**
 * Optimistic locking of editable records: GET answers `versao`, the page sends it back on PUT, and
 * the server saves only if nobody saved in between (otherwise 409 MENSAGENS.registroAlterado).
 * Required on every PUT: the only client is our page, and a PUT without it could overwrite blindly.
 */
export const versaoSchema = z
  .number({ error: MENSAGENS.versaoAusente })
  .int(MENSAGENS.versaoAusente)
  .min(0, MENSAGENS.versaoAusente)
  .max(2_147_483_647, MENSAGENS.versaoAusente)
  .describe('Versão do registro lida pela página (GET); muda a cada alteração');

/** The fields a PUT adds to the area's form: the path's id (optional, ignored) and the version. */
export const alteracao = { id: z.number().int().optional(), versao: versaoSchema };
