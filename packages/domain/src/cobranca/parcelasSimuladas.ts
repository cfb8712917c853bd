/**
 * The columns of the simulated instalments, as the wizard's table shows them and the printed simulation
 * repeats them (spec 03 §3 "Simulated instalment"; U-17): one list, so the paper reads like the screen.
 */
import { formatBRL, formatDate } from '../format.ts';
import type { MoneyInput } from '../money.ts';

/** A simulated instalment, as the engine gives it (Decimal) or as the API answers it (numbers). */
export interface ParcelaNaTabela {
  parcela: number;
  dataVencimento: string;
  valorParceladoPrincipal: MoneyInput;
  correcao: MoneyInput;
  valorJuros: MoneyInput;
  valorMulta: MoneyInput;
  valorJurosMesPagamento: MoneyInput;
  valorHonorarios: MoneyInput;
  valorTotal: MoneyInput;
}

/** Title and cell of each column, in the screen's order; every column but the first two is money. */
export const COLUNAS_PARCELAS_SIMULADAS: readonly [titulo: string, valor: (p: ParcelaNaTabela) => string][] =
  [
    ['Parcela', (p) => String(p.parcela)],
    ['Vencimento', (p) => formatDate(p.dataVencimento)],
    ['Principal', (p) => formatBRL(p.valorParceladoPrincipal)],
    ['Correção', (p) => formatBRL(p.correcao)],
    ['Juros', (p) => formatBRL(p.valorJuros)],
    ['Multa', (p) => formatBRL(p.valorMulta)],
    ['Juros do Mês', (p) => formatBRL(p.valorJurosMesPagamento)],
    ['Honorários', (p) => formatBRL(p.valorHonorarios)],
    ['Valor Total', (p) => formatBRL(p.valorTotal)],
  ];

/** Whether a column holds an amount (aligned right). */
export const colunaDeValor = (i: number) => i >= 2;
