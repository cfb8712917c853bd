import type { FinanceiroLinha } from '@divida/domain/financeiro/financeiro.schema';
import type { Page } from '@divida/domain/list';
import { http } from '../../lib/http.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';

export interface Periodo {
  dataInicio: string;
  dataFim: string;
}

const BASE = 'processoConstituicaoCredito';
const arquivo = (caminho: string, p: Periodo, accept: string) =>
  http.post<Blob>(`${BASE}/${caminho}`, p, { headers: { Accept: accept }, responseType: 'blob' });

export const financeiroApi = {
  linhas: (p: Periodo, q: { page: number; size: number; sort: string }) =>
    http.post<Page<FinanceiroLinha>>(`${BASE}/acompanhamentoFinanceiro`, p, { query: q }),
  total: (p: Periodo) => http.post<{ valorTotalRepassado: number }>(`${BASE}/buscarValorTotalRepassado`, p),
  pdf: (p: Periodo) => arquivo('acompanhamentoFinanceiroPdf', p, 'application/pdf'),
  /** The workbook, or (a large period) the background task writing it. */
  excel: (p: Periodo) => exportarPlanilha(`${BASE}/acompanhamentoFinanceiroExcel`, p),
};
