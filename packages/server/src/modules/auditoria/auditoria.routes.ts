import { pageQuery, pageSchema } from '@divida/domain/list';
import {
  AUDITORIA_DEFAULT_SORT,
  AUDITORIA_SORT,
  ENTIDADES_AUDITADAS,
  MENSAGENS_AUDITORIA,
  auditoriaFiltroSchema,
  auditoriaLinhaSchema,
  auditoriaUsuarioOpcaoSchema,
  auditoriaUsuariosQuery,
  auditoriaVerificacaoSchema,
} from '@divida/domain/auditoria/auditoria.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { todosOrgaos } from '../../platform/auth/scope.ts';
import { forbidden, notFound } from '../../platform/errors.ts';
import * as repo from './auditoria.repository.ts';

const registroParams = z.object({
  entidade: z.enum(ENTIDADES_AUDITADAS, { error: MENSAGENS_AUDITORIA.entidadeDesconhecida }),
  id: z.string().trim().min(1, MENSAGENS_AUDITORIA.idInvalido).max(60, MENSAGENS_AUDITORIA.idInvalido),
});

export const auditoriaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/auditoria/list',
    {
      onRequest: guard('AUDITORIA_CONSULTAR'),
      schema: {
        tags: ['auditoria'],
        querystring: pageQuery(AUDITORIA_SORT, AUDITORIA_DEFAULT_SORT),
        body: auditoriaFiltroSchema.nullish(),
        response: { 200: pageSchema(auditoriaLinhaSchema) },
      },
    },
    async (request) => repo.listar(ctx.db, userOf(request), { ...request.query, ...request.body }),
  );

  // the list's user filter offers names, not ids (U-9): those of the users the caller may see
  app.get(
    '/auditoria/usuarios',
    {
      onRequest: guard('AUDITORIA_CONSULTAR'),
      schema: {
        tags: ['auditoria'],
        querystring: auditoriaUsuariosQuery,
        response: { 200: z.array(auditoriaUsuarioOpcaoSchema) },
      },
    },
    async (request) => repo.usuariosPorNome(ctx.db, userOf(request), request.query.nome),
  );

  // The whole chain, across every body: the attorney-general office's check.
  app.get(
    '/auditoria/verificar',
    {
      onRequest: guard('AUDITORIA_CONSULTAR'),
      schema: { tags: ['auditoria'], response: { 200: auditoriaVerificacaoSchema } },
    },
    async (request) => {
      if (!todosOrgaos(userOf(request))) throw forbidden();
      return repo.verificarCadeia(ctx.db);
    },
  );

  app.get(
    '/auditoria/:entidade/:id',
    {
      onRequest: guard('AUDITORIA_CONSULTAR'),
      schema: {
        tags: ['auditoria'],
        params: registroParams,
        response: { 200: z.array(auditoriaLinhaSchema) },
      },
    },
    async (request) => {
      const h = await repo.historico(ctx.db, userOf(request), request.params.entidade, request.params.id);
      if (!h) throw notFound();
      return h;
    },
  );
};
