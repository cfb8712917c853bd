import { sql } from 'drizzle-orm';
import { customType, integer, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
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

/**
 * The address columns of a debtor, a body and a user (the domain's address schema): CEP digits,
 * street, number, complement, district, UF and the municipality's IBGE code. The municipality's
 * table is the localidade area's, so the table passes its column for the foreign key; the debtor's
 * street is shorter (80) than the others' (100).
 */
export const colunasEndereco = (municipio: () => AnyPgColumn, { rua = 100 }: { rua?: number } = {}) => ({
  cep: varchar({ length: 8 }),
  rua: varchar({ length: rua }),
  numero: varchar({ length: 6 }),
  complemento: varchar({ length: 100 }),
  bairro: varchar({ length: 60 }),
  uf: varchar({ length: 2 }),
  /** IBGE code of the municipality */
  municipioId: integer().references(municipio),
});
