import { pageQuery, pageSchema } from '@divida/domain/list';
import {
  MENSAGENS_PERFIL,
  PERFIL_DEFAULT_SORT,
  PERFIL_SORT,
  perfilFiltroSchema,
  perfilAlteracaoSchema,
  perfilFormSchema,
  perfilResumoSchema,
  perfilSalvoSchema,
  perfilSchema,
} from '@divida/domain/perfil/perfil.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { idNoCorpo, idParam, mensagem } from '../../platform/http/schemas.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './perfil.repository.ts';
import * as service from './perfil.service.ts';

export const perfilRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/perfil/list',
    {
      onRequest: guard('PERFIL_CONSULTAR'),
      schema: {
        tags: ['perfil'],
        querystring: pageQuery(PERFIL_SORT, PERFIL_DEFAULT_SORT),
        body: perfilFiltroSchema.nullish(),
        response: { 200: pageSchema(perfilResumoSchema) },
      },
    },
    async (request) => repo.listar(ctx.db, userOf(request), { ...request.query, nome: request.body?.nome }),
  );

  app.post(
    '/perfil/exportar',
    {
      onRequest: guard('PERFIL_CONSULTAR'),
      schema: {
        tags: ['perfil'],
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(PERFIL_SORT, PERFIL_DEFAULT_SORT),
        body: perfilFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'perfis', { filtro: request.body ?? {}, sort: request.query.sort }),
  );

  // The users form picks a profile from this list, offering those the caller may assign.
  app.get(
    '/perfil/listAll',
    {
      onRequest: guard('PERFIL_CONSULTAR', 'USUARIO_CONSULTAR', 'USUARIO_CADASTRAR', 'USUARIO_ALTERAR'),
      schema: { tags: ['perfil'], response: { 200: z.array(perfilSchema) } },
    },
    async (request) => repo.listarTodos(ctx.db, userOf(request)),
  );

  app.get(
    '/perfil/:id',
    {
      onRequest: guard('PERFIL_CONSULTAR', 'PERFIL_ALTERAR'),
      schema: { tags: ['perfil'], params: idParam, response: { 200: perfilSchema } },
    },
    async (request) => {
      const p = await repo.buscar(ctx.db, userOf(request), request.params.id);
      if (!p) throw notFound();
      return p;
    },
  );

  app.post(
    '/perfil',
    {
      onRequest: guard('PERFIL_CADASTRAR'),
      schema: {
        tags: ['perfil'],
        body: perfilFormSchema,
        response: { 201: perfilSalvoSchema },
      },
    },
    async (request, reply) => {
      const p = await service.criar(ctx, userOf(request), request.body);
      return reply.status(201).send({ ...p, message: MENSAGENS_PERFIL.cadastrado });
    },
  );

  app.put(
    '/perfil/:id',
    {
      onRequest: guard('PERFIL_ALTERAR'),
      schema: {
        tags: ['perfil'],
        params: idParam,
        body: perfilAlteracaoSchema.extend({ id: idNoCorpo }),
        response: { 200: perfilSalvoSchema },
      },
    },
    async (request) => {
      const p = await service.alterar(ctx, userOf(request), request.params.id, request.body);
      return { ...p, message: MENSAGENS_PERFIL.atualizado(p.nome) };
    },
  );

  app.delete(
    '/perfil/:id',
    {
      onRequest: guard('PERFIL_EXCLUIR'),
      schema: { tags: ['perfil'], params: idParam, response: { 200: mensagem } },
    },
    async (request) => {
      await service.excluir(ctx, userOf(request), request.params.id);
      return { message: MENSAGENS_PERFIL.excluido };
    },
  );
};
