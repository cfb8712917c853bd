import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoOrgaosCredores } from './orgaoCredor.exportacao.ts';
import { orgaoCredorRoutes } from './orgaoCredor.routes.ts';
import { orgaoCredorTipoDocumento } from './orgaoCredor.table.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'orgaoCredor',
  rotas: [orgaoCredorRoutes],
  exportacoes: { orgaosCredores: exportacaoOrgaosCredores },
  // a document type a body requires holds back the type's deletion
  referencias: [orgaoCredorTipoDocumento.tipoDocumentoId],
};
