import {
  ROTULO_SITUACAO_COBRANCA,
  ROTULO_SITUACAO_LANCAMENTO,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';

/** Spec 03 §4: ATIVO and PARCELADO read EM ABERTO; the instalment's BAIXADO reads QUITADO, PREVISTO EM ABERTO. */
export const rotuloSituacao = (id: number) =>
  ROTULO_SITUACAO_COBRANCA[id as SituacaoCobrancaId] ?? String(id);
export const rotuloLancamento = (s: keyof typeof ROTULO_SITUACAO_LANCAMENTO) => ROTULO_SITUACAO_LANCAMENTO[s];
export const formaPagamento = (totalParcelas: number) => (totalParcelas === 1 ? 'À VISTA' : 'PARCELADO');
export const percentual = (fracao: number) =>
  `${(fracao * 100).toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;
