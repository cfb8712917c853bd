import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoAptosNegociacao, exportacaoCobrancas } from './processoCobranca.exportacao.ts';
import { processoCobrancaRoutes } from './processoCobranca.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'processoCobranca',
  rotas: [processoCobrancaRoutes],
  exportacoes: { aptosNegociacao: exportacaoAptosNegociacao, cobrancas: exportacaoCobrancas },
};
