/** What other features may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { useFasesProcesso, type FaseProcesso } from './processo.api.ts';
