import { numeric } from 'drizzle-orm/pg-core';

/** Money columns: numeric(15,2), read as strings and handled by the domain's money type. */
export const dinheiro = () => numeric({ precision: 15, scale: 2 });
/** A money column that starts at zero (what was paid of a component, a discount…). */
export const dinheiroZero = () => dinheiro().notNull().default('0');
