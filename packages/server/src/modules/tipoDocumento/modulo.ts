import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoTiposDocumento } from './tipoDocumento.exportacao.ts';
import { tipoDocumentoRoutes } from './tipoDocumento.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'tipoDocumento',
  rotas: [tipoDocumentoRoutes],
  exportacoes: { tiposDocumento: exportacaoTiposDocumento },
};
