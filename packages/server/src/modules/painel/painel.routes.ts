import {
  andamentoRecenteSchema,
  dashboardCountsSchema,
  dashboardDividaAtivaFiltroSchema,
  dashboardDividaAtivaSchema,
  listAndamentosParams,
  listAndamentosQuery,
} from '@divida/domain/painel/painel.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { painelDividaAtiva } from './painel.dividaAtiva.ts';
import { andamentosRecentes, contagensPainel } from './painel.repository.ts';

const tags = ['painel'];

/**
 * The dashboards, within the data scope: /painel (spec 02 §2.8: its cards and the recent movements)
 * and /cda (spec 03 §2.8: its cards, the period's block and charts).
 */
export const painelRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/processoConstituicaoCredito/dashboardCounts',
    {
      onRequest: guard('PAINEL'),
      schema: {
        tags,
        summary: 'Quantidade e valor total de cada cartão do Painel',
        response: { 200: dashboardCountsSchema },
      },
    },
    async (request) => contagensPainel(ctx.db, userOf(request)),
  );

  app.get(
    '/processoConstituicaoCredito/listAndamentos/:days',
    {
      onRequest: guard('PAINEL'),
      schema: {
        tags,
        summary:
          'Andamentos dos últimos dias (os mais recentes primeiro, no máximo 200), por origem opcional',
        params: listAndamentosParams,
        querystring: listAndamentosQuery,
        response: { 200: z.array(andamentoRecenteSchema) },
      },
    },
    async (request) =>
      andamentosRecentes(ctx.db, userOf(request), {
        hoje: ctx.relogio.hoje(),
        dias: request.params.days,
        origem: request.query.origem,
      }),
  );

  app.post(
    '/processoConstituicaoCredito/dashboardDividaAtiva',
    {
      onRequest: guard('PAINEL'),
      schema: {
        tags,
        summary: 'Painel da Dívida Ativa: cartões, o que houve no período e os gráficos por dia ou por mês',
        body: dashboardDividaAtivaFiltroSchema,
        response: { 200: dashboardDividaAtivaSchema },
      },
    },
    async (request) => painelDividaAtiva(ctx.db, userOf(request), request.body),
  );
};
