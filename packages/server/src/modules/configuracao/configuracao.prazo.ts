import { PRAZO_PADRAO_DIAS } from '@divida/domain/workflow/prazo';
import type { Executor } from '../../platform/db/database.ts';
import { configuracao } from './configuracao.table.ts';

/** The intimation and appeal terms in days (WORKFLOW.md "Terms"): the setting, else the default 10. */
export async function prazoDiasConfigurado(ex: Executor): Promise<number> {
  const [c] = await ex.select({ prazoDias: configuracao.prazoDias }).from(configuracao).limit(1);
  return c?.prazoDias ?? PRAZO_PADRAO_DIAS;
}
