import type { Modulo } from '../../platform/modulo.ts';
import { jobConsolidarResumoPrescricao, jobRecalcularPrescricao } from './prescricao.jobs.ts';
import { exportacaoPrescricao } from './prescricao.exportacao.ts';
import { prescricaoRoutes } from './prescricao.routes.ts';
import { jobResumoPrazos } from './resumoPrazos.job.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'prescricao',
  rotas: [prescricaoRoutes],
  exportacoes: { prescricao: exportacaoPrescricao },
  jobs: (ctx) => ({
    'resumo-prazos': jobResumoPrazos(ctx),
    'consolidar-resumo-prescricao': jobConsolidarResumoPrescricao(ctx),
    'recalcular-prescricao': jobRecalcularPrescricao(ctx),
  }),
};
