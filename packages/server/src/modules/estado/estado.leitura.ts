import { leitura, projecao } from '../../platform/db/leitura.ts';
import { estado } from './estado.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const estadoLeitura = leitura(estado);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A state by its abbreviation (UF). */
export const estadoSigla = projecao(estado, ['id', 'sigla']);
