/**
 * Payment allocation of a collection (WORKFLOW.md "Values"): an amount received on an instalment is
 * split over its components in the order fees, monthly interest, interest, fine, correction,
 * principal, each taking at most what is still open of it. Pure and exact (decimal).
 */
import { Decimal, sumMoney, toDecimal, type Money, type MoneyInput } from '../money.ts';

/** The components of an instalment, in the order a payment settles them. */
export const ORDEM_ALOCACAO = [
  'valorHonorarios',
  'valorJurosMesPagamento',
  'valorJuros',
  'valorMulta',
  'valorCorrecao',
  'valorPrincipal',
] as const;
export type ComponentePagamento = (typeof ORDEM_ALOCACAO)[number];
export type ValoresPorComponente = Record<ComponentePagamento, Money>;

const ZERO = new Decimal(0);

export const componentesZerados = (): ValoresPorComponente => ({
  valorHonorarios: ZERO,
  valorJurosMesPagamento: ZERO,
  valorJuros: ZERO,
  valorMulta: ZERO,
  valorCorrecao: ZERO,
  valorPrincipal: ZERO,
});

export const totalDosComponentes = (v: ValoresPorComponente): Money =>
  sumMoney(ORDEM_ALOCACAO.map((k) => v[k]));

/** What is still open of each component: due − paid, never below zero. */
export function emAberto(devido: ValoresPorComponente, pago: ValoresPorComponente): ValoresPorComponente {
  const r = componentesZerados();
  for (const k of ORDEM_ALOCACAO) r[k] = Decimal.max(ZERO, devido[k].minus(pago[k]));
  return r;
}

/**
 * Splits `valor` over the open components in ORDEM_ALOCACAO. `excedente` is what is left once every
 * component is settled (the caller refuses it); Σ alocado + excedente = valor, exactly.
 */
export function alocarPagamento(
  devido: ValoresPorComponente,
  pago: ValoresPorComponente,
  valor: MoneyInput,
): { alocado: ValoresPorComponente; excedente: Money } {
  const aberto = emAberto(devido, pago);
  const alocado = componentesZerados();
  let resto = toDecimal(valor);
  if (resto.isNegative()) throw new RangeError('Um pagamento não pode ser negativo');
  for (const k of ORDEM_ALOCACAO) {
    const parte = Decimal.min(resto, aberto[k]);
    alocado[k] = parte;
    resto = resto.minus(parte);
  }
  return { alocado, excedente: resto };
}

/**
 * Spreads an amount over debts in their order, each taking at most its open balance (`capacidades`);
 * what exceeds them all goes to the last one. Σ = valor, exactly. Used to record an instalment's paid
 * components on the processes (CDAs) the collection covers.
 */
export function distribuirEmOrdem(valor: MoneyInput, capacidades: readonly MoneyInput[]): Money[] {
  if (capacidades.length === 0) throw new RangeError('Nenhum débito para receber o pagamento');
  let resto = toDecimal(valor);
  const partes = capacidades.map((c) => {
    const parte = Decimal.min(resto, Decimal.max(ZERO, toDecimal(c)));
    resto = resto.minus(parte);
    return parte;
  });
  partes[partes.length - 1] = partes.at(-1)!.plus(resto);
  return partes;
}
