import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { lancamento, processoCobranca } from './processoCobranca.table.ts';

/** An instalment of a collection of the body, or undefined (none, or another body's). */
export async function parcelaDoOrgao(ex: Executor, id: number, orgaoCredorId: number) {
  const [l] = await ex
    .select({ id: lancamento.id, processoCobrancaId: lancamento.processoCobrancaId })
    .from(lancamento)
    .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
    .where(and(eq(lancamento.id, id), eq(processoCobranca.orgaoCredorId, orgaoCredorId)));
  return l;
}

/** Instalments by id: their number and collection, as the reconciliation list shows them. */
export async function parcelasPorId(ex: Executor, ids: readonly number[]) {
  const ls =
    ids.length === 0
      ? []
      : await ex
          .select({
            id: lancamento.id,
            parcela: lancamento.parcela,
            idProcessoCobranca: lancamento.processoCobrancaId,
          })
          .from(lancamento)
          .where(inArray(lancamento.id, [...ids]));
  return new Map(ls.map((l) => [l.id, l]));
}
