import type { Modulo } from '../../platform/modulo.ts';
import { jobVerificarAuditoria } from './auditoria.jobs.ts';
import { auditoriaRoutes } from './auditoria.routes.ts';

/** What this area adds to the application (platform/modulo.ts; gathered in modulos.ts). */
export const modulo: Modulo = {
  nome: 'auditoria',
  rotas: [auditoriaRoutes],
  jobs: (ctx) => ({ 'verificar-auditoria': jobVerificarAuditoria(ctx) }),
};
