import { leitura } from '../../platform/db/leitura.ts';
import { lancamento, pagamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const lancamentoLeitura = leitura(lancamento);
export const pagamentoLeitura = leitura(pagamento);
export const processoCobrancaLeitura = leitura(processoCobranca);
export const processoCobrancaCdaLeitura = leitura(processoCobrancaCda);
