/**
 * Payment allocation of a collection (docs/workflow.md "Values"): an amount received on an instalment is
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

/** What a payment date adds to an instalment's schedule: correction, monthly interest and fees (spec 03 §9). */
export interface EncargosNoPagamento {
  valorHonorarios: Money;
  valorJurosMesPagamento: Money;
  valorCorrecaoPagamento: Money;
}

/** An instalment as scheduled, with what an earlier partial payment already charged on it. */
export interface ParcelaAgendada extends EncargosNoPagamento {
  valorPrincipal: Money;
  valorCorrecao: Money;
  valorJuros: Money;
  valorMulta: Money;
}

/**
 * What an instalment is due on a payment date: its principal, correction, interest and fine, plus the
 * charges computed for that date (`calculado`; absent when they cannot be computed: the schedule
 * stands). A charge never falls below what the instalment carries: what was charged at an earlier
 * partial payment is never taken back.
 */
export function devidoNaData(
  parcela: ParcelaAgendada,
  calculado?: EncargosNoPagamento,
): { devido: ValoresPorComponente; valorCorrecaoPagamento: Money } {
  const maior = (k: keyof EncargosNoPagamento) =>
    calculado ? Decimal.max(parcela[k], calculado[k]) : toDecimal(parcela[k]);
  const valorCorrecaoPagamento = maior('valorCorrecaoPagamento');
  return {
    devido: {
      valorHonorarios: maior('valorHonorarios'),
      valorJurosMesPagamento: maior('valorJurosMesPagamento'),
      valorJuros: parcela.valorJuros,
      valorMulta: parcela.valorMulta,
      valorCorrecao: parcela.valorCorrecao.plus(valorCorrecaoPagamento),
      valorPrincipal: parcela.valorPrincipal,
    },
    valorCorrecaoPagamento,
  };
}

/** A process's money that a collection's payment moves: each component's charge and what was paid of it. */
export interface SaldosDoProcesso {
  valorAtualizado: Money;
  valorAtualizadoPago: Money;
  valorCorrecao: Money;
  valorCorrecaoPago: Money;
  jurosAtualizado: Money;
  valorJurosPago: Money;
  multaAtualizada: Money;
  valorMultaPago: Money;
  valorJurosMesPagamento: Money;
  valorJurosMesPagamentoPago: Money;
  valorHonorarios: Money;
  valorHonorariosPago: Money;
  totalCorrigido: Money;
}

/**
 * The process fields of each component: its charge, what was paid of it, and whether it is part of the
 * corrected total (fees and monthly interest are charged on top of it when paid).
 */
export const CAMPOS_DO_PROCESSO: Record<
  ComponentePagamento,
  { valor: keyof SaldosDoProcesso; pago: keyof SaldosDoProcesso; total: boolean }
> = {
  valorPrincipal: { valor: 'valorAtualizado', pago: 'valorAtualizadoPago', total: true },
  valorCorrecao: { valor: 'valorCorrecao', pago: 'valorCorrecaoPago', total: true },
  valorJuros: { valor: 'jurosAtualizado', pago: 'valorJurosPago', total: true },
  valorMulta: { valor: 'multaAtualizada', pago: 'valorMultaPago', total: true },
  valorJurosMesPagamento: {
    valor: 'valorJurosMesPagamento',
    pago: 'valorJurosMesPagamentoPago',
    total: false,
  },
  valorHonorarios: { valor: 'valorHonorarios', pago: 'valorHonorariosPago', total: false },
};

/**
 * Records an instalment's paid components on the processes (docs/workflow.md "Values"): each component
 * fills the processes' open balances in the collection's order. What exceeds them (the correction
 * charged at payment, the monthly interest and fees, which are charged on top of the total when paid)
 * raises that process's charge by the same amount, so no balance goes below zero. Returns the
 * processes with their new values and, for each, the part of each component it received.
 */
export function ratearNosProcessos<P extends SaldosDoProcesso>(
  processos: readonly P[],
  alocado: ValoresPorComponente,
): { novos: P[]; partes: Partial<ValoresPorComponente>[] } {
  const novos = processos.map((p) => ({ ...p }));
  const partes: Partial<ValoresPorComponente>[] = processos.map(() => ({}));
  for (const k of ORDEM_ALOCACAO) {
    const valor = alocado[k];
    if (valor.isZero()) continue;
    const campo = CAMPOS_DO_PROCESSO[k];
    const capacidades = novos.map((p) => p[campo.valor].minus(p[campo.pago]));
    // fees and monthly interest are no balance of a process: they go to the first one
    const divisao = campo.total
      ? distribuirEmOrdem(valor, capacidades)
      : distribuirEmOrdem(valor, [valor, ...capacidades.slice(1).map(() => ZERO)]);
    divisao.forEach((parte, i) => {
      if (parte.isZero()) return;
      const p: SaldosDoProcesso = novos[i]!;
      const excesso = Decimal.max(ZERO, parte.minus(Decimal.max(ZERO, capacidades[i]!)));
      p[campo.pago] = p[campo.pago].plus(parte);
      if (excesso.gt(0)) {
        p[campo.valor] = p[campo.valor].plus(excesso);
        if (campo.total) p.totalCorrigido = p.totalCorrigido.plus(excesso);
      }
      partes[i]![k] = parte;
    });
  }
  return { novos, partes };
}
