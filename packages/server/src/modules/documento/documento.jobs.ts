import type { Ctx } from '../../platform/context.ts';
import type { DefinicaoJob } from '../../platform/jobs/jobs.ts';
import { purgarOrfaos } from './documento.service.ts';

declare module '../../platform/jobs/filas.ts' {
  interface FilasDeJobs {
    'purgar-orfaos': Record<string, never>;
  }
}

/**
 * Every hour, one node of the cluster deletes the uploads nobody attached within a day. pg-boss
 * enqueues a schedule's job once per slot whatever the number of nodes, and `umaPorVez` keeps a
 * slow purge from overlapping the next one.
 */
export const jobPurgarOrfaos = (ctx: Ctx): DefinicaoJob<Record<string, never>> => ({
  agenda: '17 * * * *',
  umaPorVez: true,
  tentativas: 2,
  esperaSegundos: 60,
  limiteSegundos: 30 * 60,
  async executar(_dados, job) {
    const purgados = await purgarOrfaos(ctx);
    if (purgados > 0) job.log.info({ purgados }, 'arquivos órfãos removidos');
    return { purgados };
  },
});
