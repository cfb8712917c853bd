/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { andamento, processo, processoCorresponsavel } from './processo.table.ts';
