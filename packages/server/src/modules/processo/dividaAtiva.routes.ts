import { schemaDaAcaoCda, type PayloadCda } from '@divida/domain/dividaAtiva/acaoCda.schema';
import { DATA_MAXIMA } from '@divida/domain/data.schema';
import { respostaAcaoSchema } from '@divida/domain/processo/acao.schema';
import { ACOES_CDA, ACOES_CDA_DEF } from '@divida/domain/workflow/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam } from '../../platform/http/schemas.ts';
import { processoNoEscopo } from './processo.numero.ts';
import { executarAcaoCda } from './dividaAtiva.acoes.ts';
import { imprimirCda } from './dividaAtiva.impressao.ts';

const BASE = '/processoConstituicaoCredito';
const tags = ['dividaAtiva'];

/** The PGE's court and protest calls on a CDA (docs/workflow.md "Actions of the PGE") and its print. */
export const dividaAtivaRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  for (const acao of ACOES_CDA) {
    const def = ACOES_CDA_DEF[acao];
    app.post(
      `${BASE}/:id/${def.rota}`,
      {
        onRequest: guard(def.permissao),
        preValidation: escopoPrimeiro((user, id) => processoNoEscopo(ctx.db, user, id)),
        schema: {
          tags,
          summary: def.nome,
          params: idParam,
          // the shape only: the dates are judged against the server's clock in executarAcaoCda
          body: schemaDaAcaoCda(acao, DATA_MAXIMA),
          response: { 200: respostaAcaoSchema },
        },
      },
      async (request) =>
        executarAcaoCda(ctx, userOf(request), request.params.id, acao, request.body as PayloadCda),
    );
  }

  app.get(
    `${BASE}/:id/imprimirCda`,
    {
      onRequest: guard('PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'),
      schema: {
        tags,
        summary: 'Certidão de Dívida Ativa (CDA) em PDF',
        params: idParam,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const pdf = await imprimirCda(ctx, userOf(request), request.params.id);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="cda-${request.params.id}.pdf"`)
        .send(pdf);
    },
  );
};
