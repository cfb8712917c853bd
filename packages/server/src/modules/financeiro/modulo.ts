import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoFinanceira } from './financeiro.arquivos.ts';
import { financeiroRoutes } from './financeiro.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'financeiro',
  rotas: [financeiroRoutes],
  exportacoes: { acompanhamentoFinanceiro: exportacaoFinanceira },
};
