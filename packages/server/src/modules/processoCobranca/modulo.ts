import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoAptosNegociacao, exportacaoCobrancas } from './processoCobranca.exportacao.ts';
import { processoCobrancaAcompanhamentoRoutes } from './acompanhamento.routes.ts';
import { processoCobrancaDocumentosRoutes } from './documentos.routes.ts';
import { processoCobrancaNegociacaoRoutes } from './negociacao.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'processoCobranca',
  // in this order: the API document lists the routes as registered
  rotas: [
    processoCobrancaNegociacaoRoutes,
    processoCobrancaAcompanhamentoRoutes,
    processoCobrancaDocumentosRoutes,
  ],
  exportacoes: { aptosNegociacao: exportacaoAptosNegociacao, cobrancas: exportacaoCobrancas },
};
