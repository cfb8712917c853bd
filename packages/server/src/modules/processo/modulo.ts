import type { Modulo } from '../../platform/modulo.ts';
import { dividaAtivaRoutes } from './dividaAtiva.routes.ts';
import { JOB_CORRIGIR_VALORES, jobCorrigirValores } from './processo.jobs.ts';
import { processoAcoesRoutes } from './processo.acoes.routes.ts';
import { exportacaoProcessos } from './processo.exportacao.ts';
import { processoRoutes } from './processo.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'processo',
  rotas: [processoRoutes, processoAcoesRoutes, dividaAtivaRoutes],
  exportacoes: { processos: exportacaoProcessos },
  jobs: (ctx) => ({ [JOB_CORRIGIR_VALORES]: jobCorrigirValores(ctx) }),
};
