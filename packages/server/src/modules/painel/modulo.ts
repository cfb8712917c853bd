import type { Modulo } from '../../platform/modulo.ts';
import { jobConsolidarResumo } from './painel.jobs.ts';
import { painelRoutes } from './painel.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'painel',
  rotas: [painelRoutes],
  jobs: (ctx) => ({ 'consolidar-resumo': jobConsolidarResumo(ctx) }),
};
