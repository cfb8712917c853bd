import { compareDates, formatDateBR, type IsoDate } from '../calendar.ts';
import { MENSAGENS_COBRANCA as M } from './cobranca.schema.ts';

/**
 * The payment date's rule (issue 36 item 7), once for every way of settling an instalment: Baixa
 * Manual refuses a date outside it (400), a bank return's liquidation line dated outside it goes to the
 * reconciliation queue, and a person accepting such a line settles it on the nearest date inside it.
 * A payment is never after today, never before its slip was issued and never before the agreement.
 */
export interface LimitesDaDataDePagamento {
  hoje: IsoDate;
  /** the day the slip paid was issued (a return's line), or the instalment's first slip (Baixa Manual) */
  emissaoBoleto?: IsoDate | null;
  dataAcordo?: IsoDate | null;
}

export type ProblemaDataPagamento = 'FUTURA' | 'ANTES_DA_EMISSAO' | 'ANTES_DO_ACORDO';

export function problemaDaDataDePagamento(
  data: IsoDate,
  l: LimitesDaDataDePagamento,
): ProblemaDataPagamento | null {
  if (compareDates(data, l.hoje) > 0) return 'FUTURA';
  if (l.emissaoBoleto && compareDates(data, l.emissaoBoleto) < 0) return 'ANTES_DA_EMISSAO';
  if (l.dataAcordo && compareDates(data, l.dataAcordo) < 0) return 'ANTES_DO_ACORDO';
  return null;
}

/** The refusal in Portuguese (Baixa Manual's 400). */
export function mensagemDataDePagamento(p: ProblemaDataPagamento, l: LimitesDaDataDePagamento): string {
  switch (p) {
    case 'FUTURA':
      return M.dataFutura;
    case 'ANTES_DA_EMISSAO':
      return M.dataAnteriorEmissao(formatDateBR(l.emissaoBoleto!));
    case 'ANTES_DO_ACORDO':
      return M.dataAnteriorAcordo;
  }
}

/**
 * The date a person's acceptance settles a line on: the line's own when the rule allows it, else the
 * nearest allowed (today for a future date, the slip's issue or the agreement's day for an earlier one).
 */
export function dataDePagamentoAceita(data: IsoDate, l: LimitesDaDataDePagamento): IsoDate {
  if (compareDates(data, l.hoje) > 0) return l.hoje;
  let d = data;
  for (const limite of [l.emissaoBoleto, l.dataAcordo]) if (limite && compareDates(d, limite) < 0) d = limite;
  return compareDates(d, l.hoje) > 0 ? l.hoje : d;
}
