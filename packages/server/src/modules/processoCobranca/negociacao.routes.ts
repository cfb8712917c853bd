import {
  APTOS_DEFAULT_SORT,
  APTOS_SORT,
  aptoNegociacaoSchema,
  aptosNegociacaoFiltroSchema,
  chaveIdempotenciaSchema,
  cpfParamSchema,
  criadaSchema,
  criarCobrancaSchema,
  MENSAGENS_COBRANCA,
  requerenteLookupQuerySchema,
  requerenteLookupSchema,
  resultadoSimulacaoSchema,
  simulacaoSchema,
  validarRequerenteQuerySchema,
} from '@divida/domain/cobranca/cobranca.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { notFound } from '../../platform/errors.ts';
import { mensagem } from '../../platform/http/schemas.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { listarAptos } from './aptos.repository.ts';
import { criarCobranca } from './criacao.ts';
import { devedoresDosProcessos, requerentePorCpf, validarRequerente } from './requerente.ts';
import { imprimirSimulacao } from './simulacao.impressao.ts';
import { condicoesDaSimulacao, prepararNegociacao, resultadoParaApi, simular } from './simulacao.ts';
import { BASE, NEGOCIAR, tags } from './rotas.comum.ts';

/**
 * Negotiation (spec 03 §7): the processes apt for it, the requester, the simulation and the
 * agreement.
 * Guards give the permission (403); the services judge the record: another body's is 404, a state
 * that does not offer the action 409.
 */
export const processoCobrancaNegociacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.post(
    '/processoConstituicaoCredito/aptosNegociacao',
    {
      onRequest: guard('NEGOCIACAO_CONSULTAR', NEGOCIAR),
      schema: {
        tags,
        summary: 'Débitos aptos à negociação (inscritos, sem acordo, sem suspensão, órgão com convênio)',
        querystring: pageQuery(APTOS_SORT, APTOS_DEFAULT_SORT),
        body: aptosNegociacaoFiltroSchema.nullish(),
        response: { 200: pageSchema(aptoNegociacaoSchema) },
      },
    },
    async (request) =>
      listarAptos(
        ctx.db,
        userOf(request),
        aptosNegociacaoFiltroSchema.parse(request.body ?? {}),
        request.query,
      ),
  );

  app.post(
    '/processoConstituicaoCredito/exportarAptosNegociacao',
    {
      onRequest: guard('NEGOCIACAO_CONSULTAR', NEGOCIAR),
      schema: {
        tags,
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(APTOS_SORT, APTOS_DEFAULT_SORT),
        body: aptosNegociacaoFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'aptosNegociacao', {
        filtro: request.body ?? {},
        sort: request.query.sort,
      }),
  );

  // The CPF is a path segment (spec 03 §7); the request log masks document-like segments (app.ts).
  app.get(
    '/requerente/porCpf/:cpf',
    {
      onRequest: guard(NEGOCIAR),
      schema: {
        tags,
        params: cpfParamSchema,
        querystring: requerenteLookupQuerySchema,
        response: { 200: requerenteLookupSchema },
      },
    },
    async (request) => {
      // with the debt being negotiated, a representation proof stored for another debtor is not offered
      const { idProcesso } = request.query;
      const devedores =
        idProcesso === undefined
          ? undefined
          : await devedoresDosProcessos(ctx.db, userOf(request), [idProcesso]);
      // another body's requester is a 404 like an unknown CPF (issue 37)
      const r = await requerentePorCpf(ctx.db, userOf(request), request.params.cpf, devedores);
      if (!r) throw notFound(MENSAGENS_COBRANCA.requerenteNaoEncontrado);
      await registrarAcesso(ctx.db, userOf(request), 'REQUERENTE_CPF', [{ requerenteId: r.id }]);
      return r;
    },
  );

  app.get(
    '/requerente/validar',
    {
      onRequest: guard(NEGOCIAR),
      schema: { tags, querystring: validarRequerenteQuerySchema, response: { 200: mensagem } },
    },
    async (request) => validarRequerente(ctx.db, userOf(request), request.query.cpf, request.query.email),
  );

  app.post(
    `${BASE}/simularParcelamento`,
    {
      onRequest: guard(NEGOCIAR),
      schema: { tags, body: simulacaoSchema, response: { 200: resultadoSimulacaoSchema } },
    },
    async (request) => {
      const hoje = ctx.relogio.hoje();
      const n = await prepararNegociacao(ctx.db, userOf(request), request.body.precessosIds, hoje, false);
      const c = condicoesDaSimulacao(request.body, hoje);
      return resultadoParaApi(simular(n, c, hoje), n, c);
    },
  );

  app.post(
    `${BASE}/imprimirSimulacaoParcelamento`,
    {
      onRequest: guard(NEGOCIAR),
      schema: { tags, body: simulacaoSchema, produces: ['application/pdf'] },
    },
    async (request, reply) => {
      const hoje = ctx.relogio.hoje();
      const user = userOf(request);
      const n = await prepararNegociacao(ctx.db, user, request.body.precessosIds, hoje, false);
      const c = condicoesDaSimulacao(request.body, hoje);
      const pdf = await imprimirSimulacao(ctx, user, n, c, simular(n, c, hoje));
      return reply
        .type('application/pdf')
        .header('content-disposition', 'inline; filename="SIMULACAO_PARCELAMENTO.pdf"')
        .send(pdf);
    },
  );

  app.post(
    BASE,
    {
      onRequest: guard(NEGOCIAR),
      schema: {
        tags,
        summary: 'Cria o acordo (cabeçalho Idempotency-Key: o mesmo pedido repetido dá a mesma cobrança)',
        headers: z.object({ 'idempotency-key': chaveIdempotenciaSchema }),
        body: criarCobrancaSchema,
        response: { 201: criadaSchema },
      },
    },
    async (request, reply) => {
      const r = await criarCobranca(ctx, userOf(request), request.body, request.headers['idempotency-key']);
      return reply.status(201).send(r);
    },
  );
};
