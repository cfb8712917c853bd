import type { Ctx } from '../../platform/context.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { corrigirValores } from './processo.correcao.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    /** daily, and enqueued when an index's months are loaded */
    'corrigir-valores': Record<string, never>;
  }
}

export const JOB_CORRIGIR_VALORES = 'corrigir-valores';

/**
 * Every night, at five past midnight in Brasília, one node brings the stored values of every debt
 * that follows the calendar to the day's (processo.correcao.ts): the detail, the lists, the reports
 * and the CDA then show the calculation memory's total of the same day. Idempotent: a retry or a
 * second run changes nothing more.
 */
export const jobCorrigirValores = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '5 0 * * *',
  umaPorVez: true,
  tentativas: 3,
  esperaSegundos: 300,
  limiteSegundos: 60 * 60,
  async executar(_dados, job) {
    const processosCorrigidos = await corrigirValores(ctx.db, ctx.relogio.hoje());
    job.log.info({ processosCorrigidos }, 'valores dos processos corrigidos para o dia');
    return { processosCorrigidos };
  },
});
