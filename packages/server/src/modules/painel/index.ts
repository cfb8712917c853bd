/** What other areas may use of this one (the boundaries rule in .dependency-cruiser.cjs). */
export { resumoProcesso } from './painel.table.ts';
export { painelRoutes } from './painel.routes.ts';
export { jobConsolidarResumo } from './painel.jobs.ts';
export { consolidarResumo } from './painel.repository.ts';
