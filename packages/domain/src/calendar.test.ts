import { addMonths, format } from 'date-fns';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import {
  addDays,
  addMonthsClamped,
  addMonthsToYearMonth,
  daysBetween,
  daysInMonth,
  endOfMonth,
  formatDateBR,
  isIsoDate,
  monthsBetween,
  parseIsoDate,
  todayInSaoPaulo,
  type IsoDate,
} from './calendar.ts';
import {
  addBusinessDays,
  businessDayOnOrAfter,
  holidayName,
  isBusinessDay,
  nthBusinessDayOfMonth,
} from './businessDays.ts';

const isoDate = fc
  .date({ min: new Date('1990-01-01T00:00:00Z'), max: new Date('2060-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('dates', () => {
  it('validates yyyy-MM-dd', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(() => parseIsoDate('01/02/2024')).toThrow(RangeError);
    expect(formatDateBR('2024-02-09')).toBe('09/02/2024');
  });

  it('takes today in São Paulo, not in UTC', () => {
    // 02:30 UTC on 1 March is still 29 February (23:30) in São Paulo (UTC−3)
    expect(todayInSaoPaulo(new Date('2024-03-01T02:30:00Z'))).toBe('2024-02-29');
    expect(todayInSaoPaulo(new Date('2024-03-01T03:00:00Z'))).toBe('2024-03-01');
  });

  it('counts days across years and the old daylight-saving dates', () => {
    expect(daysBetween('1997-10-07', '2025-02-21')).toBe(9999);
    expect(addDays('2018-11-03', 1)).toBe('2018-11-04'); // DST started at midnight in Brazil that day
    expect(addDays('2024-12-31', 1)).toBe('2025-01-01');
  });
});

describe('addMonthsClamped', () => {
  it.each([
    ['2024-01-31', 1, '2024-02-29'],
    ['2023-01-31', 1, '2023-02-28'],
    ['2024-03-31', -1, '2024-02-29'],
    ['2024-01-31', 3, '2024-04-30'],
    ['2024-12-15', 1, '2025-01-15'],
    ['2024-01-15', -13, '2022-12-15'],
  ])('%s + %i months = %s', (date, n, expected) => {
    expect(addMonthsClamped(date, n)).toBe(expected);
  });

  it('agrees with date-fns addMonths (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: -120, max: 120 }), (date, n) => {
        const { year, month, day } = parseIsoDate(date);
        const expected = format(addMonths(new Date(year, month - 1, day), n), 'yyyy-MM-dd');
        expect(addMonthsClamped(date, n)).toBe(expected);
      }),
      { numRuns: 1000 },
    );
  });

  it('handles months', () => {
    expect(addMonthsToYearMonth('2024-12', 1)).toBe('2025-01');
    expect(monthsBetween('2023-01', '2024-01')).toBe(12);
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(daysInMonth(2100, 2)).toBe(28);
  });
});

describe('business days', () => {
  it('skips weekends and national holidays', () => {
    expect(holidayName('2024-11-20')).toBe('Dia da Consciência Negra');
    expect(holidayName('2023-11-20')).toBeUndefined(); // national only from 2024
    expect(isBusinessDay('2024-03-29')).toBe(false); // Sexta-Feira Santa
    expect(isBusinessDay('2024-02-13')).toBe(true); // Carnival is an optional point, not a holiday
    expect(isBusinessDay('2024-01-06')).toBe(false); // Saturday
    expect(businessDayOnOrAfter('2024-12-25')).toBe('2024-12-26');
    expect(addBusinessDays('2024-12-24', 1)).toBe('2024-12-26');
    expect(addBusinessDays('2024-12-26', -1)).toBe('2024-12-24');
    expect(addBusinessDays('2024-04-19', 1)).toBe('2024-04-22');
  });

  it.each([
    ['2024-01', 4, '2024-01-05'], // 1 January is a holiday
    ['2024-02', 4, '2024-02-06'],
    ['2024-04', 1, '2024-04-01'],
    ['2025-09', 4, '2025-09-04'],
    ['2024-11', 4, '2024-11-06'], // 1 Nov is Friday; 2 Nov Saturday
  ])('the %s business day #%i is %s', (ym, n, expected) => {
    expect(nthBusinessDayOfMonth(ym, n)).toBe(expected);
  });

  it('refuses an ordinal past the month', () => {
    expect(() => nthBusinessDayOfMonth('2024-02', 30)).toThrow(RangeError);
  });

  it('the n-th business day is one, with n − 1 business days before it in its month; past the last one it throws (property)', () => {
    // A month has 17 to 23 business days (April 2045 has 18): n ranges past both ends of that.
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 24 }), (date, n) => {
        const ym = date.slice(0, 7);
        let inMonth = 0;
        for (let x: IsoDate = `${ym}-01`; x.startsWith(ym); x = addDays(x, 1))
          if (isBusinessDay(x)) inMonth++;
        if (n > inMonth) {
          expect(() => nthBusinessDayOfMonth(ym, n)).toThrow(RangeError);
          return;
        }
        const d = nthBusinessDayOfMonth(ym, n);
        expect(d.startsWith(ym)).toBe(true);
        expect(isBusinessDay(d)).toBe(true);
        let before = 0;
        for (let x: IsoDate = `${ym}-01`; x < d; x = addDays(x, 1)) if (isBusinessDay(x)) before++;
        expect(before).toBe(n - 1);
      }),
      { numRuns: 300 },
    );
  });

  it('April 2045 has 18 business days: the 19th does not exist (the seed that once failed)', () => {
    expect(nthBusinessDayOfMonth('2045-04', 18)).toBe('2045-04-28');
    expect(() => nthBusinessDayOfMonth('2045-04', 19)).toThrow(RangeError);
  });

  it('adding business days lands on one and counts them (property)', () => {
    fc.assert(
      fc.property(isoDate, fc.integer({ min: 1, max: 40 }), (date, n) => {
        const d = addBusinessDays(date, n);
        expect(isBusinessDay(d)).toBe(true);
        let count = 0;
        for (let x = addDays(date, 1); x <= d; x = addDays(x, 1)) if (isBusinessDay(x)) count++;
        expect(count).toBe(n);
      }),
      { numRuns: 300 },
    );
  });
});

describe('docs/calculos.md §3 (worked example)', () => {
  it('states the business-day and month examples the code computes', () => {
    const doc = secaoCalculos(3);
    expect(doc).toContain(
      `O 4º dia útil de janeiro de 2024 é ${formatDateBR(nthBusinessDayOfMonth('2024-01', 4))}`,
    );
    expect(doc).toContain(`31/01/2024 + 1 mês = ${formatDateBR(addMonthsClamped('2024-01-31', 1))}`);
    expect(doc).toContain(`31/01/2023 + 1 mês = ${formatDateBR(addMonthsClamped('2023-01-31', 1))}`);
  });
});
