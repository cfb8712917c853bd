import { sumMoney, toApiNumber, toDecimal, type Money, type MoneyInput } from '@divida/domain/money';
import { SITUACAO } from '@divida/domain/workflow/situacoes';
import type { z } from 'zod';
import type { valoresProcessoSchema } from '@divida/domain/processo/processo.schema';

/** The money columns of a process as Drizzle reads them (numeric(15,2) → Decimal, platform/db/colunas.ts). */
export interface ColunasValores {
  valorOriginario: Money;
  valorAtualizado: Money;
  valorCorrecao: Money;
  jurosAtualizado: Money;
  multaAtualizada: Money;
  valorJurosMesPagamento: Money;
  valorHonorarios: Money;
  totalCorrigido: Money;
  valorAtualizadoPago: Money;
  valorCorrecaoPago: Money;
  valorMultaPago: Money;
  valorJurosPago: Money;
  valorJurosMesPagamentoPago: Money;
  valorHonorariosPago: Money;
}

/** The corrected total of a registration: updated value + correction + fine + interest, exact. */
export function totalCorrigidoDe(v: {
  valorAtualizado: MoneyInput;
  valorCorrecao?: MoneyInput;
  multaAtualizada: MoneyInput;
  jurosAtualizado: MoneyInput;
}): Money {
  return sumMoney([v.valorAtualizado, v.valorCorrecao ?? 0, v.multaAtualizada, v.jurosAtualizado]);
}

/** What the balance reads: the corrected total, what was paid of each component, and the situation. */
export type ColunasSaldo = { situacaoId?: number } & Pick<
  ColunasValores,
  | 'totalCorrigido'
  | 'valorAtualizadoPago'
  | 'valorCorrecaoPago'
  | 'valorMultaPago'
  | 'valorJurosPago'
  | 'valorJurosMesPagamentoPago'
  | 'valorHonorariosPago'
>;

/** Everything paid on a process, over all its components. */
export function totalPago(v: ColunasSaldo): Money {
  return v.valorAtualizadoPago
    .plus(v.valorCorrecaoPago)
    .plus(v.valorMultaPago)
    .plus(v.valorJurosPago)
    .plus(v.valorJurosMesPagamentoPago)
    .plus(v.valorHonorariosPago);
}

/**
 * saldoDevedor: the corrected total minus what was paid of it (principal, correction, fine, interest).
 * The fees and the monthly interest of a collection are charged on top of the total when paid
 * (valorHonorarios/valorJurosMesPagamento grow with their paid columns), so they do not lower it.
 */
export const saldoDevedor = (v: ColunasSaldo): Money =>
  quitado(v)
    ? ZERO
    : v.totalCorrigido
        .minus(v.valorAtualizadoPago)
        .minus(v.valorCorrecaoPago)
        .minus(v.valorMultaPago)
        .minus(v.valorJurosPago);

const ZERO = toDecimal(0);

/**
 * A process its collection paid off (situation QUITADO) owes nothing: the payoff extinguishes the
 * credit, the discount the agreement gave included (issue 36 item 6: a paid collection shows nothing
 * owed anywhere).
 */
const quitado = (v: { situacaoId?: number }) => v.situacaoId === SITUACAO.QUITADO;

/**
 * The values of the detail (spec 02 §3): each component, what was paid of it and its balance
 * (value − paid), all in decimal; numbers only at the edge, rounded to the cent.
 */
export function valoresParaApi(
  v: ColunasValores & { situacaoId?: number },
): z.infer<typeof valoresProcessoSchema> {
  const saldo = (valor: Money, pago: Money) => (quitado(v) ? ZERO : valor.minus(pago));
  const saldoDev = saldoDevedor(v);
  const saldoJurosMes = saldo(v.valorJurosMesPagamento, v.valorJurosMesPagamentoPago);
  const n = toApiNumber;
  return {
    valorOriginario: n(v.valorOriginario),
    valorAtualizado: n(v.valorAtualizado),
    valorCorrecao: n(v.valorCorrecao),
    jurosAtualizado: n(v.jurosAtualizado),
    multaAtualizada: n(v.multaAtualizada),
    valorJurosMesPagamento: n(v.valorJurosMesPagamento),
    valorHonorarios: n(v.valorHonorarios),
    totalCorrigido: n(v.totalCorrigido),
    valorAtualizadoPago: n(v.valorAtualizadoPago),
    valorCorrecaoPago: n(v.valorCorrecaoPago),
    valorMultaPago: n(v.valorMultaPago),
    valorJurosPago: n(v.valorJurosPago),
    valorJurosMesPagamentoPago: n(v.valorJurosMesPagamentoPago),
    valorHonorariosPago: n(v.valorHonorariosPago),
    saldoDevedor: n(saldoDev),
    saldoValorAtualizado: n(saldo(v.valorAtualizado, v.valorAtualizadoPago)),
    saldoCorrecao: n(saldo(v.valorCorrecao, v.valorCorrecaoPago)),
    saldoMulta: n(saldo(v.multaAtualizada, v.valorMultaPago)),
    saldoJuros: n(saldo(v.jurosAtualizado, v.valorJurosPago)),
    saldoJurosMesPagamento: n(saldoJurosMes),
    saldoHonorarios: n(saldo(v.valorHonorarios, v.valorHonorariosPago)),
    // the balance plus the monthly interest of the payment still owed (kept apart from the total)
    saldoDevedorComJuros: n(saldoDev.plus(saldoJurosMes)),
  };
}
