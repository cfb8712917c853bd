import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoPerfis } from './perfil.exportacao.ts';
import { perfilRoutes } from './perfil.routes.ts';
import { perfil } from './perfil.table.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'perfil',
  rotas: [perfilRoutes],
  exportacoes: { perfis: exportacaoPerfis },
  // a body's own profile holds back the body's deletion
  referencias: [perfil.orgaoCredorId],
};
