import {
  aceitarSchema,
  ARQUIVO_BANCARIO_DEFAULT_SORT,
  ARQUIVO_BANCARIO_SORT,
  arquivoBancarioDetalheSchema,
  arquivoBancarioFiltroSchema,
  arquivoBancarioSchema,
  CONCILIACAO_DEFAULT_SORT,
  CONCILIACAO_SORT,
  conciliacaoFiltroSchema,
  conciliacaoSchema,
  remessaPedidoSchema,
  remessaPendentesSchema,
  remessaRespostaSchema,
  resolucaoSchema,
  retornoRespostaSchema,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { anexo } from '../../platform/http/anexo.ts';
import { erros } from '../../platform/http/documentacao.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam, mensagem } from '../../platform/http/schemas.ts';
import { resolver } from './conciliacao.ts';
import {
  arquivoDoEscopo,
  conciliacaoNoEscopo,
  detalharArquivo,
  listarArquivos,
  listarConciliacao,
} from './consulta.ts';
import { gerarRemessa, remessaPendentes } from './remessa.ts';
import { lerArquivoEnviado } from '../../platform/arquivos/envio.ts';
import { ENVIO_RETORNO, receberRetorno } from './retorno.ts';

const tags = ['arquivo bancário'];

/** Bank files and the reconciliation queue (docs/arquivos-bancarios.md §2–§4). Another body's record is 404. */
export const arquivoBancarioRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // another body's queue line is a 404 before its justification is judged (issue 23 §2)
  const conciliacaoPrimeiro = escopoPrimeiro((user, id) => conciliacaoNoEscopo(ctx.db, user, id));

  app.post(
    '/arquivoBancario/remessa',
    {
      onRequest: guard('ARQUIVO_BANCARIO_ENVIAR'),
      schema: {
        tags,
        summary: 'Gera o arquivo de remessa com as instruções pendentes do convênio do órgão',
        body: remessaPedidoSchema,
        // the body has no convênio, or nothing waits to be sent
        response: { 201: remessaRespostaSchema, ...erros(422) },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return gerarRemessa(ctx, userOf(request), request.body.idOrgaoCredor);
    },
  );

  app.get(
    '/arquivoBancario/remessa/pendentes',
    {
      onRequest: guard('ARQUIVO_BANCARIO_ENVIAR'),
      schema: {
        tags,
        summary:
          'Os órgãos credores com convênio bancário e quantas instruções (registro, baixa) aguardam a próxima remessa de cada um',
        response: { 200: remessaPendentesSchema },
      },
    },
    async (request) => remessaPendentes(ctx.db, userOf(request)),
  );

  app.post(
    '/arquivoBancario/retorno',
    {
      onRequest: guard('ARQUIVO_BANCARIO_ENVIAR'),
      schema: {
        tags,
        summary: 'Recebe um arquivo de retorno (multipart, campo "arquivo") e o processa em segundo plano',
        consumes: ['multipart/form-data'],
        response: { 202: retornoRespostaSchema },
      },
    },
    async (request, reply) => {
      const enviado = await lerArquivoEnviado(request, ctx.storage, ENVIO_RETORNO);
      const r = await receberRetorno(ctx, userOf(request), enviado);
      reply.code(202);
      return r;
    },
  );

  app.post(
    '/arquivoBancario/list',
    {
      onRequest: guard('ARQUIVO_BANCARIO_CONSULTAR', 'ARQUIVO_BANCARIO_ENVIAR'),
      schema: {
        tags,
        querystring: pageQuery(ARQUIVO_BANCARIO_SORT, ARQUIVO_BANCARIO_DEFAULT_SORT),
        body: arquivoBancarioFiltroSchema.nullish(),
        response: { 200: pageSchema(arquivoBancarioSchema) },
      },
    },
    async (request) =>
      listarArquivos(
        ctx.db,
        userOf(request),
        arquivoBancarioFiltroSchema.parse(request.body ?? {}),
        request.query,
      ),
  );

  app.get(
    '/arquivoBancario/:id',
    {
      onRequest: guard('ARQUIVO_BANCARIO_CONSULTAR', 'ARQUIVO_BANCARIO_ENVIAR'),
      schema: { tags, params: idParam, response: { 200: arquivoBancarioDetalheSchema } },
    },
    async (request) => detalharArquivo(ctx.db, ctx.storage, userOf(request), request.params.id),
  );

  app.get(
    '/arquivoBancario/:id/download',
    {
      onRequest: guard('ARQUIVO_BANCARIO_CONSULTAR', 'ARQUIVO_BANCARIO_ENVIAR'),
      schema: { tags, summary: 'O conteúdo do arquivo', params: idParam, produces: ['text/plain'] },
    },
    async (request, reply) => {
      const a = await arquivoDoEscopo(ctx.db, userOf(request), request.params.id);
      reply.header('content-type', 'text/plain; charset=us-ascii');
      reply.header('content-disposition', anexo(a.nome));
      return reply.send(await ctx.storage.get(a.conteudo));
    },
  );

  app.post(
    '/conciliacao/list',
    {
      onRequest: guard('CONCILIAR_PAGAMENTOS'),
      schema: {
        tags,
        querystring: pageQuery(CONCILIACAO_SORT, CONCILIACAO_DEFAULT_SORT),
        body: conciliacaoFiltroSchema.nullish(),
        response: { 200: pageSchema(conciliacaoSchema) },
      },
    },
    async (request) =>
      listarConciliacao(
        ctx.db,
        userOf(request),
        conciliacaoFiltroSchema.parse(request.body ?? {}),
        request.query,
      ),
  );

  app.post(
    '/conciliacao/:id/aceitar',
    {
      onRequest: guard('CONCILIAR_PAGAMENTOS'),
      preValidation: conciliacaoPrimeiro,
      schema: { tags, params: idParam, body: aceitarSchema, response: { 200: mensagem } },
    },
    async (request) => resolver(ctx, userOf(request), request.params.id, 'ACEITO', request.body),
  );
  app.post(
    '/conciliacao/:id/devolver',
    {
      onRequest: guard('CONCILIAR_PAGAMENTOS'),
      preValidation: conciliacaoPrimeiro,
      schema: { tags, params: idParam, body: resolucaoSchema, response: { 200: mensagem } },
    },
    async (request) => resolver(ctx, userOf(request), request.params.id, 'DEVOLVIDO', request.body),
  );
  app.post(
    '/conciliacao/:id/descartar',
    {
      onRequest: guard('CONCILIAR_PAGAMENTOS'),
      preValidation: conciliacaoPrimeiro,
      schema: { tags, params: idParam, body: resolucaoSchema, response: { 200: mensagem } },
    },
    async (request) => resolver(ctx, userOf(request), request.params.id, 'DESCARTADO', request.body),
  );
};
