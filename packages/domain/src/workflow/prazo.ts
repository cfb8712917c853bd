import { businessDayOnOrAfter } from '../businessDays.ts';
import { addDays, compareDates, daysBetween, type IsoDate } from '../calendar.ts';

/** The intimation and appeal terms, in days, unless the configuration says otherwise (docs/workflow.md). */
export const PRAZO_PADRAO_DIAS = 10;

/**
 * The last day of a term of `dias` days from `dataReferencia` (receipt, acknowledgement or
 * publication), counted as administrative terms are (Lei 9.784/1999 art. 66): calendar days,
 * excluding the reference day and including the last, which moves to the next business day when it
 * falls on a weekend or a national holiday.
 */
export function prazoFinal(dataReferencia: IsoDate, dias: number = PRAZO_PADRAO_DIAS): IsoDate {
  if (!Number.isInteger(dias) || dias < 1) throw new RangeError(`Not a term length in days: ${dias}`);
  return businessDayOnOrAfter(addDays(dataReferencia, dias));
}

/** Days left until the last day, inclusive of today's (0 on the last day; negative once over). */
export const diasRestantes = (final: IsoDate, hoje: IsoDate): number => daysBetween(hoje, final);

/** The term is running on `hoje`: the last day included. */
export const prazoEmCurso = (final: IsoDate, hoje: IsoDate): boolean => compareDates(hoje, final) <= 0;
