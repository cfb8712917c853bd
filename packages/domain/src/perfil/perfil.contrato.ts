import { z } from 'zod';
import { contrato, mensagemSchema } from '../contrato.ts';
import { idSchema } from '../id.ts';
import { pageSchema } from '../list.ts';
import {
  perfilAlteracaoSchema,
  perfilFiltroSchema,
  perfilFormSchema,
  perfilResumoSchema,
  perfilSalvoSchema,
  perfilSchema,
} from './perfil.schema.ts';

/** The profile routes the web calls (server: modules/perfil/perfil.routes.ts). */
export const CONTRATO_PERFIL = contrato({
  'POST perfil/list': { body: perfilFiltroSchema.nullish(), resposta: pageSchema(perfilResumoSchema) },
  'GET perfil/listAll': { resposta: z.array(perfilSchema) },
  'GET perfil/:id': { resposta: perfilSchema },
  'POST perfil': { body: perfilFormSchema, resposta: perfilSalvoSchema },
  'PUT perfil/:id': {
    body: perfilAlteracaoSchema.extend({ id: idSchema().optional() }),
    resposta: perfilSalvoSchema,
  },
  'DELETE perfil/:id': { resposta: mensagemSchema },
});
