import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { proximaVersao } from '../../platform/db/versao.ts';
import { processo } from './processo.table.ts';

/**
 * What the collection area writes of a process (issue 22: the process module owns its row): the
 * collection status and corrected values when an agreement is made. A settlement's paid components go
 * with the movement, through registrarAndamentos' `valores`.
 */

type LinhaProcesso = typeof processo.$inferSelect;

/** An agreement reaches the process: its collection status and, when recomputed, its corrected values. */
export async function gravarCobrancaNoProcesso(
  ex: Executor,
  processoId: number,
  colunas: Pick<LinhaProcesso, 'statusCobranca'> &
    Partial<Pick<LinhaProcesso, 'valorCorrecao' | 'totalCorrigido' | 'ultimaCorrecaoValor'>>,
): Promise<void> {
  await ex
    .update(processo)
    .set({
      ...colunas,
      versao: proximaVersao(processo.versao),
      atualizadoEm: new Date(),
      dataUltimoAndamento: new Date(),
    })
    .where(eq(processo.id, processoId));
}
