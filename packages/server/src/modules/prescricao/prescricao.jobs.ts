import type { IsoDate } from '@divida/domain/calendar';
import { and, asc, eq, gt, isNotNull, or, sql } from 'drizzle-orm';
import type { Ctx } from '../../platform/context.ts';
import type { Executor } from '../../platform/db/database.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { atualizarPrescricao, processoPrescricao as processo } from '../processo/index.ts';
import { consolidarResumoPrescricao } from './prescricao.consulta.ts';

export const JOB_RECALCULAR_PRESCRICAO = 'recalcular-prescricao';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'consolidar-resumo-prescricao': Record<string, never>;
    /** enqueued by /configuracao when `anosPrescricao` or `prazoDias` changes (configuracao.service.ts) */
    'recalcular-prescricao': Record<string, never>;
  }
}

const LOTE = 500;

/**
 * Recomputes the stored level, deadline and revision day of every process the configuration's term
 * (`anosPrescricao`) or intimation term (`prazoDias`) can move: those with a level, and those whose
 * term still runs (a revision day without a level). Nothing else has a clock a setting could start.
 * Batches of 500 by id, each in its own transaction with the configuration as it stands then, so the
 * pass is idempotent: run again (a retry, a second change meanwhile), it recomputes the same rows to
 * the same values and changes nothing more. Answers how many levels changed.
 */
export async function recalcularPrescricoes(ex: Executor, hoje: IsoDate): Promise<number> {
  let ultimo = 0;
  let mudaram = 0;
  for (;;) {
    const ids = (
      await ex
        .select({ id: processo.id })
        .from(processo)
        .where(
          and(
            gt(processo.id, ultimo),
            eq(processo.excluido, false),
            or(isNotNull(processo.prescricaoNivel), isNotNull(processo.prescricaoRevisao)),
          ),
        )
        .orderBy(asc(processo.id))
        .limit(LOTE)
    ).map((r) => r.id);
    if (ids.length === 0) return mudaram;
    await ex.transaction(async (tx) => {
      mudaram += (await atualizarPrescricao(tx, ids, hoje)).length;
    });
    ultimo = ids[ids.length - 1]!;
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
