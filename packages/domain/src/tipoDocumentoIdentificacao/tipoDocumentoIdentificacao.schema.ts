import { z } from 'zod';

export * from './tipos.ts';

export const tipoDocumentoIdentificacaoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  excluido: z.boolean(),
});
export type TipoDocumentoIdentificacao = z.infer<typeof tipoDocumentoIdentificacaoSchema>;
