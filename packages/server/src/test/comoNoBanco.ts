import { Decimal, toCentsText } from '@divida/domain/money';

/** A row with its money as the database's numeric text ('300.00'), as the older assertions state it. */
export const comoNoBanco = <T extends object>(r: T) =>
  Object.fromEntries(
    Object.entries(r).map(([k, v]) => [k, Decimal.isDecimal(v) ? toCentsText(v as Decimal) : v]),
  ) as { [K in keyof T]: T[K] extends Decimal ? string : T[K] extends Decimal | null ? string | null : T[K] };
