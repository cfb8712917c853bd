import { leitura } from '../../platform/db/leitura.ts';
import { andamento, processo, processoCorresponsavel } from './processo.table.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const andamentoLeitura = leitura(andamento);
export const processoLeitura = leitura(processo);
export const processoCorresponsavelLeitura = leitura(processoCorresponsavel);
export const dividaAtivaLeitura = leitura(dividaAtiva);
