import { pageSchema } from '@divida/domain/list';
import { naturezaDebitoSchema } from '@divida/domain/naturezaDebito/naturezaDebito.schema';
import { asc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.ts';
import { naturezaDebito } from './naturezaDebito.table.ts';

export const naturezaDebitoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/naturezaDebito/list',
    {
      onRequest: guard(),
      schema: {
        tags: ['naturezaDebito'],
        description: 'Naturezas de débito (lista de apoio, toda de uma vez; o corpo é um objeto vazio).',
        body: z.object({}).nullish(),
        response: { 200: pageSchema(naturezaDebitoSchema) },
      },
    },
    async () => {
      const content = await ctx.db.select().from(naturezaDebito).orderBy(asc(naturezaDebito.id));
      return { content, totalElements: content.length };
    },
  );
};
