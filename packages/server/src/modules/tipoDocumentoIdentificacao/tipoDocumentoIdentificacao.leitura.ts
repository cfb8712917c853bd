import { leitura, projecao } from '../../platform/db/leitura.ts';
import { tipoDocumentoIdentificacao } from './tipoDocumentoIdentificacao.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const tipoDocumentoIdentificacaoLeitura = leitura(tipoDocumentoIdentificacao);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A kind of identity document by its name. */
export const tipoDocumentoIdentificacaoNome = projecao(tipoDocumentoIdentificacao, ['id', 'nome']);
