import { z } from 'zod';
import { contrato } from '../contrato.ts';
import { configuracaoAlteracaoSchema, configuracaoSchema } from './configuracao.schema.ts';

/** The configuration's routes (server: modules/configuracao/configuracao.routes.ts). */
export const CONTRATO_CONFIGURACAO = contrato({
  'GET conf/buscarConfiguracoes': { resposta: configuracaoSchema },
  'PUT conf/editar': {
    body: configuracaoAlteracaoSchema,
    resposta: configuracaoSchema.extend({ message: z.string() }),
  },
});
