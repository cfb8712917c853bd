import { eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from './database.ts';

/**
 * The columns of other tables that point to an area's records (`usuario.perfilId` → perfil...).
 * Each area lists its own in one constant; a new area that points to it (processes, actions)
 * adds its column there, and deleting then refuses while any row does.
 */
export type Referencias = readonly PgColumn[];

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
