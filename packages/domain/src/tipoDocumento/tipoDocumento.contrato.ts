import { contrato, mensagemSchema } from '../contrato.ts';
import { idSchema } from '../id.ts';
import { pageSchema } from '../list.ts';
import {
  tipoDocumentoAlteracaoSchema,
  tipoDocumentoFiltroSchema,
  tipoDocumentoFormSchema,
  tipoDocumentoSchema,
} from './tipoDocumento.schema.ts';

/** The document-type routes the web calls (server: modules/tipoDocumento/tipoDocumento.routes.ts). */
export const CONTRATO_TIPO_DOCUMENTO = contrato({
  'POST tipoDocumento/list': {
    body: tipoDocumentoFiltroSchema.nullish(),
    resposta: pageSchema(tipoDocumentoSchema),
  },
  'GET tipoDocumento/:id': { resposta: tipoDocumentoSchema },
  'POST tipoDocumento': { body: tipoDocumentoFormSchema, resposta: tipoDocumentoSchema },
  'PUT tipoDocumento/:id': {
    body: tipoDocumentoAlteracaoSchema.extend({ id: idSchema().optional() }),
    resposta: tipoDocumentoSchema,
  },
  'DELETE tipoDocumento/:id': { resposta: mensagemSchema },
});
