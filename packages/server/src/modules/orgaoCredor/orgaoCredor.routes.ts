import { pageQuery, pageSchema } from '@divida/domain/list';
import {
  MENSAGENS_ORGAO_CREDOR,
  ORGAO_CREDOR_DEFAULT_SORT,
  ORGAO_CREDOR_SORT,
  orgaoCredorFiltroSchema,
  orgaoCredorAlteracaoSchema,
  orgaoCredorFormSchema,
  orgaoCredorResumoSchema,
  orgaoCredorSchema,
} from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { comMensagem, idNoCorpo, idParam, mensagem } from '../../platform/http/schemas.ts';
import type { AuthUser } from '../../platform/context.ts';
import { notFound } from '../../platform/errors.ts';
import { imprimirOrgao } from './orgaoCredor.print.ts';
import * as repo from './orgaoCredor.repository.ts';
import * as service from './orgaoCredor.service.ts';

export const orgaoCredorRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // another body is a 404 before the payload or the permission to delete is judged (issue 23 §2)
  const orgaoPrimeiro = escopoPrimeiro((user, id) => repo.orgaoNoEscopo(ctx.db, user, id));

  const detalhar = async (caller: AuthUser, id: number) => {
    const o = await repo.buscar(ctx.db, caller, id);
    if (!o) throw notFound();
    return o;
  };

  // Lookup for the users form and list filters: the bodies the caller may assign and see.
  app.get(
    '/orgaoCredor/listAll',
    {
      onRequest: guard(),
      schema: { tags: ['orgaoCredor'], response: { 200: z.array(orgaoCredorResumoSchema) } },
    },
    async (request) => repo.listarTodos(ctx.db, userOf(request)),
  );

  app.post(
    '/orgaoCredor/list',
    {
      onRequest: guard('ORGAO_CREDOR_CONSULTAR'),
      schema: {
        tags: ['orgaoCredor'],
        querystring: pageQuery(ORGAO_CREDOR_SORT, ORGAO_CREDOR_DEFAULT_SORT),
        body: orgaoCredorFiltroSchema.nullish(),
        response: { 200: pageSchema(orgaoCredorResumoSchema) },
      },
    },
    async (request) => repo.listar(ctx.db, userOf(request), { ...request.query, nome: request.body?.nome }),
  );

  app.post(
    '/orgaoCredor/exportar',
    {
      onRequest: guard('ORGAO_CREDOR_CONSULTAR'),
      schema: {
        tags: ['orgaoCredor'],
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(ORGAO_CREDOR_SORT, ORGAO_CREDOR_DEFAULT_SORT),
        body: orgaoCredorFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'orgaosCredores', {
        filtro: request.body ?? {},
        sort: request.query.sort,
      }),
  );

  app.get(
    '/orgaoCredor/:id',
    {
      onRequest: guard('ORGAO_CREDOR_CONSULTAR', 'ORGAO_CREDOR_ALTERAR'),
      schema: { tags: ['orgaoCredor'], params: idParam, response: { 200: orgaoCredorSchema } },
    },
    async (request) => detalhar(userOf(request), request.params.id),
  );

  app.get(
    '/orgaoCredor/:id/imprimir',
    {
      onRequest: guard('ORGAO_CREDOR_CONSULTAR'),
      schema: {
        tags: ['orgaoCredor'],
        summary: 'Ficha do órgão em PDF',
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const o = await detalhar(user, request.params.id);
      const pdf = await imprimirOrgao(ctx, user, o);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="orgao-credor-${o.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/orgaoCredor',
    {
      onRequest: guard('ORGAO_CREDOR_CADASTRAR'),
      schema: { tags: ['orgaoCredor'], body: orgaoCredorFormSchema, response: { 201: comMensagem } },
    },
    async (request, reply) => {
      const o = await service.criar(ctx, userOf(request), request.body);
      return reply.status(201).send({ id: o.id, message: MENSAGENS_ORGAO_CREDOR.cadastrado });
    },
  );

  app.put(
    '/orgaoCredor/:id',
    {
      onRequest: guard('ORGAO_CREDOR_ALTERAR'),
      preValidation: orgaoPrimeiro,
      schema: {
        tags: ['orgaoCredor'],
        params: idParam,
        body: orgaoCredorAlteracaoSchema.extend({ id: idNoCorpo }),
        response: { 200: comMensagem },
      },
    },
    async (request) => {
      const o = await service.alterar(ctx, userOf(request), request.params.id, request.body);
      return { id: o.id, message: MENSAGENS_ORGAO_CREDOR.atualizado };
    },
  );

  app.delete(
    '/orgaoCredor/:id',
    {
      onRequest: guard('ORGAO_CREDOR_EXCLUIR'),
      preValidation: orgaoPrimeiro,
      schema: { tags: ['orgaoCredor'], params: idParam, response: { 200: mensagem } },
    },
    async (request) => {
      await service.excluir(ctx, userOf(request), request.params.id);
      return { message: MENSAGENS_ORGAO_CREDOR.excluido };
    },
  );
};
