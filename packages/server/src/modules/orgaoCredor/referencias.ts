import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';

/**
 * Names of reference rows (municipality, financial index) that records point to. Raw SQL keeps this
 * area independent of the reference-data module's table definitions.
 */
async function first<T>(ex: Executor, query: ReturnType<typeof sql>): Promise<T | undefined> {
  const r = (await ex.execute(query)) as unknown as { rows: T[] };
  return r.rows[0];
}

export async function municipioResumo(ex: Executor, id: number | null) {
  if (!id) return null;
  const row = await first<{ id: number; nome: string }>(
    ex,
    sql`select id, nome from municipio where id = ${id}`,
  );
  return row ? { id: Number(row.id), nome: row.nome } : null;
}

export async function indiceResumo(ex: Executor, id: number | null) {
  if (!id) return null;
  const row = await first<{ id: number; nome: string; sigla: string }>(
    ex,
    sql`select id, nome, sigla from indice_financeiro where id = ${id}`,
  );
  return row ? { id: Number(row.id), nome: row.nome, sigla: row.sigla } : null;
}

export async function municipioDaUf(ex: Executor, id: number, uf: string) {
  return (
    (await first<{ id: number }>(ex, sql`select id from municipio where id = ${id} and uf = ${uf}`)) !==
    undefined
  );
}
