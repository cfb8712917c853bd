import { LOOKUP_PAGE_SIZE, pageQuery, pageSchema } from '@divida/domain/list';
import {
  MENSAGENS_TIPO_DOCUMENTO,
  TIPO_DOCUMENTO_DEFAULT_SORT,
  TIPO_DOCUMENTO_SORT,
  tipoDocumentoAlteracaoSchema,
  tipoDocumentoFiltroSchema,
  tipoDocumentoFormSchema,
  tipoDocumentoSchema,
} from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { idNoCorpo, idParam, mensagem } from '../../platform/http/schemas.ts';
import { notFound } from '../../platform/errors.ts';
import * as repo from './tipoDocumento.repository.ts';
import * as service from './tipoDocumento.service.ts';

export const tipoDocumentoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/tipoDocumento/list',
    {
      onRequest: guard(),
      schema: {
        tags: ['tipoDocumento'],
        description: 'Também usada como lista de apoio (size=100000000) pelos formulários de outras áreas.',
        querystring: pageQuery(TIPO_DOCUMENTO_SORT, TIPO_DOCUMENTO_DEFAULT_SORT, {
          maxSize: LOOKUP_PAGE_SIZE,
        }),
        body: tipoDocumentoFiltroSchema.nullish(),
        response: { 200: pageSchema(tipoDocumentoSchema) },
      },
    },
    async (request) => repo.listar(ctx.db, { ...request.query, nome: request.body?.nome }),
  );

  // The list above is open to every signed-in user because other forms read it as a lookup; the
  // export is the list screen's, so it asks for the screen's permission.
  app.post(
    '/tipoDocumento/exportar',
    {
      onRequest: guard('TIPO_DOCUMENTO_CONSULTAR'),
      schema: {
        tags: ['tipoDocumento'],
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(TIPO_DOCUMENTO_SORT, TIPO_DOCUMENTO_DEFAULT_SORT),
        body: tipoDocumentoFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'tiposDocumento', {
        filtro: request.body ?? {},
        sort: request.query.sort,
      }),
  );

  app.get(
    '/tipoDocumento/:id',
    {
      onRequest: guard('TIPO_DOCUMENTO_CONSULTAR', 'TIPO_DOCUMENTO_ALTERAR'),
      schema: { tags: ['tipoDocumento'], params: idParam, response: { 200: tipoDocumentoSchema } },
    },
    async (request) => {
      const t = await repo.buscar(ctx.db, request.params.id);
      if (!t) throw notFound();
      return t;
    },
  );

  app.post(
    '/tipoDocumento',
    {
      onRequest: guard('TIPO_DOCUMENTO_CADASTRAR'),
      schema: {
        tags: ['tipoDocumento'],
        body: tipoDocumentoFormSchema,
        response: { 201: tipoDocumentoSchema },
      },
    },
    async (request, reply) => {
      const t = await service.criar(ctx, userOf(request), request.body.nome);
      return reply.status(201).send(t);
    },
  );

  app.put(
    '/tipoDocumento/:id',
    {
      onRequest: guard('TIPO_DOCUMENTO_ALTERAR'),
      schema: {
        tags: ['tipoDocumento'],
        params: idParam,
        body: tipoDocumentoAlteracaoSchema.extend({ id: idNoCorpo }),
        response: { 200: tipoDocumentoSchema },
      },
    },
    async (request) =>
      service.alterar(ctx, userOf(request), request.params.id, request.body.versao, request.body.nome),
  );

  app.delete(
    '/tipoDocumento/:id',
    {
      onRequest: guard('TIPO_DOCUMENTO_EXCLUIR'),
      schema: { tags: ['tipoDocumento'], params: idParam, response: { 200: mensagem } },
    },
    async (request) => {
      await service.excluir(ctx, userOf(request), request.params.id);
      return { message: MENSAGENS_TIPO_DOCUMENTO.excluido };
    },
  );
};
