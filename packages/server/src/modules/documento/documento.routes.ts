import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { badRequest } from '../../platform/errors.ts';
import { salvarUpload } from './documento.service.ts';

export const documentoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/documento/upload',
    {
      onRequest: guard(),
      schema: {
        tags: ['documento'],
        summary: 'Envia um PDF (campo multipart "file") e devolve seu uuid',
        consumes: ['multipart/form-data'],
        response: { 200: z.object({ uuid: z.uuid(), fileName: z.string() }) },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw badRequest(MENSAGENS.arquivoAusente, [{ field: 'file', message: MENSAGENS.arquivoAusente }]);
      const file = await request.file({ limits: { fileSize: app.ctx.config.maxUploadBytes, files: 1 } });
      if (!file || file.fieldname !== 'file') {
        file?.file.resume();
        throw badRequest(MENSAGENS.arquivoAusente, [{ field: 'file', message: MENSAGENS.arquivoAusente }]);
      }
      return salvarUpload(app.ctx, file, userOf(request).id);
    },
  );
};
