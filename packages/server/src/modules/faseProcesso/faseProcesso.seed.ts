import { NOME_SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { FASES, SITUACOES } from '@divida/domain/workflow/situacoes';
import { excludedSet } from '../../platform/db/upsert.ts';
import type { Executor } from '../../platform/db/database.ts';
import { faseProcesso, situacaoProcesso } from './faseProcesso.table.ts';

/** The collection's situations (docs/workflow.md): another process type, listed by tiposProcesso. */
export const SITUACOES_COBRANCA = Object.entries(NOME_SITUACAO_COBRANCA).map(([id, nome]) => ({
  id: Number(id),
  nome,
}));

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
