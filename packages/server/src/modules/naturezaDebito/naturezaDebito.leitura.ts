import { leitura, projecao } from '../../platform/db/leitura.ts';
import { naturezaDebito } from './naturezaDebito.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const naturezaDebitoLeitura = leitura(naturezaDebito);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A debt's nature by its name. */
export const naturezaDebitoNome = projecao(naturezaDebito, ['id', 'nome']);
