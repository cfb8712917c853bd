import { readFileSync } from 'node:fs';
import {
  INDICES_FINANCEIROS_REFERENCIA,
  PERIODICIDADE_MENSAL,
} from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { and, between, eq } from 'drizzle-orm';
import { countAll, type Executor } from '../../platform/db/database.ts';
import { csvObjects } from '../../platform/csv.ts';
import { excludedSet } from '../../platform/db/upsert.ts';
import { gravarTaxas } from './indiceFinanceiro.repository.ts';
import { indiceFinanceiro, indiceFinanceiroValor } from './indiceFinanceiro.table.ts';

const reference = (file: string) => new URL(`../../seed/reference/indices/${file}.csv`, import.meta.url);

/**
 * The four indexes and their bundled series, at every start. An index whose months in the file's range
 * are all present is skipped (one count per index). Missing months are added, but a month already in
 * the database is never overwritten here: what an operator imported with `npm run import:indice`
 * (the Banco Central's current figure) wins over the bundled file.
 */
export async function carregarIndicesFinanceiros(ex: Executor): Promise<number> {
  await ex
    .insert(indiceFinanceiro)
    .values(
      INDICES_FINANCEIROS_REFERENCIA.map((i) => ({
        id: i.id,
        nome: i.nome,
        sigla: i.sigla,
        periodicidade: PERIODICIDADE_MENSAL,
        codigoBacen: i.codigoBacen,
      })),
    )
    .onConflictDoUpdate({
      target: indiceFinanceiro.id,
      set: excludedSet(indiceFinanceiro, ['nome', 'sigla', 'periodicidade', 'codigoBacen']),
    });
  let gravados = 0;
  for (const i of INDICES_FINANCEIROS_REFERENCIA) {
    const taxas = csvObjects(readFileSync(reference(i.arquivo), 'utf8')).map((r) => ({
      mes: r.data!,
      valor: r.valor!,
    }));
    const [{ n } = { n: 0 }] = await ex
      .select({ n: countAll() })
      .from(indiceFinanceiroValor)
      .where(
        and(
          eq(indiceFinanceiroValor.indiceFinanceiroId, i.id),
          between(indiceFinanceiroValor.mes, taxas[0]!.mes, taxas.at(-1)!.mes),
        ),
      );
    if (n === taxas.length) continue;
    const r = await gravarTaxas(ex, i.id, taxas, { substituir: false });
    gravados += r.inseridos;
  }
  return gravados;
}
