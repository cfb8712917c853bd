import { leitura, projecao } from '../../platform/db/leitura.ts';
import { tipoDocumento } from './tipoDocumento.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const tipoDocumentoLeitura = leitura(tipoDocumento);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A document type by its name (and its sort key), and whether it was removed. */
export const tipoDocumentoNome = projecao(tipoDocumento, ['id', 'nome', 'nomeBusca', 'excluido']);
