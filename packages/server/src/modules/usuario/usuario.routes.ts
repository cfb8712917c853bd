import {
  changePasswordSchema,
  changeUserPasswordSchema,
  MENSAGENS_AUTH,
} from '@divida/domain/auth/auth.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import {
  MENSAGENS_USUARIO,
  usuarioAlteracaoSchema,
  usuarioFormSchema,
  USUARIO_DEFAULT_SORT,
  USUARIO_SORT,
  usuarioFiltroSchema,
  usuarioListItemSchema,
  usuarioSchema,
} from '@divida/domain/usuario/usuario.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { comMensagem, idNoCorpo, idParam, mensagem } from '../../platform/http/schemas.ts';
import { imprimirUsuario, paraApi } from './usuario.print.ts';
import * as service from './usuario.service.ts';
import { listarUsuarios, usuarioNoEscopo } from './usuario.repository.ts';

export const usuarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // another body's user is a 404 before the payload is judged (issue 23 §2)
  const usuarioPrimeiro = escopoPrimeiro((user, id) => usuarioNoEscopo(ctx.db, user, id));

  app.post(
    '/usuario/list',
    {
      onRequest: guard('USUARIO_CONSULTAR'),
      schema: {
        tags: ['usuario'],
        querystring: pageQuery(USUARIO_SORT, USUARIO_DEFAULT_SORT),
        body: usuarioFiltroSchema.nullish(),
        response: { 200: pageSchema(usuarioListItemSchema) },
      },
    },
    async (request) => {
      const filtro = request.body ?? {};
      return listarUsuarios(ctx.db, userOf(request), {
        ...request.query,
        nome: filtro.nome,
        orgaoCredor: filtro.orgaoCredor,
      });
    },
  );

  app.post(
    '/usuario/exportar',
    {
      onRequest: guard('USUARIO_CONSULTAR'),
      schema: {
        tags: ['usuario'],
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(USUARIO_SORT, USUARIO_DEFAULT_SORT),
        body: usuarioFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'usuarios', { filtro: request.body ?? {}, sort: request.query.sort }),
  );

  app.get(
    '/usuario/:id',
    {
      onRequest: guard('USUARIO_CONSULTAR', 'USUARIO_ALTERAR'),
      schema: { tags: ['usuario'], params: idParam, response: { 200: usuarioSchema } },
    },
    async (request) => paraApi(ctx.db, await service.detalhar(ctx, userOf(request), request.params.id)),
  );

  app.get(
    '/usuario/:id/imprimir',
    {
      onRequest: guard('USUARIO_CONSULTAR'),
      schema: {
        tags: ['usuario'],
        summary: 'Ficha do usuário em PDF',
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const u = await paraApi(ctx.db, await service.detalhar(ctx, user, request.params.id));
      const pdf = await imprimirUsuario(ctx.db, user, u);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="usuario-${u.id}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/usuario',
    {
      onRequest: guard('USUARIO_CADASTRAR'),
      schema: { tags: ['usuario'], body: usuarioFormSchema, response: { 201: comMensagem } },
    },
    async (request, reply) => {
      const u = await service.criar(ctx, userOf(request), request.body);
      return reply.status(201).send({ id: u.id, message: MENSAGENS_USUARIO.cadastrado });
    },
  );

  app.put(
    '/usuario/:id',
    {
      onRequest: guard('USUARIO_ALTERAR'),
      preValidation: usuarioPrimeiro,
      schema: {
        tags: ['usuario'],
        params: idParam,
        body: usuarioAlteracaoSchema.extend({ id: idNoCorpo }),
        response: { 200: comMensagem },
      },
    },
    async (request) => {
      const user = userOf(request);
      const u = await service.alterar(ctx, user, request.params.id, request.body);
      // Editing one's own record: the new data reach the token at the next sign-in (spec 01 §4).
      return {
        id: u.id,
        message: u.id === user.id ? MENSAGENS_USUARIO.atualizadoProprio : MENSAGENS_USUARIO.atualizado,
      };
    },
  );

  app.delete(
    '/usuario/:id',
    {
      onRequest: guard('USUARIO_EXCLUIR'),
      preValidation: usuarioPrimeiro,
      schema: { tags: ['usuario'], params: idParam, response: { 200: mensagem } },
    },
    async (request) => {
      await service.excluir(ctx, userOf(request), request.params.id);
      return { message: MENSAGENS_USUARIO.excluido };
    },
  );

  app.post(
    '/usuario/changePassword',
    {
      onRequest: guard(),
      schema: { tags: ['usuario'], body: changePasswordSchema, response: { 200: mensagem } },
    },
    async (request) => {
      const user = userOf(request);
      await ctx.credenciais.trocarSenha(user, user.id, request.body.senhaNova, request.body.senhaAtual);
      return { message: MENSAGENS_AUTH.senhaAlterada };
    },
  );

  app.post(
    '/usuario/changeUserPassword',
    {
      onRequest: guard('USUARIO_ALTERAR_SENHA'),
      schema: { tags: ['usuario'], body: changeUserPasswordSchema, response: { 200: mensagem } },
    },
    async (request) => {
      await service.atribuirSenha(ctx, userOf(request), request.body.idUsuario, request.body.senhaNova);
      return { message: MENSAGENS_AUTH.senhaAlterada };
    },
  );
};
