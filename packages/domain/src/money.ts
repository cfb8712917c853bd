/**
 * Exact money (ARCHITECTURE "Money"): every amount is a decimal.js `Decimal`, never a JavaScript float.
 * Amounts are rounded half-up to the cent only where a rule says so; JSON carries numbers with at most
 * two decimals (`toApiNumber`).
 */
import { Decimal as DecimalJs } from 'decimal.js';

/**
 * The project's decimal constructor: 40 significant digits (a correction factor over decades of
 * hyperinflation still keeps every cent) and half-up rounding (ties away from zero).
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});
export type Decimal = DecimalJs;

/** An amount of reais. Arithmetic on it stays exact; round with `roundCents` where a rule says so. */
export type Money = DecimalJs;

/** What the money functions accept: a Decimal, a dot-decimal string ('1234.56') or a finite number. */
export type MoneyInput = string | number | DecimalJs;

/** Exact conversion to Decimal; a number is read by its shortest decimal text (0.1 → 0.1, not 0.1000…0555). */
export function toDecimal(x: MoneyInput): Decimal {
  if (typeof x === 'number' && !Number.isFinite(x)) throw new RangeError(`Not a finite amount: ${x}`);
  if (typeof x === 'string' && !/^\s*[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?\s*$/.test(x)) {
    throw new RangeError(`Not a decimal amount: '${x}'`);
  }
  const d = new Decimal(typeof x === 'string' ? x.trim() : x);
  if (!d.isFinite()) throw new RangeError(`Not a finite amount: ${String(x)}`);
  return d;
}

/** Half-up rounding to the cent (ties away from zero: 0.005 → 0.01, -0.005 → -0.01). */
export function roundCents(v: MoneyInput): Money {
  const r = toDecimal(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return r.isZero() ? new Decimal(0) : r;
}

/** An amount in reais, rounded half-up to the cent. */
export function toMoney(x: MoneyInput): Money {
  return roundCents(x);
}

/** True when the value has no fraction of a cent. */
export function isCents(v: MoneyInput): boolean {
  return toDecimal(v).decimalPlaces() <= 2;
}

/** Integer cents of an amount that is already whole cents (throws otherwise: no silent rounding). */
export function toCents(v: MoneyInput): bigint {
  const d = toDecimal(v);
  if (d.decimalPlaces() > 2) throw new RangeError(`Amount has fractions of a cent: ${d.toFixed()}`);
  return BigInt(d.times(100).toFixed(0));
}

export function fromCents(cents: bigint | number): Money {
  if (typeof cents === 'number' && !Number.isSafeInteger(cents))
    throw new RangeError(`Not integer cents: ${cents}`);
  return new Decimal(cents.toString()).dividedBy(100);
}

/** `v × fraction`, rounded half-up to the cent (percent(1000, 0.015) = 15.00). */
export function percent(v: MoneyInput, fraction: MoneyInput): Money {
  return roundCents(toDecimal(v).times(toDecimal(fraction)));
}

/** Exact sum. */
export function sumMoney(values: Iterable<MoneyInput>): Money {
  let total = new Decimal(0);
  for (const v of values) total = total.plus(toDecimal(v));
  return total;
}

/**
 * Splits a whole-cent amount into n parts of equal cents; the cents left over go to the last part,
 * so the parts always sum back to the total exactly (100.00 / 3 → 33.33, 33.33, 33.34).
 */
export function splitExact(total: MoneyInput, n: number): Money[] {
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Cannot split into ${n} parts`);
  const cents = toCents(total);
  const count = BigInt(n);
  const base = cents / count; // truncates toward zero, so the remainder has the total's sign
  const rest = cents - base * count;
  const parts: Money[] = [];
  for (let i = 1; i < n; i++) parts.push(fromCents(base));
  parts.push(fromCents(base + rest));
  return parts;
}

/** The JSON number of an amount: rounded half-up to the cent, so it prints with at most two decimals. */
export function toApiNumber(v: MoneyInput): number {
  return Number(roundCents(v).toFixed(2));
}

/**
 * Dot-decimal text with two decimals ('1234.50'), rounded half-up: how an amount is written inside a
 * JSON record kept in the database (a movement's details), where no money column converts it.
 */
export function toCentsText(v: MoneyInput): string {
  return toDecimal(v).toFixed(2, Decimal.ROUND_HALF_UP);
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 'R$ 1.234,56'; negatives '-R$ 1.234,56'; rounded half-up to the cent first. Plain spaces, not NBSP. */
export function formatBRL(v: MoneyInput): string {
  const r = roundCents(v);
  const [int = '0', frac = '00'] = r.abs().toFixed(2).split('.');
  return `${r.isNegative() ? '-' : ''}R$ ${groupThousands(int)},${frac}`;
}

/** '1.234,56' (no currency sign), rounded half-up to the cent; for inputs and reports. */
export function formatDecimalBR(v: MoneyInput, decimals = 2): string {
  const r = toDecimal(v).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);
  const [int = '0', frac] = r.abs().toFixed(decimals).split('.');
  const sign = r.isNegative() && !r.isZero() ? '-' : '';
  return `${sign}${groupThousands(int)}${frac === undefined ? '' : `,${frac}`}`;
}
