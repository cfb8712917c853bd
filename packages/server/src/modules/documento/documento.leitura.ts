import { leitura, leituraComo, projecao } from '../../platform/db/leitura.ts';

import { documento } from './documento.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const documentoLeitura = leitura(documento);
/** The documents under another name, for a second join (a requester's two documents). */
export const documentoComo = <N extends string>(nome: N) => leituraComo(documento, nome);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A document's owner: which record it is attached to. */
export const documentoDono = projecao(documento, ['id', 'donoTipo', 'donoId']);
