import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import {
  Decimal,
  formatBRL,
  formatDecimalBR,
  fromCents,
  percent,
  roundCents,
  splitExact,
  sumMoney,
  toApiNumber,
  toCents,
  toMoney,
} from './money.ts';

const cents = fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n });

describe('toMoney and roundCents', () => {
  it.each([
    ['1.005', '1.01'],
    ['1.004999', '1'],
    ['-1.005', '-1.01'],
    ['-0.004', '0'],
    [0.1, '0.1'],
    ['2.675', '2.68'], // a float would give 2.67
  ])('%s → %s', (input, expected) => {
    expect(toMoney(input).toFixed()).toBe(expected);
  });

  it('never sees binary float noise', () => {
    expect(sumMoney([0.1, 0.2]).eq('0.3')).toBe(true);
    expect(roundCents(new Decimal('1.255')).toFixed(2)).toBe('1.26');
  });

  it('refuses what is not an amount', () => {
    expect(() => toMoney(Number.NaN)).toThrow(RangeError);
    expect(() => toMoney(Infinity)).toThrow(RangeError);
    expect(() => toMoney('1,50')).toThrow(RangeError);
    expect(() => toMoney('abc')).toThrow(RangeError);
  });
});

describe('formatBRL', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    ['-1234.56', '-R$ 1.234,56'],
    [0, 'R$ 0,00'],
    ['-0.001', 'R$ 0,00'],
    ['1000000', 'R$ 1.000.000,00'],
    ['0.5', 'R$ 0,50'],
    ['999.995', 'R$ 1.000,00'],
  ])('%s → %s', (v, text) => {
    expect(formatBRL(v)).toBe(text);
  });

  it('formats without the sign too', () => {
    expect(formatDecimalBR('1234.5')).toBe('1.234,50');
    expect(formatDecimalBR('0.123456', 4)).toBe('0,1235');
    expect(formatDecimalBR('12', 0)).toBe('12');
  });
});

describe('percent', () => {
  it('applies a fraction and rounds half-up', () => {
    expect(percent('1000', '0.015').toFixed(2)).toBe('15.00');
    expect(percent('0.50', '0.01').toFixed(2)).toBe('0.01'); // 0.005 rounds up
    expect(percent('123.45', '0.1').toFixed(2)).toBe('12.35'); // 12.345
  });
});

describe('splitExact', () => {
  it('puts the leftover cents on the last part', () => {
    expect(splitExact('100', 3).map((p) => p.toFixed(2))).toEqual(['33.33', '33.33', '33.34']);
    expect(splitExact('0.02', 3).map((p) => p.toFixed(2))).toEqual(['0.00', '0.00', '0.02']);
    expect(splitExact('-1', 3).map((p) => p.toFixed(2))).toEqual(['-0.33', '-0.33', '-0.34']);
  });

  it('refuses fractions of a cent and bad counts', () => {
    expect(() => splitExact('1.001', 2)).toThrow(RangeError);
    expect(() => splitExact('1', 0)).toThrow(RangeError);
    expect(() => splitExact('1', 1.5)).toThrow(RangeError);
  });

  it('always sums back to the total, parts within n-1 cents of each other (property)', () => {
    fc.assert(
      fc.property(cents, fc.integer({ min: 1, max: 240 }), (c, n) => {
        const total = fromCents(c);
        const parts = splitExact(total, n);
        expect(parts).toHaveLength(n);
        expect(sumMoney(parts).eq(total)).toBe(true);
        const first = parts[0]!;
        expect(parts.every((p) => p.decimalPlaces() <= 2)).toBe(true);
        expect(parts.slice(0, -1).every((p) => p.eq(first))).toBe(true);
        expect(
          parts
            .at(-1)!
            .minus(first)
            .abs()
            .lte(new Decimal(n - 1).dividedBy(100)),
        ).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('toApiNumber and cents', () => {
  it('gives JSON numbers with at most two decimals', () => {
    expect(toApiNumber('1234.565')).toBe(1234.57);
    expect(JSON.stringify({ v: toApiNumber('0.1') })).toBe('{"v":0.1}');
    expect(toCents('12.34')).toBe(1234n);
    expect(() => toCents('12.345')).toThrow(RangeError);
  });

  it('round-trips through JSON for every whole-cent amount below 10^13 (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (c) => {
        const v = fromCents(c);
        const n = JSON.parse(JSON.stringify(toApiNumber(v))) as number;
        expect(toMoney(n).eq(v)).toBe(true);
        expect(toCents(v)).toBe(c);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('docs/calculos.md §1 and §2 (worked examples)', () => {
  it('states the rounding examples the code computes', () => {
    const doc = secaoCalculos(1);
    expect(doc).toContain(`| 1,5 % de R$ 1.000,00 | ${formatBRL(percent('1000', '0.015'))} |`);
    expect(doc).toContain(`| 1 % de R$ 0,50 (= 0,005) | ${formatBRL(percent('0.50', '0.01'))} |`);
    expect(doc).toContain(`| 10 % de R$ 123,45 (= 12,345) | ${formatBRL(percent('123.45', '0.1'))} |`);
    expect(doc).toContain(`| 2,675 arredondado ao centavo | ${formatDecimalBR(roundCents('2.675'))} `);
    expect(doc).toContain(`| 0,1 + 0,2 | ${formatDecimalBR(sumMoney(['0.1', '0.2']), 1)} exatamente |`);
  });

  it('states the split example the code computes', () => {
    const parts = splitExact('100', 3).map((p) => formatBRL(p));
    expect(secaoCalculos(2)).toContain(`R$ 100,00 em 3 partes = ${parts.join(' + ')}.`);
  });
});
