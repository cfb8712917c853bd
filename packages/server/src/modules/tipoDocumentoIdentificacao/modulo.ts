import type { Modulo } from '../../platform/modulo.ts';
import { tipoDocumentoIdentificacaoRoutes } from './tipoDocumentoIdentificacao.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'tipoDocumentoIdentificacao',
  rotas: [tipoDocumentoIdentificacaoRoutes],
};
