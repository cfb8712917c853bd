/**
 * Calendar dates as the API carries them ('yyyy-MM-dd') and "today" in America/Sao_Paulo.
 * Date-only arithmetic runs on UTC midnights, so no daylight-saving rule can move a day.
 * Business days and holidays are in businessDays.ts: its holiday tables (date-holidays, about 1.3 MB of
 * JavaScript) stay out of every page that only formats or compares dates.
 */

/** The country's time: "today", deadlines, schedules and displayed times (ARCHITECTURE, Dates). */
export const TIME_ZONE = 'America/Sao_Paulo';

/** A calendar date 'yyyy-MM-dd'. */
export type IsoDate = string;
/** A calendar month 'yyyy-MM'. */
export type YearMonth = string;

export interface DateParts {
  year: number;
  /** 1..12 */
  month: number;
  day: number;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const DAY_MS = 86_400_000;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** True for a real calendar date written 'yyyy-MM-dd' (2023-02-29 is not one). */
export function isIsoDate(text: string): boolean {
  const m = ISO_DATE.exec(text);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export function parseIsoDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a date 'yyyy-MM-dd': '${date}'`);
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)), day: Number(date.slice(8, 10)) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function toUtcMs(date: IsoDate): number {
  const { year, month, day } = parseIsoDate(date);
  return Date.UTC(year, month - 1, day);
}

function fromUtcMs(ms: number): IsoDate {
  const d = new Date(ms);
  return formatIsoDate({ year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() });
}

/**
 * One formatter for every call, and the last answer kept: date-fns-tz's formatInTimeZone worked the
 * time zone's offset out anew on each call (50–100 µs), and the process filter's validation asks for
 * today on every list request.
 */
const diaEmSaoPaulo = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The last answer, by the minute of the instant: every instant of a minute has the same date. */
let ultimo = { minuto: NaN, dia: '' };

/** The calendar date in São Paulo at an instant (default: now). */
export function todayInSaoPaulo(now: Date = new Date()): IsoDate {
  const minuto = Math.floor(now.getTime() / 60_000);
  if (minuto === ultimo.minuto) return ultimo.dia;
  let year = '';
  let month = '';
  let day = '';
  for (const p of diaEmSaoPaulo.formatToParts(now)) {
    if (p.type === 'year') year = p.value.padStart(4, '0');
    else if (p.type === 'month') month = p.value;
    else if (p.type === 'day') day = p.value;
  }
  ultimo = { minuto, dia: `${year}-${month}-${day}` };
  return ultimo.dia;
}

/** 'dd/MM/yyyy', as the pages and documents print dates. */
export function formatDateBR(date: IsoDate): string {
  const { year, month, day } = parseIsoDate(date);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtcMs(toUtcMs(date) + days * DAY_MS);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** -1, 0 or 1; 'yyyy-MM-dd' strings also compare correctly as text. */
export function compareDates(a: IsoDate, b: IsoDate): number {
  const d = toUtcMs(a) - toUtcMs(b);
  return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: IsoDate): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

/**
 * `n` months later (or earlier when negative) on the same day, clamped to the last day of a shorter
 * month: 2024-01-31 + 1 month = 2024-02-29; 2023-01-31 + 1 month = 2023-02-28.
 */
export function addMonthsClamped(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = index - y * 12 + 1;
  return formatIsoDate({ year: y, month: m, day: Math.min(day, daysInMonth(y, m)) });
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** The 'yyyy-MM' month of a date. */
export function yearMonthOf(date: IsoDate): YearMonth {
  parseIsoDate(date);
  return date.slice(0, 7);
}

export function isYearMonth(text: string): boolean {
  const m = YEAR_MONTH.exec(text);
  return m !== null && Number(m[2]) >= 1 && Number(m[2]) <= 12;
}

export function addMonthsToYearMonth(ym: YearMonth, months: number): YearMonth {
  if (!isYearMonth(ym)) throw new RangeError(`Not a month 'yyyy-MM': '${ym}'`);
  return addMonthsClamped(`${ym}-01`, months).slice(0, 7);
}

/** Months from `from` to `to` ('2023-01' → '2024-01' is 12). */
export function monthsBetween(from: YearMonth, to: YearMonth): number {
  if (!isYearMonth(from) || !isYearMonth(to))
    throw new RangeError(`Not months 'yyyy-MM': '${from}', '${to}'`);
  return (
    Number(to.slice(0, 4)) * 12 +
    Number(to.slice(5, 7)) -
    (Number(from.slice(0, 4)) * 12 + Number(from.slice(5, 7)))
  );
}
