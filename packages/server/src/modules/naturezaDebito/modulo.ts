import type { Modulo } from '../../platform/modulo.ts';
import { naturezaDebitoRoutes } from './naturezaDebito.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'naturezaDebito',
  rotas: [naturezaDebitoRoutes],
};
