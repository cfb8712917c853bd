import type { TaxaMensal } from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { and, asc, eq, gte, lte, max, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { upsertJson } from '../../platform/db/upsert.ts';
import { indiceFinanceiro, indiceFinanceiroValor } from './indiceFinanceiro.table.ts';

export async function listar(ex: Executor) {
  return ex.select().from(indiceFinanceiro).orderBy(asc(indiceFinanceiro.id));
}

export async function porCodigoBacen(ex: Executor, codigoBacen: number) {
  const [i] = await ex.select().from(indiceFinanceiro).where(eq(indiceFinanceiro.codigoBacen, codigoBacen));
  return i;
}

/** '0.530000' → '0.53', '-1.50' → '-1.5', '2.000' → '2': the exact value, as written by people. */
export function decimalCanonico(valor: string): string {
  const s = valor.includes('.') ? valor.replace(/0+$/, '').replace(/\.$/, '') : valor;
  return s === '-0' ? '0' : s;
}

/**
 * The monthly rates of an index from month `de` to month `ate` ('yyyy-MM', both included), in order,
 * as exact decimal strings: what the domain's monetary correction reads
 * (`serieIndice(sigla, linhas.map((l) => [l.mes, l.taxa]))`). A missing month is simply absent.
 */
export async function serieMensal(
  ex: Executor,
  indiceId: number,
  de: string,
  ate: string,
): Promise<TaxaMensal[]> {
  const rows = await ex
    .select({ mes: indiceFinanceiroValor.mes, taxa: sql<string>`${indiceFinanceiroValor.valor}::text` })
    .from(indiceFinanceiroValor)
    .where(
      and(
        eq(indiceFinanceiroValor.indiceFinanceiroId, indiceId),
        gte(indiceFinanceiroValor.mes, `${de}-01`),
        lte(indiceFinanceiroValor.mes, `${ate}-01`),
      ),
    )
    .orderBy(asc(indiceFinanceiroValor.mes));
  return rows.map((r) => ({ mes: r.mes.slice(0, 7), taxa: decimalCanonico(r.taxa) }));
}

/**
 * Upserts monthly rates (`mes` 'yyyy-MM-01', `valor` a decimal string) and moves the index's last
 * reference date to its last month. Unchanged months are not rewritten. Returns how many rows were
 * inserted and how many changed.
 */
export async function gravarTaxas(
  ex: Executor,
  indiceId: number,
  taxas: { mes: string; valor: string }[],
  opts: { substituir: boolean } = { substituir: true },
) {
  const r = await upsertJson(
    ex,
    indiceFinanceiroValor,
    taxas.map((t) => ({ indiceFinanceiroId: indiceId, mes: t.mes, valor: t.valor })),
    { conflict: ['indiceFinanceiroId', 'mes'], update: opts.substituir ? ['valor'] : [] },
  );
  await atualizarUltimaData(ex, indiceId);
  return r;
}

export async function atualizarUltimaData(ex: Executor, indiceId: number) {
  const [r] = await ex
    .select({ ultima: max(indiceFinanceiroValor.mes) })
    .from(indiceFinanceiroValor)
    .where(eq(indiceFinanceiroValor.indiceFinanceiroId, indiceId));
  await ex
    .update(indiceFinanceiro)
    .set({ ultimaDataReferencia: r?.ultima ?? null })
    .where(eq(indiceFinanceiro.id, indiceId));
}
