import { preferenciasSchema } from '@divida/domain/prazos/prescricao.schema';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guard, userOf } from '../../platform/auth/guard.ts';
import { usuario } from './usuario.table.ts';

/**
 * `GET/PUT /usuario/preferencias` (docs/prazos-e-prescricao.md §4): the caller's own settings, whatever its profile;
 * today the opt-in to the daily summary of terms and prescriptions.
 */
export const usuarioPreferenciasRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['usuario'];

  const ler = async (id: number) => {
    const [u] = await ctx.db
      .select({ receberResumoDiarioPrazos: usuario.receberResumoDiarioPrazos })
      .from(usuario)
      .where(eq(usuario.id, id));
    return u!;
  };

  app.get(
    '/usuario/preferencias',
    {
      onRequest: guard(),
      schema: { tags, summary: 'Preferências do usuário', response: { 200: preferenciasSchema } },
    },
    async (request) => ler(userOf(request).id),
  );

  app.put(
    '/usuario/preferencias',
    {
      onRequest: guard(),
      schema: {
        tags,
        summary: 'Alterar as preferências do usuário',
        body: preferenciasSchema,
        response: { 200: preferenciasSchema },
      },
    },
    async (request) => {
      const id = userOf(request).id;
      await ctx.db
        .update(usuario)
        .set({ receberResumoDiarioPrazos: request.body.receberResumoDiarioPrazos })
        .where(eq(usuario.id, id));
      return ler(id);
    },
  );
};
