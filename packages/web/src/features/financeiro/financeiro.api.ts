import type { Periodo } from '@divida/domain/periodo';
import { api } from '../../lib/api.ts';
import { http } from '../../lib/http.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';

const BASE = 'processoConstituicaoCredito';
const arquivo = (caminho: string, p: Periodo, accept: string) =>
  http.post<Blob>(`${BASE}/${caminho}`, p, { headers: { Accept: accept }, responseType: 'blob' });

export const financeiroApi = {
  linhas: (p: Periodo, q: { page: number; size: number; sort: string }) =>
    api.post(`${BASE}/acompanhamentoFinanceiro`, p, { query: q }),
  total: (p: Periodo) => api.post(`${BASE}/buscarValorTotalRepassado`, p),
  pdf: (p: Periodo) => arquivo('acompanhamentoFinanceiroPdf', p, 'application/pdf'),
  /** The workbook, or (a large period) the background task writing it. */
  excel: (p: Periodo) => exportarPlanilha(`${BASE}/acompanhamentoFinanceiroExcel`, p),
};
