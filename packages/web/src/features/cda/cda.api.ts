import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardDividaAtiva } from '@divida/domain/painel/painel.schema';
import { http } from '../../lib/http.ts';

export interface Periodo {
  dataInicio: string;
  dataFim: string;
}

/** The cards, the period's block and the charts (the charts over the same period). */
export const usePainelDividaAtiva = (p: Periodo) =>
  useQuery({
    queryKey: ['painel', 'dividaAtiva', p],
    queryFn: () =>
      http.post<DashboardDividaAtiva>('processoConstituicaoCredito/dashboardDividaAtiva', {
        ...p,
        dataInicioGrafico: p.dataInicio,
        dataFimGrafico: p.dataFim,
      }),
    // a new period keeps the old numbers on screen until the new ones arrive
    placeholderData: keepPreviousData,
  });
