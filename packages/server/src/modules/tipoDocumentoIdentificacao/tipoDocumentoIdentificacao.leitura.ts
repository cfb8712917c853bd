import { leitura } from '../../platform/db/leitura.ts';
import { tipoDocumentoIdentificacao } from './tipoDocumentoIdentificacao.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const tipoDocumentoIdentificacaoLeitura = leitura(tipoDocumentoIdentificacao);
