import { sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { consolidarResumo } from './painel.repository.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'consolidar-resumo': Record<string, never>;
  }
}

/**
 * Every five minutes, one node folds the dashboards' appended deltas into one row per key, so that
 * reading them stays a sum over a few hundred rows. Exact whether it runs or not (painel.table.ts).
 */
export const jobConsolidarResumo = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '*/5 * * * *',
  umaPorVez: true,
  tentativas: 1,
  esperaSegundos: 30,
  limiteSegundos: 5 * 60,
  async executar() {
    await consolidarResumo(ctx.db);
    // the fold leaves every folded row dead: reclaimed at once, so the dashboards' sum never walks
    // them, whatever autovacuum's settings (off on some servers; a few ms on a table this small)
    await ctx.db.execute(sql`vacuum resumo_processo, resumo_cda_dia`);
    return {};
  },
});
