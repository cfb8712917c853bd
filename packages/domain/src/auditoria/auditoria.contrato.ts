import { z } from 'zod';
import { contrato } from '../contrato.ts';
import { pageSchema } from '../list.ts';
import {
  auditoriaFiltroSchema,
  auditoriaLinhaSchema,
  auditoriaUsuarioOpcaoSchema,
  auditoriaUsuariosQuery,
  auditoriaVerificacaoSchema,
} from './auditoria.schema.ts';

/** The audit trail's routes (server: modules/auditoria/auditoria.routes.ts). */
export const CONTRATO_AUDITORIA = contrato({
  'POST auditoria/list': {
    body: auditoriaFiltroSchema.nullish(),
    resposta: pageSchema(auditoriaLinhaSchema),
  },
  'GET auditoria/usuarios': { query: auditoriaUsuariosQuery, resposta: z.array(auditoriaUsuarioOpcaoSchema) },
  'GET auditoria/verificar': { resposta: auditoriaVerificacaoSchema },
  'GET auditoria/:entidade/:id': { resposta: z.array(auditoriaLinhaSchema) },
});
