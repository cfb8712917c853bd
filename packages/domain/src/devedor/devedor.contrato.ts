import { z } from 'zod';
import { contrato } from '../contrato.ts';
import { atividadePortalSchema } from '../portal/portal.schema.ts';
import {
  representanteFormSchema,
  representanteSalvoSchema,
  representanteSchema,
} from './representante.schema.ts';
import { pageSchema } from '../list.ts';
import { acessoDadosSchema } from './acessoDados.schema.ts';
import { devedorDetalheSchema, devedorFiltroSchema, devedorListItemSchema } from './devedor.schema.ts';

/** The debtors' routes the web calls (server: modules/posicaoDevedor/devedor.routes.ts). */
export const CONTRATO_DEVEDOR = contrato({
  'POST devedor/list': { body: devedorFiltroSchema.nullish(), resposta: pageSchema(devedorListItemSchema) },
  'GET devedor/:id': { resposta: devedorDetalheSchema },
  'GET devedor/:id/acessos': { resposta: pageSchema(acessoDadosSchema) },
  'GET devedor/:id/representantes': { resposta: z.array(representanteSchema) },
  'POST devedor/:id/representantes': { body: representanteFormSchema, resposta: representanteSalvoSchema },
  'PUT devedor/:id/representantes/:idRepresentante': {
    body: representanteFormSchema,
    resposta: representanteSalvoSchema,
  },
  'GET devedor/:id/atividadePortal': { resposta: pageSchema(atividadePortalSchema) },
});
