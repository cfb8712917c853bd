import type { Modulo } from '../../platform/modulo.ts';
import { atividadePortalRoutes } from './atividade.routes.ts';
import { debitosPortalRoutes } from './debitos.routes.ts';
import { meusDadosPortalRoutes } from './meusDados.routes.ts';
import { negociacaoPortalRoutes } from './negociacao.routes.ts';
import { jobLimparPortal } from './portal.jobs.ts';
import { sessaoPortalRoutes } from './sessao.routes.ts';

/** The debtor portal (docs/portal.md): its routes live on their own surface, /api/portal. */
export const modulo: Modulo = {
  nome: 'portal',
  // the staff's view of the portal's activity: a staff route, on this area's sessions
  rotas: [atividadePortalRoutes],
  rotasDoPortal: [sessaoPortalRoutes, debitosPortalRoutes, negociacaoPortalRoutes, meusDadosPortalRoutes],
  jobs: (ctx) => ({ 'limpar-portal': jobLimparPortal(ctx) }),
};
