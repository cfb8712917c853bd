import { ROTULO_SITUACAO_REGISTRO_BOLETO } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import {
  ROTULO_SITUACAO_COBRANCA,
  type CobrancaDetalhe,
  type LancamentoApi,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';

/** Spec 03 §4: ATIVO and PARCELADO read EM ABERTO (an instalment: domain `rotuloDaParcela`). */
export const rotuloSituacao = (id: number) =>
  ROTULO_SITUACAO_COBRANCA[id as SituacaoCobrancaId] ?? String(id);
export const formaPagamento = (totalParcelas: number) => (totalParcelas === 1 ? 'À VISTA' : 'PARCELADO');
export const percentual = (fracao: number) =>
  `${(fracao * 100).toLocaleString('pt-BR', { maximumFractionDigits: 4 })}%`;

/** The note on what the payment month adds (spec 03 §2.3). */
export function notaMesPagamento(
  c: Pick<CobrancaDetalhe, 'totalParcelas' | 'percentualJurosMesPagamento' | 'percentualHonorarios'>,
) {
  const juros =
    c.totalParcelas > 1
      ? `do percentual de juros ao mês (${percentual(c.percentualJurosMesPagamento)}) e `
      : '';
  return `Os valores serão acrescidos ${juros}do percentual de honorários (${percentual(c.percentualHonorarios)}) no mês do pagamento.`;
}

/**
 * The slip's registration at the bank on an instalment (docs/arquivos-bancarios.md §2): an optional field of the
 * instalment's data; nothing when the server does not send it (no slip issued).
 */
export function registroDoBoleto(l: Pick<LancamentoApi, 'situacaoRegistroBoleto'>): string | null {
  const s = l.situacaoRegistroBoleto;
  return s ? ROTULO_SITUACAO_REGISTRO_BOLETO[s] : null;
}
