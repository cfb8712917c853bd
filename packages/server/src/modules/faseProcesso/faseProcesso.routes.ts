import {
  faseProcessoSchema,
  situacaoFiltroSchema,
  situacaoProcessoSchema,
} from '@divida/domain/processo/processo.schema';
import { SITUACOES_APTAS_RETORNAR } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guard } from '../../platform/auth/guard.ts';
import type { Executor } from '../../platform/db/database.ts';
import { faseProcesso, situacaoProcesso } from './faseProcesso.table.ts';

/** The phases in their order, each with its situations (only `apenas`, when given). */
async function fasesComSituacoes(ex: Executor, apenas?: readonly number[]) {
  const fases = await ex.select().from(faseProcesso).orderBy(asc(faseProcesso.ordem));
  const situacoes = await ex
    .select({ id: situacaoProcesso.id, nome: situacaoProcesso.nome, faseId: situacaoProcesso.faseId })
    .from(situacaoProcesso)
    .where(
      and(
        eq(situacaoProcesso.tipoProcesso, 'CONSTITUICAO_CREDITO'),
        apenas ? inArray(situacaoProcesso.id, [...apenas]) : undefined,
      ),
    )
    .orderBy(asc(situacaoProcesso.nome));
  return fases
    .map((f) => ({
      id: f.id,
      nome: f.nome,
      situacoes: situacoes.filter((s) => s.faseId === f.id).map((s) => ({ id: s.id, nome: s.nome })),
    }))
    .filter((f) => !apenas || f.situacoes.length > 0);
}

/** Phases and situations (spec 02 §7): reference data any signed-in user reads. */
export const faseProcessoRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  const tags = ['faseProcesso'];

  app.get(
    '/faseProcesso/listAll',
    { onRequest: guard(), schema: { tags, response: { 200: z.array(faseProcessoSchema) } } },
    async () => fasesComSituacoes(ctx.db),
  );

  app.get(
    '/faseProcesso/aptosRetornar',
    { onRequest: guard(), schema: { tags, response: { 200: z.array(faseProcessoSchema) } } },
    async () => fasesComSituacoes(ctx.db, SITUACOES_APTAS_RETORNAR),
  );

  app.post(
    '/situacaoProcesso/list',
    {
      onRequest: guard(),
      schema: {
        tags,
        body: situacaoFiltroSchema.nullish(),
        response: { 200: z.array(situacaoProcessoSchema) },
      },
    },
    async (request) => {
      const f = request.body ?? {};
      const rows = await ctx.db
        .select({
          id: situacaoProcesso.id,
          nome: situacaoProcesso.nome,
          idFase: situacaoProcesso.faseId,
          tipoProcesso: situacaoProcesso.tipoProcesso,
        })
        .from(situacaoProcesso)
        .where(
          and(
            f.tiposProcesso?.length ? inArray(situacaoProcesso.tipoProcesso, f.tiposProcesso) : undefined,
            f.idFase ? eq(situacaoProcesso.faseId, f.idFase) : undefined,
          ),
        )
        .orderBy(asc(situacaoProcesso.id));
      return rows;
    },
  );
};
