import { leitura } from '../../platform/db/leitura.ts';
import { estado } from './estado.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const estadoLeitura = leitura(estado);
