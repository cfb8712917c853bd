import { contrato, mensagemSchema } from '../contrato.ts';
import { pageSchema } from '../list.ts';
import {
  aptoNegociacaoSchema,
  aptosNegociacaoFiltroSchema,
  criadaSchema,
  criarCobrancaSchema,
  requerenteLookupQuerySchema,
  requerenteLookupSchema,
  resultadoSimulacaoSchema,
  simulacaoSchema,
  validarRequerenteQuerySchema,
} from './cobranca.schema.ts';

/** The negotiation's routes (server: modules/processoCobranca/processoCobranca.routes.ts). */
export const CONTRATO_NEGOCIACAO = contrato({
  'POST processoConstituicaoCredito/aptosNegociacao': {
    body: aptosNegociacaoFiltroSchema.nullish(),
    resposta: pageSchema(aptoNegociacaoSchema),
  },
  'GET requerente/porCpf/:cpf': { query: requerenteLookupQuerySchema, resposta: requerenteLookupSchema },
  'GET requerente/validar': { query: validarRequerenteQuerySchema, resposta: mensagemSchema },
  'POST processoCobranca/simularParcelamento': { body: simulacaoSchema, resposta: resultadoSimulacaoSchema },
  'POST processoCobranca': { body: criarCobrancaSchema, resposta: criadaSchema },
});
