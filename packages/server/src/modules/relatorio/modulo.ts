import type { Modulo } from '../../platform/modulo.ts';
import { exportacaoRelatorio } from './relatorioSintetico.arquivos.ts';
import { relatorioSinteticoRoutes } from './relatorioSintetico.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'relatorio',
  rotas: [relatorioSinteticoRoutes],
  exportacoes: { relatorioSintetico: exportacaoRelatorio },
};
