import { changePasswordSchema, changeUserPasswordSchema } from '../auth/auth.schema.ts';
import { comMensagemSchema, contrato, mensagemSchema } from '../contrato.ts';
import { idSchema } from '../id.ts';
import { pageSchema } from '../list.ts';
import { preferenciasSchema } from '../prazos/prescricao.schema.ts';
import {
  usuarioAlteracaoSchema,
  usuarioFiltroSchema,
  usuarioFormSchema,
  usuarioListItemSchema,
  usuarioSchema,
} from './usuario.schema.ts';

/** The user routes the web calls (server: modules/usuario/usuario.routes.ts). */
export const CONTRATO_USUARIO = contrato({
  'POST usuario/list': { body: usuarioFiltroSchema.nullish(), resposta: pageSchema(usuarioListItemSchema) },
  'GET usuario/:id': { resposta: usuarioSchema },
  'POST usuario': { body: usuarioFormSchema, resposta: comMensagemSchema },
  'PUT usuario/:id': {
    body: usuarioAlteracaoSchema.extend({ id: idSchema().optional() }),
    resposta: comMensagemSchema,
  },
  'DELETE usuario/:id': { resposta: mensagemSchema },
  'POST usuario/changePassword': { body: changePasswordSchema, resposta: mensagemSchema },
  'POST usuario/changeUserPassword': { body: changeUserPasswordSchema, resposta: mensagemSchema },
  // modules/usuario/usuario.preferencias.ts
  'GET usuario/preferencias': { resposta: preferenciasSchema },
  'PUT usuario/preferencias': { body: preferenciasSchema, resposta: preferenciasSchema },
});
