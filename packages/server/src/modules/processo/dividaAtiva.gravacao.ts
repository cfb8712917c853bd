import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { proximaVersao } from '../../platform/db/versao.ts';
import { dividaAtiva, sequenciaAnual } from './dividaAtiva.table.ts';

/**
 * The writes of the CDA, which belongs to the process aggregate: the CDA area (actions, inscription),
 * the collection (corrected values) and the prescription (recognition) call these instead of
 * writing the table (issue 22, "areas expose functions, not tables").
 */

type LinhaCda = typeof dividaAtiva.$inferSelect;

/**
 * The next number of a yearly sequence: the counter row of (nome, ano) is created or incremented in
 * one statement, under its row lock, so two inscriptions at once never share a number and a rolled
 * back one frees its number for the next.
 */
export async function proximoDaSequencia(ex: Executor, nome: string, ano: number): Promise<number> {
  const [r] = await ex
    .insert(sequenciaAnual)
    .values({ nome, ano, valor: 1 })
    .onConflictDoUpdate({
      target: [sequenciaAnual.nome, sequenciaAnual.ano],
      set: { valor: sql`${sequenciaAnual.valor} + 1` },
    })
    .returning({ valor: sequenciaAnual.valor });
  return r!.valor;
}

/** A new CDA row (INSCREVER_DIVIDA_ATIVA). */
export async function inserirCda(ex: Executor, cda: typeof dividaAtiva.$inferInsert): Promise<void> {
  await ex.insert(dividaAtiva).values(cda);
}

/** Changes a CDA's columns, as a new version of the row. */
export async function atualizarCda(
  ex: Executor,
  cdaId: number,
  colunas: Partial<Omit<LinhaCda, 'id' | 'processoId' | 'versao' | 'atualizadoEm'>>,
): Promise<void> {
  await ex
    .update(dividaAtiva)
    .set({ ...colunas, versao: proximaVersao(dividaAtiva.versao), atualizadoEm: new Date() })
    .where(eq(dividaAtiva.id, cdaId));
}

/** The recognition of a prescription marks (or unmarks) the process's CDA; the version stays. */
export async function marcarCdaPrescrita(
  ex: Executor,
  processoId: number,
  prescrita: boolean,
): Promise<void> {
  await ex
    .update(dividaAtiva)
    .set({ prescrita, atualizadoEm: new Date() })
    .where(eq(dividaAtiva.processoId, processoId));
}
