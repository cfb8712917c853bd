import { agendadasSchema, type Agendadas } from '@divida/domain/tarefa/agendada.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard } from '../auth/guard.ts';

/** Runs answered per scheduled job: more than a week of a daily job. */
const ULTIMAS = 10;

/**
 * `GET /api/tarefa/agendadas`: each scheduled job with its last runs (node, start, end, outcome),
 * for an administrator to see that a daily job ran once a day across all the nodes.
 */
export const agendadasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/tarefa/agendadas',
    {
      onRequest: guard('CONSULTAR_CONFIGURACAO', 'ALTERAR_CONFIGURACAO'),
      schema: {
        tags: ['plataforma'],
        summary: 'Tarefas agendadas e suas últimas execuções (nó, início, fim, resultado)',
        response: { 200: agendadasSchema },
      },
    },
    async () => ({ agendadas: (await ctx.jobs.execucoesAgendadas(ULTIMAS)) as Agendadas['agendadas'] }),
  );
};
