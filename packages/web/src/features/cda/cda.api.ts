import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Periodo } from '@divida/domain/periodo';
import { api } from '../../lib/api.ts';

export type { Periodo };

/** The cards, the period's block and the charts (the charts over the same period). */
export const usePainelDividaAtiva = (p: Periodo) =>
  useQuery({
    queryKey: ['painel', 'dividaAtiva', p],
    queryFn: () =>
      api.post('processoConstituicaoCredito/dashboardDividaAtiva', {
        ...p,
        dataInicioGrafico: p.dataInicio,
        dataFimGrafico: p.dataFim,
      }),
    // a new period keeps the old numbers on screen until the new ones arrive
    placeholderData: keepPreviousData,
  });
