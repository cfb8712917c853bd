import { contrato } from '../contrato.ts';
import { dashboardDividaAtivaFiltroSchema, dashboardDividaAtivaSchema } from './painel.schema.ts';

/** The dashboards' routes (server: modules/painel/painel.routes.ts). */
export const CONTRATO_PAINEL = contrato({
  'POST processoConstituicaoCredito/dashboardDividaAtiva': {
    body: dashboardDividaAtivaFiltroSchema,
    resposta: dashboardDividaAtivaSchema,
  },
});
