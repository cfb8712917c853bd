import {
  anexarTermoSchema,
  respostaAcaoCobrancaSchema,
  termoParcelamentoQuerySchema,
} from '@divida/domain/cobranca/cobranca.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { idParam } from '../../platform/http/schemas.ts';
import { anexarTermo } from './acoes.ts';
import { emitirBoleto } from './boleto.ts';
import { gerarTermo } from './termo.ts';
import { memoriaParcelaSchema, type MemoriaParcela } from '@divida/domain/cobranca/memoriaParcela.schema';
import { memoriaCalculoQuerySchema } from '@divida/domain/processo/memoriaCalculo.schema';
import { memoriaDaParcela } from './parcela.memoria.ts';
import { imprimirMemoriaParcela } from './parcela.memoria.impressao.ts';
import { BASE, CONSULTAR, escoposDaCobranca, tags } from './rotas.comum.ts';

/**
 * A collection's documents (spec 03 §7): the term, the instalments' slips and memories, the signed
 * term.
 * Guards give the permission (403); the services judge the record: another body's is 404, a state
 * that does not offer the action 409.
 */
export const processoCobrancaDocumentosRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const { cobrancaPrimeiro } = escoposDaCobranca(ctx);

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
