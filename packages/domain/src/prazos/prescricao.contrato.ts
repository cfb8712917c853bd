import { contrato, mensagemSchema } from '../contrato.ts';
import { pageSchema } from '../list.ts';
import {
  alertasSchema,
  justificativaSchema,
  prazoFiltroSchema,
  prazoLinhaSchema,
  prazoListQuerySchema,
  prescricaoFiltroSchema,
  prescricaoLinhaSchema,
  prescricaoListQuerySchema,
  prescricaoResumoSchema,
  prescricaoSchema,
} from './prescricao.schema.ts';

const PROCESSO = 'processoConstituicaoCredito';

/** The prescription's and the terms' routes (server: modules/prescricao/prescricao.routes.ts). */
export const CONTRATO_PRESCRICAO = contrato({
  [`GET ${PROCESSO}/:id/prescricao`]: { resposta: prescricaoSchema },
  [`POST ${PROCESSO}/:id/reconhecerPrescricao`]: { body: justificativaSchema, resposta: mensagemSchema },
  [`POST ${PROCESSO}/:id/aprovarReconhecimentoPrescricao`]: { resposta: mensagemSchema },
  [`POST ${PROCESSO}/:id/anularReconhecimentoPrescricao`]: {
    body: justificativaSchema,
    resposta: mensagemSchema,
  },
  'POST prescricao/list': {
    query: prescricaoListQuerySchema,
    body: prescricaoFiltroSchema.nullish(),
    resposta: pageSchema(prescricaoLinhaSchema),
  },
  'GET prescricao/resumo': { resposta: prescricaoResumoSchema },
  'POST prazo/list': {
    query: prazoListQuerySchema,
    body: prazoFiltroSchema.nullish(),
    resposta: pageSchema(prazoLinhaSchema),
  },
  'GET prazo/alertas': { resposta: alertasSchema },
});
