import { z } from 'zod';
import { contrato } from '../contrato.ts';
import {
  atualizacaoIndicesSchema,
  lancamentoIndiceSchema,
  resultadoGravacaoIndiceSchema,
  situacaoIndicesSchema,
} from './indiceFinanceiro.schema.ts';

/** The index screen's routes (server: modules/indiceFinanceiro/indiceFinanceiro.routes.ts). */
export const CONTRATO_INDICE_FINANCEIRO = contrato({
  'GET indiceFinanceiro/situacao': { resposta: situacaoIndicesSchema },
  'POST tarefa/agendadas/atualizar-indices/executar': { resposta: atualizacaoIndicesSchema },
  'POST indiceFinanceiro/:id/valores': {
    params: z.object({ id: z.coerce.number().int().positive() }),
    body: lancamentoIndiceSchema,
    resposta: resultadoGravacaoIndiceSchema,
  },
});
