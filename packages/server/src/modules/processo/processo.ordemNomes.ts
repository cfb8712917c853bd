import { FASES, SITUACOES } from '@divida/domain/workflow/situacoes';
import { NIVEIS_PRESCRICAO } from '@divida/domain/prazos/prescricao';
import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

const portugues = new Intl.Collator('pt-BR');

/**
 * A phase's or a situation's place in the alphabetical order of the names (equal names share one),
 * as an expression over the process's own column: `case fase_id when 1 then 4 … end`.
 *
 * The list sorts by these names. Joined, no index can give that order, so every visible process was
 * joined and sorted (0.25–0.7 s at 1,000,000 processes); the names are the workflow's reference data
 * (FASES, SITUACOES), so their order is known here and indexes on this expression serve the sort
 * (processo.table.ts). The numbers are written into the SQL, not bound: PostgreSQL matches an ORDER BY
 * to an index expression only when both are the same expression. Renaming a phase changes the
 * expression; the migration check then asks for a new migration, which rebuilds the indexes, and
 * until then the order is still right, only unindexed.
 */
export function ordemPorNome(coluna: AnyPgColumn, itens: readonly { id: number; nome: string }[]): SQL {
  const nomes = [...new Set(itens.map((i) => i.nome))].sort(portugues.compare);
  const casos = [...itens]
    .sort((a, b) => a.id - b.id)
    .map((i) => `when ${Number(i.id)} then ${nomes.indexOf(i.nome) + 1}`)
    .join(' ');
  return sql`(case ${coluna} ${sql.raw(casos)} end)`;
}

export const ordemDaFase = (coluna: AnyPgColumn) => ordemPorNome(coluna, FASES);
export const ordemDaSituacao = (coluna: AnyPgColumn) => ordemPorNome(coluna, SITUACOES);

/**
 * A prescription level's place in docs/prazos-e-prescricao.md §2.2 (VERDE … EXTINTO), written into the SQL for the same
 * reason: the prescription list sorts by it and an index on this expression serves the sort.
 */
export const ordemNivelPrescricao = (coluna: AnyPgColumn): SQL =>
  sql`array_position(array[${sql.raw(NIVEIS_PRESCRICAO.map((n) => `'${n}'`).join(','))}]::varchar[], ${coluna})`;
