import type { Modulo } from '../../platform/modulo.ts';
import { debitosPortalRoutes } from './debitos.routes.ts';
import { negociacaoPortalRoutes } from './negociacao.routes.ts';
import { jobLimparPortal } from './portal.jobs.ts';
import { sessaoPortalRoutes } from './sessao.routes.ts';

/** The debtor portal (docs/portal.md): its routes live on their own surface, /api/portal. */
export const modulo: Modulo = {
  nome: 'portal',
  rotasDoPortal: [sessaoPortalRoutes, debitosPortalRoutes, negociacaoPortalRoutes],
  jobs: (ctx) => ({ 'limpar-portal': jobLimparPortal(ctx) }),
};
