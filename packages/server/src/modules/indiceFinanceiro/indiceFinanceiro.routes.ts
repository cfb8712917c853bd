import {
  MENSAGENS_INDICE,
  atrasoDoIndice,
  atualizacaoIndicesSchema,
  indiceFinanceiroSchema,
  lancamentoIndiceSchema,
  mesEncerrado,
  resultadoGravacaoIndiceSchema,
  situacaoIndicesSchema,
} from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { conflict, invalido, notFound } from '../../platform/errors.ts';
import { JOB_ATUALIZAR_INDICES, atualizarIndices, corrigirDepois } from './indiceFinanceiro.bacen.ts';
import * as repo from './indiceFinanceiro.repository.ts';

const tags = ['indiceFinanceiro'];

export const indiceFinanceiroRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // spec 01 §7: the creditor-body form's lookup lives under orgaoCredor/ and takes no payload.
  app.post(
    '/orgaoCredor/listIndiceFinanceiro',
    {
      onRequest: guard(),
      schema: {
        tags,
        description:
          'Índices financeiros com o código da série SGS do Banco Central e o último mês carregado.',
        body: z.unknown().optional(),
        response: { 200: z.array(indiceFinanceiroSchema) },
      },
    },
    async () => repo.listar(ctx.db),
  );

  app.get(
    '/indiceFinanceiro/situacao',
    {
      onRequest: guard(),
      schema: {
        tags,
        summary: 'Índices com o último mês carregado, o mês que já deveria estar carregado e a fonte',
        response: { 200: situacaoIndicesSchema },
      },
    },
    async () => {
      const hoje = ctx.relogio.hoje();
      const fonteAutomatica = ctx.config.indicesBacenUrl !== null;
      return {
        fonte: ctx.config.indicesBacenUrl,
        indices: (await repo.listar(ctx.db)).map((i) => ({
          ...i,
          ...atrasoDoIndice(i.ultimaDataReferencia, hoje),
          fonteAutomatica,
        })),
      };
    },
  );

  app.post(
    `/tarefa/agendadas/${JOB_ATUALIZAR_INDICES}/executar`,
    {
      onRequest: guard('ACESSO_TODOS_ORGAOS'),
      schema: {
        tags,
        summary:
          'Buscar agora no Banco Central os meses de cada índice (sem duplicar; um valor corrigido é atualizado e auditado)',
        response: { 200: atualizacaoIndicesSchema },
      },
    },
    async (request) => {
      if (!ctx.config.indicesBacenUrl) throw conflict(MENSAGENS_INDICE.semFonte);
      return { indices: await atualizarIndices(ctx, ctx.relogio.hoje(), userOf(request).id) };
    },
  );

  app.post(
    '/indiceFinanceiro/:id/valores',
    {
      onRequest: guard('ACESSO_TODOS_ORGAOS'),
      schema: {
        tags,
        summary:
          'Informar (ou enviar em lote) meses de um índice sem fonte automática; cada inclusão ou alteração é auditada',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: lancamentoIndiceSchema,
        response: { 200: resultadoGravacaoIndiceSchema },
      },
    },
    async (request) => {
      const indice = await repo.porId(ctx.db, request.params.id);
      if (!indice) throw notFound('Índice financeiro não encontrado.');
      if (ctx.config.indicesBacenUrl)
        throw conflict(MENSAGENS_INDICE.comFonte(indice.sigla, indice.codigoBacen));
      const hoje = ctx.relogio.hoje();
      const { valores } = request.body;
      const i = valores.findIndex((v) => !mesEncerrado(v.mes, hoje));
      if (i >= 0) throw invalido(`valores.${i}.mes`, MENSAGENS_INDICE.mesNaoEncerrado(valores[i]!.mes));
      const r = await ctx.db.transaction(async (tx) =>
        corrigirDepois(
          ctx,
          tx,
          await repo.gravarTaxasAuditadas(
            tx,
            indice.id,
            valores.map((v) => ({ mes: `${v.mes}-01`, valor: v.valor })),
            userOf(request).id,
          ),
        ),
      );
      const atual = await repo.porId(ctx.db, indice.id);
      return {
        id: indice.id,
        sigla: indice.sigla,
        ...r,
        ultimaDataReferencia: atual?.ultimaDataReferencia ?? null,
        erro: null,
      };
    },
  );
};
