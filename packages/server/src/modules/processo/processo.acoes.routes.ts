import {
  respostaAcaoSchema,
  retornarProcessosSchema,
  ROTAS_ACAO,
  schemaDaRota,
  type RotaAcao,
} from '@divida/domain/processo/acao.schema';
import { ACOES } from '@divida/domain/workflow/acoes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { escopoPrimeiro } from '../../platform/http/escopoPrimeiro.ts';
import { idParam, mensagem } from '../../platform/http/schemas.ts';
import { executarRota, retornarProcessos } from './processo.acoes.ts';
import { processoNoEscopo } from './processo.numero.ts';

const BASE = '/processoConstituicaoCredito';
const tags = ['processo: ações'];

/**
 * The workflow's calls (spec 02 §7, docs/workflow.md): one route per action, each guarded by the action's
 * permission; the state rules (409) and the data scope (404) are judged under the process's lock.
 */
export const processoAcoesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  for (const rota of Object.keys(ROTAS_ACAO) as RotaAcao[]) {
    const acao = ROTAS_ACAO[rota].acao;
    app.post(
      `${BASE}/:id/${rota}`,
      {
        onRequest: guard(ACOES[acao].permissao),
        // another body's process is a 404 before its payload is judged (issue 23 §2)
        preValidation: escopoPrimeiro((user, id) => processoNoEscopo(ctx.db, user, id)),
        schema: {
          tags,
          summary: ACOES[acao].nome,
          params: idParam,
          body: schemaDaRota(rota),
          response: { 200: respostaAcaoSchema },
        },
      },
      async (request) =>
        executarRota(ctx, userOf(request), request.params.id, rota, request.body as Record<string, unknown>),
    );
  }

  app.post(
    `${BASE}/retornarProcessos`,
    {
      onRequest: guard('PROCESSO_CONSTITUICAO_CREDITO_RETORNAR_PROCESSOS_DEVOLVIDOS'),
      schema: {
        tags,
        summary: 'Retornar processos devolvidos a uma fase e situação',
        body: retornarProcessosSchema(),
        response: { 200: mensagem },
      },
    },
    async (request) => retornarProcessos(ctx, userOf(request), request.body),
  );
};
