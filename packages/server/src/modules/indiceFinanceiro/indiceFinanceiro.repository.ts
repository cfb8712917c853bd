import type { TaxaMensal } from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { and, asc, eq, gte, inArray, lte, max, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.ts';
import type { Executor, Tx } from '../../platform/db/database.ts';
import { upsertJson } from '../../platform/db/upsert.ts';
import { indiceFinanceiro, indiceFinanceiroValor } from './indiceFinanceiro.table.ts';

export async function listar(ex: Executor) {
  return ex.select().from(indiceFinanceiro).orderBy(asc(indiceFinanceiro.id));
}

export async function porId(ex: Executor, id: number) {
  const [i] = await ex.select().from(indiceFinanceiro).where(eq(indiceFinanceiro.id, id));
  return i;
}

/** An index's id, name and acronym, for a record that points to it (a body's default index). */
export async function indiceResumo(ex: Executor, id: number | null) {
  if (!id) return null;
  const [i] = await ex
    .select({ id: indiceFinanceiro.id, nome: indiceFinanceiro.nome, sigla: indiceFinanceiro.sigla })
    .from(indiceFinanceiro)
    .where(eq(indiceFinanceiro.id, id));
  return i ?? null;
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

/**
 * Writes monthly rates (`mes` 'yyyy-MM-01', `valor` a canonical decimal string) as the Banco Central's
 * fetch, the PGE's manual entry and `npm run import:indice` do: a month already there with the same
 * figure is left alone (a second run writes nothing), a new month is inserted, a changed one updated,
 * and what was inserted or changed goes to the audit trail in the same transaction (one entry for the
 * index, each month a field: {de, para}), by `usuarioId` (none: the scheduled job or the command).
 */
export async function gravarTaxasAuditadas(
  tx: Tx,
  indiceId: number,
  taxas: readonly { mes: string; valor: string }[],
  usuarioId: number | undefined,
) {
  // the daily job and a run-now (or two nodes) on one index: one reads and writes after the other,
  // so a month is audited once
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('indice_financeiro_valor'), ${indiceId})`);
  const atuais = new Map(
    taxas.length === 0
      ? []
      : (
          await tx
            .select({
              mes: indiceFinanceiroValor.mes,
              valor: sql<string>`${indiceFinanceiroValor.valor}::text`,
            })
            .from(indiceFinanceiroValor)
            .where(
              and(
                eq(indiceFinanceiroValor.indiceFinanceiroId, indiceId),
                inArray(
                  indiceFinanceiroValor.mes,
                  taxas.map((t) => t.mes),
                ),
              ),
            )
        ).map((r) => [r.mes, decimalCanonico(r.valor)] as const),
  );
  const mudam = taxas.filter((t) => atuais.get(t.mes) !== decimalCanonico(t.valor));
  if (mudam.length === 0) return { inseridos: 0, alterados: 0, inalterados: taxas.length };
  const r = await gravarTaxas(tx, indiceId, mudam);
  const campo = (mes: string) => mes.slice(0, 7);
  await audit(tx, {
    usuarioId,
    entidade: 'indiceFinanceiro',
    entidadeId: indiceId,
    orgaoCredorId: null,
    acao: 'ALTERAR',
    antes: Object.fromEntries(
      mudam.filter((t) => atuais.has(t.mes)).map((t) => [campo(t.mes), atuais.get(t.mes)]),
    ),
    depois: Object.fromEntries(mudam.map((t) => [campo(t.mes), decimalCanonico(t.valor)])),
  });
  return { inseridos: r.inseridos, alterados: r.alterados, inalterados: taxas.length - mudam.length };
}
