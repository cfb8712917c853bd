import { TIPOS_DOCUMENTO_IDENTIFICACAO } from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';
import type { Executor } from '../../platform/db/database.ts';
import { excludedSet } from '../../platform/db/upsert.ts';
import { tipoDocumentoIdentificacao } from './tipoDocumentoIdentificacao.table.ts';

/** The fixed identification types; names follow packages/domain, `excluido` is left as it is. */
export async function carregarTiposDocumentoIdentificacao(ex: Executor) {
  await ex
    .insert(tipoDocumentoIdentificacao)
    .values([...TIPOS_DOCUMENTO_IDENTIFICACAO])
    .onConflictDoUpdate({
      target: tipoDocumentoIdentificacao.id,
      set: excludedSet(tipoDocumentoIdentificacao, ['nome']),
    });
}
