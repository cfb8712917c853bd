import { and, eq, getTableColumns, ne, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/**
 * The columns of other tables that point to an area's records (`usuario.perfilId` → perfil...).
 * Each area declares, in its `modulo.ts` (`referencias`), the columns of its own tables that hold back
 * the deletion of another area's record; the referenced area asks `ctx.referencias.para(itsTable)`,
 * so it never imports the areas that point to it (docs/arquitetura.md §4).
 */
export type Referencias = readonly PgColumn[];

/** The declared columns, grouped by the table their foreign key points to. */
export class MapaDeReferencias {
  readonly #porTabela = new Map<PgTable, PgColumn[]>();

  constructor(colunas: Iterable<PgColumn>) {
    for (const coluna of colunas) {
      const alvo = getTableConfig(coluna.table as PgTable)
        .foreignKeys.map((fk) => fk.reference())
        .find((r) => r.columns.some((c) => c.name === coluna.name))?.foreignTable;
      if (!alvo) throw new Error(`${coluna.name}: declarada como referência, mas sem chave estrangeira`);
      this.#porTabela.set(alvo, [...(this.#porTabela.get(alvo) ?? []), coluna]);
    }
  }

  /** The columns that point to `tabela`'s records, in the order the areas declared them. */
  para(tabela: PgTable): Referencias {
    return this.#porTabela.get(tabela) ?? [];
  }
}

/** Does any row of any of these columns point to `id`? */
export async function referenciado(ex: Executor, referencias: Referencias, id: number): Promise<boolean> {
  for (const coluna of referencias) {
    const [r] = await ex
      .select({ um: sql<number>`1` })
      .from(coluna.table)
      .where(eq(coluna, id))
      .limit(1);
    if (r) return true;
  }
  return false;
}

/**
 * Does any row of another body than `orgaoCredorId` point to `id`? Only the referencing tables that
 * carry their own `orgaoCredorId` count (a user's body, a profile's body).
 */
export async function referenciadoForaDoOrgao(
  ex: Executor,
  referencias: Referencias,
  id: number,
  orgaoCredorId: number,
): Promise<boolean> {
  for (const coluna of referencias) {
    const orgao = (getTableColumns(coluna.table) as Record<string, PgColumn>).orgaoCredorId;
    if (!orgao) continue;
    const [r] = await ex
      .select({ um: sql<number>`1` })
      .from(coluna.table)
      .where(and(eq(coluna, id), ne(orgao, orgaoCredorId)))
      .limit(1);
    if (r) return true;
  }
  return false;
}
