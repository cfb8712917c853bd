import type { IsoDate } from '@divida/domain/calendar';
import { and, asc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { atualizarPrescricao } from './processo.prescricao.ts';
import { processo } from './processo.table.ts';

/**
 * The two passes of the prescription clock over many processes (docs/prazos-e-prescricao.md): the
 * daily one for the processes whose revision day has come, and the one after a change of the
 * settings. Both store through `atualizarPrescricao`, as every event does, so the clock is computed
 * and written in this area only; the prescricao area schedules the passes and reads their result.
 */

const LOTE = 500;

/**
 * The levels that today may have changed: the processes whose revision day has come (a threshold of
 * §2.2 reached, a suspension's known end, a term over: processo.prescricao.ts stores that day with the
 * level). Everything else changes only with an event, which stores its level itself. Their ids are
 * read at once from the revision index (a batch loop ordered by id let the planner walk the primary
 * key and filter every process), then each batch of 500 has its inputs read in four statements and its
 * changes written in one; a recomputed process's revision day is after today, so none is read twice.
 */
export async function recalcularNiveis(ex: Executor, hoje: IsoDate): Promise<number> {
  const ids = (
    await ex
      .select({ id: processo.id })
      .from(processo)
      .where(
        and(
          eq(processo.excluido, false),
          isNotNull(processo.prescricaoRevisao),
          lte(processo.prescricaoRevisao, hoje),
        ),
      )
      .orderBy(processo.id)
  ).map((r) => r.id);
  let mudaram = 0;
  for (let i = 0; i < ids.length; i += LOTE) {
    const lote = ids.slice(i, i + LOTE);
    await ex.transaction(async (tx) => {
      mudaram += (await atualizarPrescricao(tx, lote, hoje)).length;
    });
  }
  return mudaram;
}

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
