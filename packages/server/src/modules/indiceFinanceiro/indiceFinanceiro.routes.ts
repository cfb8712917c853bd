import { indiceFinanceiroSchema } from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.ts';
import * as repo from './indiceFinanceiro.repository.ts';

export const indiceFinanceiroRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // spec 01 §7: the creditor-body form's lookup lives under orgaoCredor/ and takes no payload.
  app.post(
    '/orgaoCredor/listIndiceFinanceiro',
    {
      onRequest: guard(),
      schema: {
        tags: ['indiceFinanceiro'],
        description:
          'Índices financeiros com o código da série SGS do Banco Central e o último mês carregado.',
        body: z.unknown().optional(),
        response: { 200: z.array(indiceFinanceiroSchema) },
      },
    },
    async () => repo.listar(ctx.db),
  );
};
