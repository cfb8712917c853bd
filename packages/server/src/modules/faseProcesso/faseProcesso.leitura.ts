import { leitura, leituraComo, projecao } from '../../platform/db/leitura.ts';
import { faseProcesso, situacaoProcesso } from './faseProcesso.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const faseProcessoLeitura = leitura(faseProcesso);
export const situacaoProcessoLeitura = leitura(situacaoProcesso);
/** The situations under another name, for a second join (a movement's return reason). */
export const situacaoProcessoComo = <N extends string>(nome: N) => leituraComo(situacaoProcesso, nome);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A phase by its name. */
export const faseProcessoNome = projecao(faseProcesso, ['id', 'nome']);
/** A situation by its name. */
export const situacaoProcessoNome = projecao(situacaoProcesso, ['id', 'nome']);
