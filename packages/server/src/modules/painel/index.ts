/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { resumoProcesso } from './painel.table.ts';
export { consolidarResumo } from './painel.repository.ts';
