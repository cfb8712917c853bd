import { ACOES, isSituacao, type EstadoProcesso } from '@divida/domain/workflow/index';
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { andamento, type processo } from './processo.table.ts';

type LinhaProcesso = typeof processo.$inferSelect;

/** What the workflow reads of a process row. */
export function estadoDe(p: LinhaProcesso): EstadoProcesso {
  if (!isSituacao(p.situacaoId)) throw new Error(`situação desconhecida: ${p.situacaoId}`);
  return {
    situacao: p.situacaoId,
    suspenso: p.suspenso,
    statusCobranca: p.statusCobranca,
    dataReferenciaPrazo: p.dataReferenciaPrazo,
  };
}

/** The workflow's actions: the movements CANCELAR_ULTIMA_ACAO may undo (not edits or replacements). */
const ACOES_DO_FLUXO = Object.keys(ACOES);

/** The last movement of the workflow not cancelled, whose previous state a cancel restores. */
export async function ultimoMovimento(ex: Executor, processoId: number) {
  const [m] = await ex
    .select()
    .from(andamento)
    .where(
      and(
        eq(andamento.processoId, processoId),
        eq(andamento.cancelado, false),
        eq(andamento.excluido, false),
        isNotNull(andamento.situacaoAnteriorId),
        inArray(andamento.acao, ACOES_DO_FLUXO),
      ),
    )
    .orderBy(desc(andamento.id))
    .limit(1);
  return m;
}

function estadoAnteriorDe(m: typeof andamento.$inferSelect | undefined): EstadoProcesso | null {
  if (!m || m.situacaoAnteriorId === null || !isSituacao(m.situacaoAnteriorId)) return null;
  return {
    situacao: m.situacaoAnteriorId,
    suspenso: m.suspensoAnterior ?? false,
    statusCobranca: m.statusCobrancaAnterior ?? 'SEM_ACORDO',
    dataReferenciaPrazo: m.dataReferenciaPrazoAnterior,
  };
}

/** The state before the last action, for `acoesDisponiveis` on the detail. */
export async function estadoAnteriorDoProcesso(ex: Executor, processoId: number) {
  return estadoAnteriorDe(await ultimoMovimento(ex, processoId));
}
