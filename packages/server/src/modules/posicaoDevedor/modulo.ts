import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoDevedores } from './devedor.exportacao.ts';
import { devedorRoutes } from './devedor.routes.ts';
import { representanteRoutes } from './representante.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'posicaoDevedor',
  rotas: [devedorRoutes, representanteRoutes],
  exportacoes: { devedores: exportacaoDevedores },
};
