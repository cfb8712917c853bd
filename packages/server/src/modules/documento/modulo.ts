import type { Modulo } from '../../platform/modulo.ts';
import { jobPurgarOrfaos } from './documento.jobs.ts';
import { documentoRoutes } from './documento.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'documento',
  rotas: [documentoRoutes],
  jobs: (ctx) => ({ 'purgar-orfaos': jobPurgarOrfaos(ctx) }),
};
