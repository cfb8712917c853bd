import { and, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { orgaoCredor } from './orgaoCredor.table.ts';

/** The bodies with a bank agreement (convênio): the only ones whose debts are negotiated and paid. */
export async function orgaosComConvenio(ex: Executor): Promise<Set<number>> {
  const rows = await ex
    .select({ id: orgaoCredor.id })
    .from(orgaoCredor)
    .where(and(isNotNull(orgaoCredor.convenio), ne(sql`trim(${orgaoCredor.convenio})`, '')));
  return new Set(rows.map((r) => r.id));
}
