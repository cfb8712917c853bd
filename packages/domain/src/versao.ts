import { z } from 'zod';
import { MENSAGENS } from './errors.ts';

/**
 * Optimistic locking of editable records: GET answers `versao` (and the header `ETag: "versao"`),
 * the page sends it back on PUT (or an integrator sends `If-Match`), and the server saves only if
 * nobody saved in between (otherwise 409 MENSAGENS.registroAlterado). Optional: the spec's call
 * tables (01-03) do not list it, so a PUT without it saves over whatever is there; our page always
 * sends it.
 */
export const versaoSchema = z
  .number({ error: MENSAGENS.versaoAusente })
  .int(MENSAGENS.versaoAusente)
  .min(0, MENSAGENS.versaoAusente)
  .max(2_147_483_647, MENSAGENS.versaoAusente)
  .optional()
  .describe(
    'Opcional. Versão do registro lida no GET (ou o cabeçalho If-Match com o ETag); se enviada e outro usuário já alterou o registro, 409',
  );

/** The fields a PUT adds to the area's form: the path's id (optional, ignored) and the version. */
export const alteracao = { id: z.number().int().optional(), versao: versaoSchema };
