import { NATUREZAS_DEBITO } from '@divida/domain/naturezaDebito/naturezaDebito.schema';
import { excludedSet } from '../../platform/db/upsert.ts';
import type { Executor } from '../../platform/db/database.ts';
import { naturezaDebito } from './naturezaDebito.table.ts';

/** Our list of debt natures (see NATUREZAS_DEBITO): fixed ids, names follow packages/domain. */
export async function carregarNaturezasDebito(ex: Executor) {
  await ex
    .insert(naturezaDebito)
    .values(NATUREZAS_DEBITO.map(({ id, nome }) => ({ id, nome })))
    .onConflictDoUpdate({ target: naturezaDebito.id, set: excludedSet(naturezaDebito, ['nome']) });
}
