import { FASES, SITUACOES } from '@divida/domain/workflow/situacoes';
import { excludedSet } from '../../platform/db/upsert.ts';
import type { Executor } from '../../platform/db/database.ts';
import { faseProcesso, situacaoProcesso } from './faseProcesso.table.ts';

/** The collection's situations (WORKFLOW.md): another process type, listed by tiposProcesso. */
export const SITUACOES_COBRANCA = [
  { id: 200, nome: 'ATIVO' },
  { id: 201, nome: 'PARCELADO' },
  { id: 202, nome: 'QUITADO' },
  { id: 203, nome: 'CANCELADO' },
  { id: 204, nome: 'EM_NEGOCIACAO' },
] as const;

/** Phases and situations follow packages/domain: fixed ids, names updated at every start. */
export async function carregarFasesESituacoes(ex: Executor) {
  await ex
    .insert(faseProcesso)
    .values(FASES.map((f, ordem) => ({ id: f.id, nome: f.nome, ordem })))
    .onConflictDoUpdate({ target: faseProcesso.id, set: excludedSet(faseProcesso, ['nome', 'ordem']) });
  await ex
    .insert(situacaoProcesso)
    .values([
      ...SITUACOES.map((s) => ({
        id: s.id,
        nome: s.nome,
        faseId: s.fase,
        tipoProcesso: 'CONSTITUICAO_CREDITO' as const,
      })),
      ...SITUACOES_COBRANCA.map((s) => ({ ...s, faseId: null, tipoProcesso: 'COBRANCA' as const })),
    ])
    .onConflictDoUpdate({
      target: situacaoProcesso.id,
      set: excludedSet(situacaoProcesso, ['nome', 'faseId', 'tipoProcesso']),
    });
}
