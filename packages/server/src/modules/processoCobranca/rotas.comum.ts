import type { AuthUser, Ctx } from '../../platform/context.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { cobrancaNoEscopo } from './consulta.ts';

/** What the collection's three route plugins share (negociacao, acompanhamento, documentos). */
export const tags = ['cobrança'];
export const BASE = '/processoCobranca';
export const CONSULTAR = 'PROCESSO_COBRANCA_CONSULTAR' as const;
export const NEGOCIAR = 'NEGOCIACAO_NEGOCIAR_PAGAMENTO' as const;

/** Another body's collection is a 404 before the payload or the query is judged (issue 23 §2). */
export function escoposDaCobranca(ctx: Ctx) {
  const noEscopo = (user: AuthUser, id: number) => cobrancaNoEscopo(ctx.db, user, id);
  return {
    cobrancaPrimeiro: escopoPrimeiro(noEscopo),
    cobrancaDoCorpoPrimeiro: escopoPrimeiro(noEscopo, 'idProcessoCobranca'),
  };
}
