import { z } from 'zod';
import { comMensagemSchema, contrato, mensagemSchema } from '../contrato.ts';
import { idSchema } from '../id.ts';
import { indiceFinanceiroSchema } from '../indiceFinanceiro/indiceFinanceiro.schema.ts';
import { pageSchema } from '../list.ts';
import {
  orgaoCredorAlteracaoSchema,
  orgaoCredorFiltroSchema,
  orgaoCredorFormSchema,
  orgaoCredorResumoSchema,
  orgaoCredorSchema,
} from './orgaoCredor.schema.ts';

/**
 * The creditor-body routes the web calls (server: modules/orgaoCredor/orgaoCredor.routes.ts; the
 * index lookup of its form: modules/indiceFinanceiro/indiceFinanceiro.routes.ts).
 */
export const CONTRATO_ORGAO_CREDOR = contrato({
  'GET orgaoCredor/listAll': { resposta: z.array(orgaoCredorResumoSchema) },
  'POST orgaoCredor/list': {
    body: orgaoCredorFiltroSchema.nullish(),
    resposta: pageSchema(orgaoCredorResumoSchema),
  },
  'GET orgaoCredor/:id': { resposta: orgaoCredorSchema },
  'POST orgaoCredor': { body: orgaoCredorFormSchema, resposta: comMensagemSchema },
  'PUT orgaoCredor/:id': {
    body: orgaoCredorAlteracaoSchema.extend({ id: idSchema().optional() }),
    resposta: comMensagemSchema,
  },
  'DELETE orgaoCredor/:id': { resposta: mensagemSchema },
  'POST orgaoCredor/listIndiceFinanceiro': {
    body: z.unknown().optional(),
    resposta: z.array(indiceFinanceiroSchema),
  },
});
