import { TIPOS_DOCUMENTO_IDENTIFICACAO } from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';
import type { Executor } from '../../platform/db/database.ts';
import { tipoDocumentoIdentificacao } from './tipoDocumentoIdentificacao.table.ts';

/** The fixed identification types; names follow packages/domain, `excluido` is left as it is. */
export async function carregarTiposDocumentoIdentificacao(ex: Executor) {
  for (const t of TIPOS_DOCUMENTO_IDENTIFICACAO) {
    await ex
      .insert(tipoDocumentoIdentificacao)
      .values(t)
      .onConflictDoUpdate({ target: tipoDocumentoIdentificacao.id, set: { nome: t.nome } });
  }
}
