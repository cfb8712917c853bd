import type { ExportacaoNaFila } from '../exportacao/exportacao.ts';
import type { EmailNaFila } from './email.job.ts';

/**
 * Every queue of the system and its payload: producers (`enfileirar`) and handlers (`registrar`)
 * are checked against it. The handlers are registered in app.ts.
 */
export interface FilasDeJobs {
  'enviar-email': EmailNaFila;
  'purgar-orfaos': Record<string, never>;
  'consolidar-resumo': Record<string, never>;
  'exportar-planilha': ExportacaoNaFila;
  'limpar-exportacoes': Record<string, never>;
}
