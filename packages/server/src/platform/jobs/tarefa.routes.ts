import { tarefaIdParam, tarefaSchema } from '@divida/domain/tarefa/tarefa.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../auth/guard.ts';
import { todosOrgaos } from '../auth/scope.ts';
import { notFound } from '../errors.ts';

/**
 * `GET /api/tarefa/{id}`: a background task's state and progress, for the page that asked for it.
 * Only its owner reads it (or a user working across all bodies); anyone else is answered 404, as
 * for a record outside the data scope.
 */
export const tarefaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/tarefa/:id',
    {
      onRequest: guard(),
      schema: {
        tags: ['plataforma'],
        summary: 'Estado e progresso de uma tarefa em segundo plano pedida pelo usuário',
        params: tarefaIdParam,
        response: { 200: tarefaSchema },
      },
    },
    async (request) => {
      const user = userOf(request);
      const t = await ctx.jobs.consultarTarefa(ctx.db, request.params.id);
      if (!t || (t.usuarioId !== user.id && !todosOrgaos(user))) throw notFound();
      const { usuarioId: _dono, ...resposta } = t;
      return resposta;
    },
  );
};
