import {
  anexarTermoSchema,
  APTOS_DEFAULT_SORT,
  APTOS_SORT,
  aptoNegociacaoSchema,
  aptosNegociacaoFiltroSchema,
  baixaManualSchema,
  cancelarCobrancaSchema,
  chaveIdempotenciaSchema,
  COBRANCA_DEFAULT_SORT,
  COBRANCA_SORT,
  cobrancaDetalheSchema,
  cobrancaFiltroSchema,
  cobrancaListItemSchema,
  cobrancaResumoSchema,
  cpfParamSchema,
  criadaSchema,
  criarCobrancaSchema,
  MENSAGENS_COBRANCA,
  requerenteLookupQuerySchema,
  requerenteLookupSchema,
  respostaAcaoCobrancaSchema,
  resultadoSimulacaoSchema,
  simulacaoSchema,
  termoParcelamentoQuerySchema,
  validarRequerenteQuerySchema,
} from '@divida/domain/cobranca/cobranca.schema';
import { pageQuery, pageSchema } from '@divida/domain/list';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import type { AuthUser } from '../../platform/context.ts';
import { exportar, RESPOSTAS_EXPORTAR, RESUMO_EXPORTAR } from '../../platform/exportacao/exportacao.ts';
import { notFound } from '../../platform/errors.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam, mensagem } from '../../platform/http/schemas.ts';
import { registrarAcesso } from '../../platform/lgpd/acessoDados.ts';
import { anexarTermo, cancelarCobranca } from './acoes.ts';
import { baixaManual } from './liquidacao.ts';
import { emitirBoleto } from './boleto.ts';
import { gerarTermo } from './termo.ts';
import { listarAptos } from './aptos.repository.ts';
import { memoriaParcelaSchema, type MemoriaParcela } from '@divida/domain/cobranca/memoriaParcela.schema';
import { memoriaCalculoQuerySchema } from '@divida/domain/processo/memoriaCalculo.schema';
import { memoriaDaParcela } from './parcela.memoria.ts';
import { imprimirMemoriaParcela } from './parcela.memoria.impressao.ts';
import {
  acompanharCobranca,
  cobrancaNoEscopo,
  cobrancasDoProcesso,
  detalharCobranca,
  listarCobrancas,
} from './consulta.ts';
import { criarCobranca } from './criacao.ts';
import { devedoresDosProcessos, requerentePorCpf, validarRequerente } from './requerente.ts';
import { imprimirSimulacao } from './simulacao.impressao.ts';
import { condicoesDaSimulacao, prepararNegociacao, resultadoParaApi, simular } from './simulacao.ts';

const tags = ['cobrança'];
const BASE = '/processoCobranca';
const CONSULTAR = 'PROCESSO_COBRANCA_CONSULTAR' as const;
const NEGOCIAR = 'NEGOCIACAO_NEGOCIAR_PAGAMENTO' as const;

/**
 * Negotiation and collections (spec 03 §7). Guards give the permission (403); the services judge the
 * record: another body's is 404, a state that does not offer the action 409.
 */
export const processoCobrancaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  // another body's collection is a 404 before the payload or the query is judged (issue 23 §2)
  const noEscopo = (user: AuthUser, id: number) => cobrancaNoEscopo(ctx.db, user, id);
  const cobrancaPrimeiro = escopoPrimeiro(noEscopo);
  const cobrancaDoCorpoPrimeiro = escopoPrimeiro(noEscopo, 'idProcessoCobranca');

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

  // The instalment term to print and sign (spec 03 §7: no body; the signer in the query). Reading the
  // collection is enough (spec 03 §6 names no permission for it).
  app.get(
    `${BASE}/:id/gerarTermoParcelamento`,
    {
      onRequest: guard(CONSULTAR),
      preValidation: cobrancaPrimeiro,
      schema: {
        tags,
        params: idParam,
        querystring: termoParcelamentoQuerySchema,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await gerarTermo(ctx, userOf(request), request.params.id, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="TERMO_DE_PARCELAMENTO.pdf"')
        .send(pdf);
    },
  );

  // The slip of an instalment: reading the collection is enough for an instalment's; the single
  // payment's needs PROCESSO_COBRANCA_EMITIR_BOLETO (spec 03 §6), checked with the record.
  app.get(
    '/cobrancaBB/:cobrancaId/parcela/:parcela/boleto',
    {
      onRequest: guard(CONSULTAR, 'PROCESSO_COBRANCA_EMITIR_BOLETO'),
      schema: {
        tags,
        summary: 'Boleto (PDF) da parcela: código de barras, linha digitável e Pix Copia e Cola',
        params: z.object({
          cobrancaId: idParam.shape.id,
          parcela: z.coerce.number().int().min(1).max(1000),
        }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const { cobrancaId, parcela } = request.params;
      const r = await emitirBoleto(ctx, userOf(request), cobrancaId, parcela);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${r.nome}"`)
        .send(r.pdf);
    },
  );

  // our extension (issue 26 §6): what an instalment's value is made of
  app.get(
    `${BASE}/:id/parcela/:parcela/memoriaCalculo`,
    {
      onRequest: guard(CONSULTAR),
      preValidation: cobrancaPrimeiro,
      schema: {
        tags,
        summary:
          'Memória de cálculo da parcela: principal, correção, juros, multa, juros do mês e honorários do valor da parcela (paga: na data do pagamento; em aberto: no boleto de hoje, ou ?data= como se paga nesse dia); ?formato=pdf para imprimir',
        params: z.object({
          id: idParam.shape.id,
          parcela: z.coerce.number().int().min(1).max(1000),
        }),
        querystring: memoriaCalculoQuerySchema,
        produces: ['application/json', 'application/pdf'],
        response: { 200: memoriaParcelaSchema },
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const { data, formato } = request.query;
      const { id, parcela } = request.params;
      const { cobranca, memoria } = await memoriaDaParcela(ctx, user, id, parcela, data);
      if (formato !== 'pdf') return memoria;
      const pdf = await imprimirMemoriaParcela(ctx, user, cobranca, memoria);
      return (
        reply
          .type('application/pdf')
          .header('content-disposition', `inline; filename="memoria-calculo-${id}-parcela-${parcela}.pdf"`)
          // a Buffer is sent as it is (Fastify never serializes one); the schema describes the JSON answer
          .send(pdf as unknown as MemoriaParcela)
      );
    },
  );

  app.post(
    `${BASE}/anexarTermoParcelamento/:id`,
    {
      onRequest: guard('PROCESSO_COBRANCA_ANEXAR_TERMO_PARCELAMENTO'),
      preValidation: cobrancaPrimeiro,
      schema: {
        tags,
        params: idParam,
        body: anexarTermoSchema,
        response: { 200: respostaAcaoCobrancaSchema },
      },
    },
    async (request) => anexarTermo(ctx, userOf(request), request.params.id, request.body.documentos),
  );
};
