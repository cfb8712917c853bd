/**
 * Monetary correction by a monthly index (spec 03 §9: "updated monthly from the 4th business day").
 *
 * The factor is the product of (1 + rate) over the months from the start date's month up to the last
 * month in force on the evaluation date: the month before the evaluation month from that month's 4th
 * business day on, and two months before until then (the index of a month is published early in the
 * next one). The factor keeps 40 significant digits; the corrected amount is rounded half-up to the cent
 * once, at the end. A month missing from the series is an error (`IndiceAusenteError`), never a zero.
 */
import {
  addMonthsToYearMonth,
  formatDateBR,
  isYearMonth,
  monthsBetween,
  nthBusinessDayOfMonth,
  parseIsoDate,
  yearMonthOf,
  type IsoDate,
  type YearMonth,
} from './calendar.ts';
import { Decimal, roundCents, toDecimal, type Money, type MoneyInput } from './money.ts';

/** The business day of a month from which the previous month's index is in force. */
export const DIA_UTIL_VIGENCIA = 4;

/** A monthly index series: rates in percent per month ('0.53' = 0.53 % in the month), by 'yyyy-MM'. */
export interface SerieIndice {
  /** The index's short name, as in the reports ('IPCA'). */
  readonly nome: string;
  readonly taxas: ReadonlyMap<YearMonth, Decimal>;
}

export class IndiceAusenteError extends Error {
  readonly indice: string;
  readonly mes: YearMonth;
  constructor(indice: string, mes: YearMonth) {
    super(`Índice ${indice} não disponível para ${mes.slice(5, 7)}/${mes.slice(0, 4)}`);
    this.name = 'IndiceAusenteError';
    this.indice = indice;
    this.mes = mes;
  }
}

/** Builds a series from (month, percent) pairs; months 'yyyy-MM' or 'yyyy-MM-dd' (the day is ignored). */
export function serieIndice(nome: string, entradas: Iterable<readonly [string, MoneyInput]>): SerieIndice {
  const taxas = new Map<YearMonth, Decimal>();
  for (const [data, valor] of entradas) {
    const mes = data.length === 10 ? yearMonthOf(data) : data;
    if (!isYearMonth(mes)) throw new RangeError(`Not a month: '${data}'`);
    const taxa = toDecimal(valor);
    if (taxa.lte(-100)) throw new RangeError(`A monthly rate must be above -100 %: ${mes} ${taxa.toFixed()}`);
    if (taxas.has(mes)) throw new RangeError(`Month ${mes} appears twice in ${nome}`);
    taxas.set(mes, taxa);
  }
  return { nome, taxas };
}

/** Reads the CSV of the reference data (header 'data,valor'; 'yyyy-MM-01,0.53' lines). */
export function parseSerieCsv(nome: string, csv: string): SerieIndice {
  const linhas = csv.split(/\r?\n/).filter((l) => l.trim() !== '');
  if (linhas[0]?.trim() !== 'data,valor') throw new RangeError(`Expected the header 'data,valor' in ${nome}`);
  return serieIndice(
    nome,
    linhas.slice(1).map((l): [string, string] => {
      const [data = '', valor = ''] = l.split(',');
      return [data.trim(), valor.trim()];
    }),
  );
}

/** The last month whose index is in force on a date (see the module comment). */
export function ultimoMesVigente(dataAvaliacao: IsoDate): YearMonth {
  const mes = yearMonthOf(dataAvaliacao);
  const inicioVigencia = nthBusinessDayOfMonth(mes, DIA_UTIL_VIGENCIA);
  return addMonthsToYearMonth(mes, dataAvaliacao >= inicioVigencia ? -1 : -2);
}

export interface LinhaCorrecao {
  mes: YearMonth;
  /** Percent in the month. */
  taxa: Decimal;
  /** Product of (1 + rate) from the first month up to this one. */
  fatorAcumulado: Decimal;
  /** The amount corrected up to this month, rounded to the cent (for the printed report). */
  valorCorrigido: Money;
}

export interface ResultadoCorrecao {
  indice: string;
  valorOriginal: Money;
  dataInicial: IsoDate;
  dataAvaliacao: IsoDate;
  /** The month range applied; `null` when no month applies (factor 1). */
  mesInicial: YearMonth | null;
  mesFinal: YearMonth | null;
  fator: Decimal;
  valorCorrigido: Money;
  /** valorCorrigido − valorOriginal. */
  correcao: Money;
  meses: LinhaCorrecao[];
}

export interface EntradaCorrecao {
  valor: MoneyInput;
  /** The date the amount refers to; its month is the first corrected month. */
  dataInicial: IsoDate;
  dataAvaliacao: IsoDate;
  serie: SerieIndice;
}

/**
 * Corrects an amount from a start date to an evaluation date. Throws IndiceAusenteError when a month
 * of the range is not in the series.
 */
export function corrigir({ valor, dataInicial, dataAvaliacao, serie }: EntradaCorrecao): ResultadoCorrecao {
  parseIsoDate(dataInicial);
  const valorOriginal = toDecimal(valor);
  const primeiro = yearMonthOf(dataInicial);
  const ultimo = ultimoMesVigente(dataAvaliacao);
  const meses: LinhaCorrecao[] = [];
  let fator = new Decimal(1);
  const n = monthsBetween(primeiro, ultimo) + 1;
  for (let i = 0; i < n; i++) {
    const mes = addMonthsToYearMonth(primeiro, i);
    const taxa = serie.taxas.get(mes);
    if (taxa === undefined) throw new IndiceAusenteError(serie.nome, mes);
    fator = fator.times(taxa.dividedBy(100).plus(1));
    meses.push({ mes, taxa, fatorAcumulado: fator, valorCorrigido: roundCents(valorOriginal.times(fator)) });
  }
  const valorCorrigido = roundCents(valorOriginal.times(fator));
  return {
    indice: serie.nome,
    valorOriginal,
    dataInicial,
    dataAvaliacao,
    mesInicial: n > 0 ? primeiro : null,
    mesFinal: n > 0 ? ultimo : null,
    fator,
    valorCorrigido,
    correcao: valorCorrigido.minus(valorOriginal),
    meses,
  };
}

/** The heading of the printable calculation report: index, month range and count. */
export function descreverPeriodo(r: ResultadoCorrecao): string {
  if (r.mesInicial === null || r.mesFinal === null) {
    return `Sem correção: nenhum mês de ${r.indice} vigente entre ${formatDateBR(r.dataInicial)} e ${formatDateBR(r.dataAvaliacao)}`;
  }
  const m = (ym: YearMonth) => `${ym.slice(5, 7)}/${ym.slice(0, 4)}`;
  return `Correção pelo ${r.indice} de ${m(r.mesInicial)} a ${m(r.mesFinal)} (${r.meses.length} meses)`;
}
