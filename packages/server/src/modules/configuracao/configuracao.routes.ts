import {
  configuracaoAlteracaoSchema,
  configuracaoSchema,
  MENSAGENS_CONFIGURACAO,
} from '@divida/domain/configuracao/configuracao.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { alterarConfiguracao, buscarConfiguracao } from './configuracao.service.ts';

export const configuracaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Negotiation reads the limits too, so any of these permissions may read them.
  app.get(
    '/conf/buscarConfiguracoes',
    {
      onRequest: guard(
        'CONSULTAR_CONFIGURACAO',
        'ALTERAR_CONFIGURACAO',
        'NEGOCIACAO_CONSULTAR',
        'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
      ),
      schema: { tags: ['configuracao'], response: { 200: configuracaoSchema } },
    },
    async () => buscarConfiguracao(ctx.db),
  );

  app.put(
    '/conf/editar',
    {
      onRequest: guard('ALTERAR_CONFIGURACAO'),
      schema: {
        tags: ['configuracao'],
        body: configuracaoAlteracaoSchema,
        response: { 200: configuracaoSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => ({
      ...(await alterarConfiguracao(ctx, userOf(request), request.body)),
      message: MENSAGENS_CONFIGURACAO.atualizada,
    }),
  );
};
