import type { Modulo } from '../../platform/modulo.ts';
import { faseProcessoRoutes } from './faseProcesso.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'faseProcesso',
  rotas: [faseProcessoRoutes],
};
