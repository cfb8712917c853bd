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
  parseIsoDate,
  yearMonthOf,
  type IsoDate,
  type YearMonth,
} from './calendar.ts';
import { nthBusinessDayOfMonth } from './businessDays.ts';
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
  const c = calcularDebito({
    principal: valor,
    multa: 0,
    juros: 0,
    honorarios: 0,
    dataReferencia: dataInicial,
    dataCalculo: dataAvaliacao,
    serie,
  });
  if (c.mesesSemIndice.length > 0) throw new IndiceAusenteError(serie.nome, c.mesesSemIndice[0]!);
  const n = c.meses.length;
  return {
    indice: serie.nome,
    valorOriginal: c.principal,
    dataInicial,
    dataAvaliacao,
    mesInicial: n > 0 ? c.meses[0]!.mes : null,
    mesFinal: n > 0 ? c.meses[n - 1]!.mes : null,
    fator: n > 0 ? c.meses[n - 1]!.fatorAcumulado : new Decimal(1),
    valorCorrigido: c.principalCorrigido,
    correcao: c.correcao,
    meses: c.meses.map((m) => ({
      mes: m.mes,
      taxa: m.taxa!,
      fatorAcumulado: m.fatorAcumulado,
      valorCorrigido: m.valorCorrigido,
    })),
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

/** A month of the calculation memory: its rate (null when not published yet: factor 1). */
export interface MesCalculo {
  mes: YearMonth;
  taxa: Decimal | null;
  fatorAcumulado: Decimal;
  valorCorrigido: Money;
  /** 'Índice de MM/AAAA ainda não publicado' when the month carries factor 1. */
  observacao: string | null;
}

/** The components of a debt as registered (values of its reference date). */
export interface EntradaCalculoDebito {
  principal: MoneyInput;
  multa: MoneyInput;
  juros: MoneyInput;
  honorarios: MoneyInput;
  /** The process's dataReferenciaCalculo: its month is the first corrected one. */
  dataReferencia: IsoDate;
  dataCalculo: IsoDate;
  /** null: the debt has no correction index (factor 1, no months). */
  serie: SerieIndice | null;
}

/** One computation of a debt on a date: the months of the correction and the totals. */
export interface CalculoDebito {
  dataCalculo: IsoDate;
  indice: string | null;
  meses: MesCalculo[];
  principal: Money;
  principalCorrigido: Money;
  /** principalCorrigido − principal */
  correcao: Money;
  multa: Money;
  juros: Money;
  honorarios: Money;
  /**
   * principalCorrigido + multa + juros: the process's totalCorrigido and the CDA's value. The fees are
   * shown apart: they are charged on top of the total when a collection is paid (processo.valores.ts).
   */
  total: Money;
  /** Months of the range whose index is not published yet (carried with factor 1). */
  mesesSemIndice: YearMonth[];
}

export const indiceNaoPublicado = (mes: YearMonth) =>
  `Índice de ${mes.slice(5, 7)}/${mes.slice(0, 4)} ainda não publicado`;

/**
 * The correction engine for a debt (the detail's corrected values, the negotiation's refresh and the
 * calculation memory all come from here): month by month from the reference date's month up to the
 * last month in force on the calculation date, as `corrigir` does, except that a month whose index is
 * not published yet carries factor 1 (and says so) instead of stopping the calculation.
 */
export function calcularDebito(e: EntradaCalculoDebito): CalculoDebito {
  parseIsoDate(e.dataReferencia);
  parseIsoDate(e.dataCalculo);
  const principal = toDecimal(e.principal);
  const primeiro = yearMonthOf(e.dataReferencia);
  const ultimo = ultimoMesVigente(e.dataCalculo);
  const n = e.serie ? Math.max(0, monthsBetween(primeiro, ultimo) + 1) : 0;
  const meses: MesCalculo[] = [];
  const mesesSemIndice: YearMonth[] = [];
  let fator = new Decimal(1);
  for (let i = 0; i < n; i++) {
    const mes = addMonthsToYearMonth(primeiro, i);
    const taxa = e.serie!.taxas.get(mes) ?? null;
    if (taxa !== null) fator = fator.times(taxa.dividedBy(100).plus(1));
    else mesesSemIndice.push(mes);
    meses.push({
      mes,
      taxa,
      fatorAcumulado: fator,
      valorCorrigido: roundCents(principal.times(fator)),
      observacao: taxa === null ? indiceNaoPublicado(mes) : null,
    });
  }
  const principalCorrigido = roundCents(principal.times(fator));
  const multa = toDecimal(e.multa);
  const juros = toDecimal(e.juros);
  return {
    dataCalculo: e.dataCalculo,
    indice: e.serie?.nome ?? null,
    meses,
    principal,
    principalCorrigido,
    correcao: principalCorrigido.minus(principal),
    multa,
    juros,
    honorarios: toDecimal(e.honorarios),
    total: principalCorrigido.plus(multa).plus(juros),
    mesesSemIndice,
  };
}
