import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoPerfis } from './perfil.exportacao.ts';
import { perfilRoutes } from './perfil.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'perfil',
  rotas: [perfilRoutes],
  exportacoes: { perfis: exportacaoPerfis },
};
