import { tipoDocumentoIdentificacaoSchema } from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';
import { asc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.ts';
import { tipoDocumentoIdentificacao } from './tipoDocumentoIdentificacao.table.ts';

export const tipoDocumentoIdentificacaoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  app.get(
    '/tipoDocumentoIdentificacao',
    {
      onRequest: guard(),
      schema: {
        tags: ['tipoDocumentoIdentificacao'],
        description: 'Tipos de documento de identificação do devedor (lista de apoio).',
        response: { 200: z.array(tipoDocumentoIdentificacaoSchema) },
      },
    },
    async () =>
      ctx.db
        .select()
        .from(tipoDocumentoIdentificacao)
        .where(eq(tipoDocumentoIdentificacao.excluido, false))
        .orderBy(asc(tipoDocumentoIdentificacao.id)),
  );
};
