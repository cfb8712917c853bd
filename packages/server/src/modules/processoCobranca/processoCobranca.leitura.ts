import { leitura, projecao } from '../../platform/db/leitura.ts';
import { lancamento, pagamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';

/** What other areas may read of this area's tables (platform/db/leitura.ts); they write through its functions. */
export const lancamentoLeitura = leitura(lancamento);
export const pagamentoLeitura = leitura(pagamento);
export const processoCobrancaLeitura = leitura(processoCobranca);
export const processoCobrancaCdaLeitura = leitura(processoCobrancaCda);

// Projections: the columns one use needs, under its name (platform/db/leitura.ts `projecao`).
/** An agreement as reports, the panel and the trail show it. */
export const processoCobrancaResumo = projecao(processoCobranca, [
  'id',
  'numero',
  'orgaoCredorId',
  'dataAcordo',
  'totalParcelas',
  'valorTotal',
]);
/** A payment received: when, how much, of which agreement and instalment. */
export const pagamentoRecebido = projecao(pagamento, [
  'id',
  'lancamentoId',
  'processoCobrancaId',
  'dataPagamento',
  'valor',
  'valorHonorarios',
]);
/** An instalment's number. */
export const lancamentoParcela = projecao(lancamento, ['id', 'parcela']);
/** The processes and CDAs an agreement takes, in order. */
export const cdasDoAcordo = projecao(processoCobrancaCda, [
  'processoCobrancaId',
  'processoId',
  'dividaAtivaId',
  'ordem',
]);
