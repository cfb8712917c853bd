/**
 * Business days: Monday to Friday except the national public holidays that date-holidays lists for BR
 * (New Year, Good Friday, Tiradentes, Labour Day, Independence, Aparecida, All Souls, Republic, Black
 * Consciousness from 2024, Christmas). Carnival and Corpus Christi are optional points there, not holidays.
 * Apart from calendar.ts because of the weight of date-holidays (see there).
 */
import Holidays from 'date-holidays';
import { addDays, dayOfWeek, isYearMonth, parseIsoDate, type IsoDate, type YearMonth } from './calendar.ts';

const holidays = new Holidays('BR');
const holidaysByYear = new Map<number, Map<IsoDate, string>>();

function nationalHolidays(year: number): Map<IsoDate, string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Map();
    for (const h of holidays.getHolidays(year)) {
      if (h.type === 'public') days.set(h.date.slice(0, 10), h.name);
    }
    holidaysByYear.set(year, days);
  }
  return days;
}

/** The national holiday's name on that date, or undefined. */
export function holidayName(date: IsoDate): string | undefined {
  return nationalHolidays(parseIsoDate(date).year).get(date);
}

export function isWeekend(date: IsoDate): boolean {
  const d = dayOfWeek(date);
  return d === 0 || d === 6;
}

export function isBusinessDay(date: IsoDate): boolean {
  return !isWeekend(date) && holidayName(date) === undefined;
}

/** The date itself when it is a business day, else the next one. */
export function businessDayOnOrAfter(date: IsoDate): IsoDate {
  let d = date;
  while (!isBusinessDay(d)) d = addDays(d, 1);
  return d;
}

/** `n` business days after `date` (before it when negative); 0 returns the date unchanged. */
export function addBusinessDays(date: IsoDate, n: number): IsoDate {
  if (!Number.isInteger(n)) throw new RangeError(`Not a whole number of days: ${n}`);
  const step = n < 0 ? -1 : 1;
  let d = date;
  for (let left = Math.abs(n); left > 0;) {
    d = addDays(d, step);
    if (isBusinessDay(d)) left--;
  }
  return d;
}

/** The n-th business day (1-based) of a month; e.g. the 4th business day of 2024-01 is 2024-01-05. */
export function nthBusinessDayOfMonth(ym: YearMonth, n: number): IsoDate {
  if (!isYearMonth(ym)) throw new RangeError(`Not a month 'yyyy-MM': '${ym}'`);
  if (!Number.isInteger(n) || n < 1) throw new RangeError(`Not a business-day ordinal: ${n}`);
  let count = 0;
  for (let d = `${ym}-01`; d.startsWith(ym); d = addDays(d, 1)) {
    if (isBusinessDay(d) && ++count === n) return d;
  }
  throw new RangeError(`${ym} has fewer than ${n} business days`);
}
