import { leitura, projecao } from '../../platform/db/leitura.ts';
import { municipio } from './localidade.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const municipioLeitura = leitura(municipio);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A municipality by its name. */
export const municipioNome = projecao(municipio, ['id', 'nome']);
