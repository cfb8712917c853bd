/**
 * The balances of a collection (spec 03 §2.3: 'Saldo' and 'Saldo com Desconto'), read from its
 * instalments. Both sides show them from this one rule.
 *
 * - Saldo: what is still open of each instalment (its total less what was paid of it, never below
 *   zero), summed; a settled instalment (BAIXADO) has nothing open.
 * - Saldo com Desconto: the part of that balance which is the discounted debt itself (principal,
 *   correction, interest and fine, each already net of the agreement's discount), without the monthly
 *   interest and fees charged on top of it in the payment month. Each payment lowers it by what it
 *   settled of those components (docs/workflow.md's allocation order), so it never exceeds the balance,
 *   never grows with a payment, and is zero once every instalment is settled (QUITADO).
 */
import { Decimal, sumMoney, toDecimal, type Money, type MoneyInput } from '../money.ts';
import type { Componentes } from '../negociacao.ts';
import { emAberto, type ValoresPorComponente } from './alocacao.ts';

/** An instalment as the balances read it. */
export interface ParcelaDoSaldo {
  /** BAIXADO: settled, nothing open (a shortfall the body's tolerance forgave included). */
  quitada: boolean;
  /** Its total as scheduled (with what a payment date already charged on it): Σ `devido`. */
  valorTotal: MoneyInput;
  /** What was received for it. */
  valorPago: MoneyInput;
  /** Each component due; the correction includes the one charged at payment. */
  devido: ValoresPorComponente;
  /** What was paid of each component. */
  pago: ValoresPorComponente;
}

const ZERO = new Decimal(0);

/** What is still open of one instalment: its total less what was paid, never below zero. */
export function saldoDaParcela(p: Pick<ParcelaDoSaldo, 'quitada' | 'valorTotal' | 'valorPago'>): Money {
  if (p.quitada) return ZERO;
  return Decimal.max(ZERO, toDecimal(p.valorTotal).minus(toDecimal(p.valorPago)));
}

/** The discounted debt still open in one instalment, per component. */
export function saldoComDescontoDaParcela(p: ParcelaDoSaldo): Componentes {
  if (p.quitada) {
    return {
      valorAtualizado: ZERO,
      valorCorrecao: ZERO,
      valorJuros: ZERO,
      valorMulta: ZERO,
      valorTotal: ZERO,
    };
  }
  const a = emAberto(p.devido, p.pago);
  return {
    valorAtualizado: a.valorPrincipal,
    valorCorrecao: a.valorCorrecao,
    valorJuros: a.valorJuros,
    valorMulta: a.valorMulta,
    valorTotal: sumMoney([a.valorPrincipal, a.valorCorrecao, a.valorJuros, a.valorMulta]),
  };
}

/** The collection's 'Saldo' and 'Saldo com Desconto' (spec 03 §2.3). */
export function saldosDaCobranca(parcelas: readonly ParcelaDoSaldo[]): {
  saldo: Money;
  saldoComDesconto: Componentes;
} {
  const abertos = parcelas.map(saldoComDescontoDaParcela);
  const soma = (k: keyof Componentes) => sumMoney(abertos.map((a) => a[k]));
  return {
    saldo: sumMoney(parcelas.map(saldoDaParcela)),
    saldoComDesconto: {
      valorAtualizado: soma('valorAtualizado'),
      valorCorrecao: soma('valorCorrecao'),
      valorJuros: soma('valorJuros'),
      valorMulta: soma('valorMulta'),
      valorTotal: soma('valorTotal'),
    },
  };
}
