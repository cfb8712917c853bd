import { and, isNotNull, lt, or } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { portalEntrada, portalSessao } from './portal.table.ts';
import { VALIDADE_ENTRADA_MS } from './entrada.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'limpar-portal': Record<string, never>;
  }
}

/**
 * Every night: the sign-ins a day past their 10 minutes, and the sessions a day past their 8 hours or
 * their end, are deleted; nothing else reads them (the access log keeps the session's id, not its row).
 */
export const jobLimparPortal = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '40 4 * * *',
  umaPorVez: true,
  tentativas: 2,
  esperaSegundos: 300,
  limiteSegundos: 10 * 60,
  async executar() {
    const dia = 24 * 60 * 60 * 1000;
    const agora = Date.now();
    const entradas = await ctx.db
      .delete(portalEntrada)
      .where(lt(portalEntrada.criadaEm, new Date(agora - VALIDADE_ENTRADA_MS - dia)))
      .returning({ id: portalEntrada.id });
    const sessoes = await ctx.db
      .delete(portalSessao)
      .where(
        or(
          lt(portalSessao.expiraEm, new Date(agora - dia)),
          and(isNotNull(portalSessao.encerradaEm), lt(portalSessao.encerradaEm, new Date(agora - dia))),
        ),
      )
      .returning({ id: portalSessao.id });
    return { entradas: entradas.length, sessoes: sessoes.length };
  },
});
