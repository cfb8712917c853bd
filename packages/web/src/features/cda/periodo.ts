import { addDays, endOfMonth, type IsoDate } from '@divida/domain/calendar';
import type { Periodo } from './cda.api.ts';

export type ModoPeriodo = '15' | '30' | 'MES' | 'PERSONALIZADO';

export const MODOS_PERIODO: { valor: ModoPeriodo; rotulo: string }[] = [
  { valor: '15', rotulo: 'Últimos 15 dias' },
  { valor: '30', rotulo: 'Últimos 30 dias' },
  { valor: 'MES', rotulo: 'Mês/Ano' },
  { valor: 'PERSONALIZADO', rotulo: 'Personalizado' },
];

export const MESES = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** The last `dias` days up to today (spec 03 §9: 'Últimos 15 dias' is 15 days, today included). */
export const ultimosDias = (hoje: IsoDate, dias: number): Periodo => ({
  dataInicio: addDays(hoje, -(dias - 1)),
  dataFim: hoje,
});

/** A month (1–12) of a year, up to today when it is the current one. */
export function mesAno(hoje: IsoDate, ano: number, mes: number): Periodo {
  const inicio = `${ano}-${String(mes).padStart(2, '0')}-01` as IsoDate;
  const fim = endOfMonth(inicio);
  return { dataInicio: inicio, dataFim: fim > hoje ? hoje : fim };
}
