import { isIsoDate } from '@divida/domain/calendar';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * `PUT /api/teste/relogio {hoje}`: moves the test clock. Registered only with TEST_CLOCK=true (the
 * end-to-end suite), never in a deployment; it needs no sign-in because the suite's browser sets the
 * day before signing in.
 */
export const relogioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/teste/relogio',
    {
      schema: {
        hide: true,
        body: z.object({ hoje: z.string().refine(isIsoDate, 'Data inválida') }),
        response: { 200: z.object({ hoje: z.string() }) },
      },
    },
    async (request) => {
      app.ctx.relogio.definir?.(request.body.hoje);
      return { hoje: app.ctx.relogio.hoje() };
    },
  );
};
