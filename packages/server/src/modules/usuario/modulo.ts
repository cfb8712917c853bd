import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoUsuarios } from './usuario.exportacao.ts';
import { usuarioPreferenciasRoutes } from './usuario.preferencias.ts';
import { usuarioRoutes } from './usuario.routes.ts';
import { usuario } from './usuario.table.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'usuario',
  rotas: [usuarioRoutes, usuarioPreferenciasRoutes],
  exportacoes: { usuarios: exportacaoUsuarios },
  // a user holds back its body's and its profile's deletion (deactivated users too: their history)
  referencias: [usuario.orgaoCredorId, usuario.perfilId],
};
