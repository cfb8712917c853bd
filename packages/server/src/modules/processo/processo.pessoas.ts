import { inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { devedores, type PessoaAcessada } from '../../platform/lgpd/acessoDados.ts';
import { processo } from './processo.table.ts';

/** The people whose data a process's detail or print shows: its debtor and co-responsible parties. */
export const pessoasDoProcesso = (p: {
  devedor: { id: number };
  corresponsaveis: { id: number }[];
}): PessoaAcessada[] => [{ devedorId: p.devedor.id }, ...p.corresponsaveis.map((c) => ({ devedorId: c.id }))];

/**
 * The debtors of rows that show a process's debtor by name and document only (the lists' exports, the
 * synthetic report): one indexed read per batch of processes.
 */
export async function devedoresDosProcessos(ex: Executor, ids: readonly number[]): Promise<PessoaAcessada[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select({ devedorId: processo.devedorId })
    .from(processo)
    .where(inArray(processo.id, [...ids]));
  return devedores(rows.map((r) => r.devedorId));
}
