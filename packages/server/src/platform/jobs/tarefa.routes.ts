import { tarefaIdParam, tarefaSchema } from '@divida/domain/tarefa/tarefa.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../auth/guard.ts';
import { todosOrgaos } from '../auth/scope.ts';
import { notFound } from '../errors.ts';
import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import { anexo, TIPO_XLSX } from '../http/anexo.ts';

/**
 * `GET /api/tarefa/{id}`: a background task's state and progress, for the page that asked for it;
 * `GET /api/tarefa/{id}/arquivo`: the file it produced, to its owner alone.
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
      const { usuarioId: _dono, arquivo: _arquivo, ...resposta } = await daTarefa(request);
      return resposta;
    },
  );

  app.get(
    '/tarefa/:id/arquivo',
    {
      onRequest: guard(),
      schema: {
        tags: ['plataforma'],
        summary: 'O arquivo gerado por uma tarefa concluída (uma exportação), para o usuário que a pediu',
        params: tarefaIdParam,
        produces: [TIPO_XLSX, 'application/octet-stream'],
      },
    },
    async (request, reply) => {
      const t = await daTarefa(request);
      // the file holds what its owner's permissions let them read: nobody else gets it, even
      // someone who may follow every body's tasks
      if (t.usuarioId !== userOf(request).id) throw notFound();
      const nome = t.resultado?.nome;
      if (t.estado !== 'concluida' || !t.arquivo || typeof nome !== 'string')
        throw notFound(MENSAGENS_EXPORTACAO.arquivoIndisponivel);
      if (!(await ctx.storage.exists(t.arquivo))) throw notFound(MENSAGENS_EXPORTACAO.arquivoIndisponivel);
      return reply
        .type(nome.endsWith('.xlsx') ? TIPO_XLSX : 'application/octet-stream')
        .header('content-disposition', anexo(nome))
        .send(await ctx.storage.get(t.arquivo));
    },
  );

  /** The task of the request's id, if the caller may see it. */
  async function daTarefa(request: FastifyRequest<{ Params: { id: string } }>) {
    const user = userOf(request);
    const t = await ctx.jobs.consultarTarefa(ctx.db, request.params.id);
    if (!t || (t.usuarioId !== user.id && !todosOrgaos(user))) throw notFound();
    return t;
  }
};
