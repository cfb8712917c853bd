import {
  baixaManualSchema,
  cancelarCobrancaSchema,
  COBRANCA_DEFAULT_SORT,
  COBRANCA_SORT,
  cobrancaDetalheSchema,
  cobrancaFiltroSchema,
  cobrancaListItemSchema,
  cobrancaResumoSchema,
  respostaAcaoCobrancaSchema,
} from '@divida/domain/cobranca/cobranca.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { idParam } from '../../platform/http/schemas.ts';
import { cancelarCobranca } from './acoes.ts';
import { baixaManual } from './liquidacao.ts';
import { acompanharCobranca, cobrancasDoProcesso, detalharCobranca, listarCobrancas } from './consulta.ts';
import { BASE, CONSULTAR, escoposDaCobranca, tags } from './rotas.comum.ts';

/**
 * The collections' follow-up (spec 03 §7): list, export, detail, cancellation and Baixa Manual.
 * Guards give the permission (403); the services judge the record: another body's is 404, a state
 * that does not offer the action 409.
 */
export const processoCobrancaAcompanhamentoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { cobrancaDoCorpoPrimeiro } = escoposDaCobranca(ctx);

  app.post(
    `${BASE}/list`,
    {
      onRequest: guard(CONSULTAR),
      schema: {
        tags,
        querystring: pageQuery(COBRANCA_SORT, COBRANCA_DEFAULT_SORT),
        body: cobrancaFiltroSchema.nullish(),
        response: { 200: pageSchema(cobrancaListItemSchema) },
      },
    },
    async (request) =>
      listarCobrancas(ctx.db, userOf(request), cobrancaFiltroSchema.parse(request.body ?? {}), request.query),
  );

  app.post(
    `${BASE}/exportar`,
    {
      onRequest: guard(CONSULTAR),
      schema: {
        tags,
        summary: RESUMO_EXPORTAR,
        ...RESPOSTAS_EXPORTAR,
        querystring: pageQuery(COBRANCA_SORT, COBRANCA_DEFAULT_SORT),
        body: cobrancaFiltroSchema.nullish(),
      },
    },
    (request, reply) =>
      exportar(ctx, request, reply, 'cobrancas', { filtro: request.body ?? {}, sort: request.query.sort }),
  );

  app.get(
    `${BASE}/acompanhamentoCobranca/:id`,
    {
      onRequest: guard(CONSULTAR, 'NEGOCIACAO_CONSULTAR'),
      schema: { tags, params: idParam, response: { 200: cobrancaResumoSchema } },
    },
    async (request) => acompanharCobranca(ctx.db, userOf(request), request.params.id),
  );

  // the collection by id for the financial report's link (spec 03 §7 buscarIdCobranca)
  app.get(
    `${BASE}/buscarIdCobranca/:id`,
    {
      onRequest: guard(CONSULTAR, 'NEGOCIACAO_CONSULTAR', 'FINANCEIRO_CONSULTAR'),
      schema: { tags, params: idParam, response: { 200: cobrancaResumoSchema } },
    },
    async (request) => acompanharCobranca(ctx.db, userOf(request), request.params.id),
  );

  app.get(
    `${BASE}/processo/:id`,
    {
      onRequest: guard(CONSULTAR, 'NEGOCIACAO_CONSULTAR'),
      schema: {
        tags,
        summary: 'As cobranças de um processo (aba Cobrança)',
        params: idParam,
        response: { 200: z.array(cobrancaResumoSchema) },
      },
    },
    async (request) => cobrancasDoProcesso(ctx.db, userOf(request), request.params.id),
  );

  app.get(
    `${BASE}/:id`,
    {
      onRequest: guard(CONSULTAR),
      schema: { tags, params: idParam, response: { 200: cobrancaDetalheSchema } },
    },
    async (request) => detalharCobranca(ctx.db, userOf(request), request.params.id),
  );

  app.post(
    `${BASE}/cancelar`,
    {
      onRequest: guard('PROCESSO_COBRANCA_CANCELAR'),
      preValidation: cobrancaDoCorpoPrimeiro,
      schema: { tags, body: cancelarCobrancaSchema, response: { 200: respostaAcaoCobrancaSchema } },
    },
    async (request) =>
      cancelarCobranca(ctx, userOf(request), request.body.idProcessoCobranca, request.body.motivo),
  );

  app.post(
    `${BASE}/baixaManual`,
    {
      onRequest: guard('BAIXA_MANUAL_BOLETO'),
      preValidation: cobrancaDoCorpoPrimeiro,
      schema: { tags, body: baixaManualSchema(), response: { 200: respostaAcaoCobrancaSchema } },
    },
    async (request) => baixaManual(ctx, userOf(request), request.body),
  );
};
