import { leitura } from '../../platform/db/leitura.ts';
import { orgaoCredor, orgaoCredorTipoDocumento } from './orgaoCredor.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const orgaoCredorLeitura = leitura(orgaoCredor);
export const orgaoCredorTipoDocumentoLeitura = leitura(orgaoCredorTipoDocumento);
