import { z } from 'zod';
import { comMensagemSchema, contrato, mensagemSchema } from '../contrato.ts';
import { pageSchema } from '../list.ts';
import { substituirDocumentoSchema } from './acao.schema.ts';
import {
  configuracaoOrgaoProcessoSchema,
  faseProcessoSchema,
  processoAlteracaoSchema,
  processoDetalheSchema,
  processoFormSchema,
} from './processo.schema.ts';
import { processoFiltroSchema, processoListItemSchema } from './processoLista.schema.ts';

const BASE = 'processoConstituicaoCredito';

/** The process's routes (server: modules/processo/processo.routes.ts, faseProcesso.routes.ts). */
export const CONTRATO_PROCESSO = contrato({
  [`POST ${BASE}/list`]: {
    body: processoFiltroSchema.nullish(),
    resposta: pageSchema(processoListItemSchema),
  },
  [`GET ${BASE}/configuracaoOrgao`]: { resposta: configuracaoOrgaoProcessoSchema },
  [`GET ${BASE}/:id`]: { resposta: processoDetalheSchema },
  [`POST ${BASE}`]: { body: processoFormSchema, resposta: comMensagemSchema },
  [`PUT ${BASE}/:id`]: { body: processoAlteracaoSchema, resposta: comMensagemSchema },
  [`DELETE ${BASE}/:id`]: { resposta: mensagemSchema },
  [`PUT ${BASE}/:id/documento/replace/:docId`]: { body: substituirDocumentoSchema, resposta: mensagemSchema },
  'GET faseProcesso/listAll': { resposta: z.array(faseProcessoSchema) },
  'GET faseProcesso/aptosRetornar': { resposta: z.array(faseProcessoSchema) },
});
