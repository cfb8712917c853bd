import { sql } from 'drizzle-orm';
import type { Ctx } from '../context.ts';
import type { Tx } from '../db/database.ts';
import type { JobEmExecucao } from '../jobs/jobs.ts';
import { emParalelo } from './emParalelo.ts';

/**
 * The file pipeline's application (docs/arquitetura.md, "The file pipeline"): the stored lines not
 * yet applied, in batches, each in its own transaction, with the task's progress.
 */

/** A batch of pending lines and the keys of the records they may change (what two batches could share). */
export interface LoteDeLinhas {
  ids: number[];
  chaves: ReadonlySet<number>;
}

/** The pending lines, in their order, cut in batches of `tamanho`, each with its lines' keys. */
export function cortarEmLotes<P extends { id: number }>(
  pendentes: readonly P[],
  tamanho: number,
  chaveDe: (p: P) => number | undefined,
): LoteDeLinhas[] {
  const lotes: LoteDeLinhas[] = [];
  for (let i = 0; i < pendentes.length; i += tamanho) {
    const parte = pendentes.slice(i, i + tamanho);
    const chaves = new Set<number>();
    for (const p of parte) {
      const c = chaveDe(p);
      if (c !== undefined) chaves.add(c);
    }
    lotes.push({ ids: parte.map((p) => p.id), chaves });
  }
  return lotes;
}

/**
 * Applies the batches, each in a transaction in which `aplicar` re-checks its lines under their row
 * locks and marks each with its outcome: a crash or a retry resumes where it stopped and never applies
 * a line twice. `synchronous_commit = off` in these transactions: a commit lost in a crash loses the
 * lines' marks together with their effects (one transaction), and the resumed task applies them again;
 * the database stays consistent (the WAL is still written in order), only the last instants are redone.
 *
 * Batches run beside each other, up to `simultaneos` (`emParalelo`), so that the server computes one
 * while PostgreSQL writes another, unless they share a key: then one after the other, in file order,
 * so the outcome is the one of batches run one at a time. The task's progress says the line reached,
 * and on a retry that it is resuming.
 */
export async function aplicarLotes(
  ctx: Ctx,
  lotes: readonly LoteDeLinhas[],
  aplicar: (tx: Tx, ids: number[]) => Promise<unknown>,
  opcoes: { simultaneos: number; job?: Pick<JobEmExecucao, 'progresso' | 'tentativa'> },
): Promise<void> {
  const { job } = opcoes;
  const total = lotes.reduce((n, l) => n + l.ids.length, 0);
  let feitas = 0;
  // a retry (the node that ran it died, or it failed): the file's page says it is being resumed
  const retomada = job && job.tentativa > 0;
  const etapa = (n: number) =>
    retomada
      ? `Retomando o processamento interrompido: ${n} de ${total} linhas restantes`
      : `Linha ${n} de ${total}`;
  if (retomada) await job.progresso(0, etapa(0));
  const executar = async (lote: LoteDeLinhas) => {
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local synchronous_commit = off`);
      await aplicar(tx, lote.ids);
    });
    feitas += lote.ids.length;
    if (job) await job.progresso(Math.floor((100 * feitas) / total), etapa(feitas));
  };
  const partilham = (x: LoteDeLinhas, y: LoteDeLinhas) => [...x.chaves].some((c) => y.chaves.has(c));
  await emParalelo(lotes, partilham, executar, opcoes.simultaneos);
}
