import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { recalcularPrescricoes } from '../processo/index.ts';
import { consolidarResumoPrescricao } from './prescricao.consulta.ts';

export const JOB_RECALCULAR_PRESCRICAO = 'recalcular-prescricao';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'consolidar-resumo-prescricao': Record<string, never>;
    /** enqueued by /configuracao when `anosPrescricao` or `prazoDias` changes (configuracao.service.ts) */
    'recalcular-prescricao': Record<string, never>;
  }
}

/** After a change of the prescription settings: one pass at a time across the nodes, retried if it fails. */
export const jobRecalcularPrescricao = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  umaPorVez: true,
  tentativas: 3,
  esperaSegundos: 60,
  limiteSegundos: 60 * 60,
  async executar(_dados, job) {
    const niveisAlterados = await recalcularPrescricoes(ctx.db, ctx.relogio.hoje());
    job.log.info({ niveisAlterados }, 'prazos prescricionais recalculados após mudança da configuração');
    return { niveisAlterados };
  },
});

/**
 * Every five minutes, one node folds the summary's appended deltas into one row per body and level,
 * so reading it stays a sum over a few rows. Exact whether it runs or not (prescricao.table.ts).
 */
export const jobConsolidarResumoPrescricao = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '*/5 * * * *',
  umaPorVez: true,
  tentativas: 1,
  esperaSegundos: 30,
  limiteSegundos: 5 * 60,
  async executar() {
    await consolidarResumoPrescricao(ctx.db);
    // the fold leaves the folded rows dead: reclaimed at once, as the dashboards' fold does
    await ctx.db.execute(sql`vacuum resumo_prescricao`);
    return {};
  },
});
