import { contrato } from '../contrato.ts';
import { pageSchema } from '../list.ts';
import {
  financeiroLinhaSchema,
  financeiroPeriodoSchema,
  valorTotalRepassadoSchema,
} from './financeiro.schema.ts';

const BASE = 'processoConstituicaoCredito';

/** The financial follow-up's routes (server: modules/financeiro/financeiro.routes.ts). */
export const CONTRATO_FINANCEIRO = contrato({
  [`POST ${BASE}/acompanhamentoFinanceiro`]: {
    body: financeiroPeriodoSchema,
    resposta: pageSchema(financeiroLinhaSchema),
  },
  [`POST ${BASE}/buscarValorTotalRepassado`]: {
    body: financeiroPeriodoSchema,
    resposta: valorTotalRepassadoSchema,
  },
});
