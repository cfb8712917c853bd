import { leitura, projecao } from '../../platform/db/leitura.ts';
import { indiceFinanceiro } from './indiceFinanceiro.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const indiceFinanceiroLeitura = leitura(indiceFinanceiro);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** A financial index by its name and abbreviation. */
export const indiceFinanceiroNome = projecao(indiceFinanceiro, ['id', 'nome', 'sigla']);
