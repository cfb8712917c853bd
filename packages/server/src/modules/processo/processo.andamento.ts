import { atualizarPrescricao } from './processo.prescricao.ts';
import type { IsoDate } from '@divida/domain/calendar';
import type { FaseId, Origem, SituacaoId, StatusCobranca } from '@divida/domain/workflow/index';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { proximaVersao } from '../../platform/db/versao.ts';
import { andamento, processo } from './processo.table.ts';

type LinhaProcesso = typeof processo.$inferSelect;
type NovoProcesso = typeof processo.$inferInsert;
type NovoAndamento = typeof andamento.$inferInsert;

/**
 * A transition a workflow machine judged (the process's, the CDA's, a collection's on its processes),
 * as the process records it: the action, the state it leads to and what its movement says.
 */
export interface TransicaoRegistrada {
  acao: string;
  descricao: string;
  origem: Origem;
  usuarioId: number;
  /** the server's today: with it the prescription clock is recomputed in the same transaction */
  hoje?: IsoDate;
  /** the state after it; what is left out stays each process's own */
  proximo: {
    fase?: FaseId;
    situacao?: SituacaoId;
    suspenso?: boolean;
    statusCobranca?: StatusCobranca;
    dataReferenciaPrazo?: IsoDate | null;
  };
  /** other process columns the action writes: registered or not, the closing date, new values */
  colunas?: Partial<
    Pick<
      NovoProcesso,
      | 'lavrado'
      | 'dataEncerramento'
      | 'valorAtualizado'
      | 'multaAtualizada'
      | 'jurosAtualizado'
      | 'totalCorrigido'
    >
  >;
  /** what the movement records besides the states before and after */
  movimento?: Partial<
    Pick<
      NovoAndamento,
      'dataReferencia' | 'observacao' | 'valor' | 'motivoDevolucaoId' | 'detalhes' | 'valoresAnteriores'
    >
  > & {
    /** the movement before it: an id, or 'ultimo', the last one of the process not cancelled */
    idAndamentoAnterior?: number | 'ultimo' | null;
  };
}

/**
 * The one writer of a process's movement (andamento): for each process, already locked by the caller
 * in its transaction, one movement with the state before (phase, situation, suspension, collection
 * status, term date) and after, and the process's new state, version and last-movement time. The
 * areas that move processes through a machine (the workflow's actions, the CDA's, a collection's
 * cancellation, term and payoff) call it instead of writing `andamento` or the process's state.
 * Answers the movements' ids, in the processes' order.
 */
export async function registrarAndamento(
  tx: Executor,
  processos: readonly LinhaProcesso[],
  t: TransicaoRegistrada,
): Promise<number[]> {
  const { fase, situacao, suspenso, statusCobranca, dataReferenciaPrazo } = t.proximo;
  const ids: number[] = [];
  for (const p of processos) {
    const anterior =
      t.movimento?.idAndamentoAnterior === 'ultimo'
        ? sql`(select max(${andamento.id}) from ${andamento} where ${andamento.processoId} = ${p.id} and not ${andamento.cancelado})`
        : t.movimento?.idAndamentoAnterior;
    const [m] = await tx
      .insert(andamento)
      .values({
        processoId: p.id,
        acao: t.acao,
        descricao: t.descricao,
        origem: t.origem,
        ...t.movimento,
        idAndamentoAnterior: anterior,
        faseId: fase ?? p.faseId,
        situacaoId: situacao ?? p.situacaoId,
        faseAnteriorId: p.faseId,
        situacaoAnteriorId: p.situacaoId,
        suspensoAnterior: p.suspenso,
        statusCobrancaAnterior: p.statusCobranca,
        dataReferenciaPrazoAnterior: p.dataReferenciaPrazo,
        usuarioId: t.usuarioId,
      })
      .returning({ id: andamento.id });
    await tx
      .update(processo)
      .set({
        ...(fase !== undefined && { faseId: fase }),
        ...(situacao !== undefined && { situacaoId: situacao }),
        ...(suspenso !== undefined && { suspenso }),
        ...(statusCobranca !== undefined && { statusCobranca }),
        ...(dataReferenciaPrazo !== undefined && { dataReferenciaPrazo }),
        ...t.colunas,
        versao: proximaVersao(processo.versao),
        atualizadoEm: new Date(),
        dataUltimoAndamento: new Date(),
      })
      .where(eq(processo.id, p.id));
    ids.push(m!.id);
  }
  if (t.hoje)
    await atualizarPrescricao(
      tx,
      processos.map((p) => p.id),
      t.hoje,
    );
  return ids;
}
