import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { erros } from '../../platform/http/documentacao.ts';
import { verificarCotaUpload } from './cota.ts';
import { enviarDocumento } from './documento.anexos.ts';
import { descartarUpload, salvarUpload } from './documento.service.ts';
import { receberArquivoUnico } from './multipart.ts';

export const documentoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;

  // Any other body type reaches the handler (and its clear 400) instead of Fastify's generic 415;
  // it is left unread, never buffered.
  app.addContentTypeParser('*', (_request, payload, done) => {
    payload.resume();
    done(null, undefined);
  });

  app.post(
    '/documento/upload',
    {
      onRequest: guard(),
      // Before the body is read: a refused upload costs no disk.
      preHandler: async (request) => verificarCotaUpload(ctx, userOf(request).id),
      schema: {
        tags: ['documento'],
        summary: 'Envia um PDF (campo multipart "file") e devolve seu uuid',
        consumes: ['multipart/form-data'],
        // 429: the day's or the pending uploads' quota
        response: { 200: z.object({ uuid: z.uuid(), fileName: z.string() }), ...erros(429) },
      },
    },
    async (request) =>
      receberArquivoUnico(
        request,
        ctx.config,
        (file) => salvarUpload(ctx, file, userOf(request).id),
        (salvo) => descartarUpload(ctx, salvo.uuid),
      ),
  );

  app.get(
    '/documento/:uuid',
    {
      onRequest: guard(),
      schema: {
        tags: ['documento'],
        summary: 'Baixa um documento pelo uuid do arquivo (no escopo de dados do usuário)',
        params: z.object({ uuid: z.uuid() }),
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => enviarDocumento(ctx, reply, userOf(request), { uuid: request.params.uuid }),
  );
};
