import type { Modulo } from '../../platform/modulo.ts';
import { jobAtualizarIndices } from './indiceFinanceiro.bacen.ts';
import { indiceFinanceiroRoutes } from './indiceFinanceiro.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'indiceFinanceiro',
  rotas: [indiceFinanceiroRoutes],
  jobs: (ctx) => ({ 'atualizar-indices': jobAtualizarIndices(ctx) }),
};
