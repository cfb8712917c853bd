import { sql } from 'drizzle-orm';
import { customType } from 'drizzle-orm/pg-core';
import { toDecimal, type Money } from '@divida/domain/money';

/**
 * Money columns: numeric(15,2) in the database, the domain's exact `Decimal` in the code (ARCHITECTURE
 * "Money"). Both drivers hand numeric over as text; it is read exactly, and written with two decimals,
 * rounded half-up as the column itself would. The type name is drizzle-kit's, so no migration follows.
 */
export const dinheiro = customType<{ data: Money; driverData: string }>({
  dataType: () => 'numeric(15, 2)',
  fromDriver: (v) => toDecimal(v),
  toDriver: (v) => toDecimal(v).toFixed(2),
});
/** A money column that starts at zero (what was paid of a component, a discount…). */
export const dinheiroZero = () =>
  dinheiro()
    .notNull()
    .default(sql`'0'`);
