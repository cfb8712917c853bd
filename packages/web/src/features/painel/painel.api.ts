import { useQuery } from '@tanstack/react-query';
import {
  DIAS_ANDAMENTOS_PAINEL,
  type AndamentoRecente,
  type DashboardCounts,
} from '@divida/domain/painel/painel.schema';
import { http } from '../../lib/http.ts';

export type OrigemFiltro = 'TODOS' | 'TCC' | 'DIVIDA_ATIVA';

export const useDashboardCounts = () =>
  useQuery({
    queryKey: ['painel', 'contagens'],
    queryFn: () => http.get<DashboardCounts>('processoConstituicaoCredito/dashboardCounts'),
  });

export const useAndamentosRecentes = (origem: OrigemFiltro) =>
  useQuery({
    queryKey: ['painel', 'andamentos', origem],
    queryFn: () =>
      http.get<AndamentoRecente[]>(`processoConstituicaoCredito/listAndamentos/${DIAS_ANDAMENTOS_PAINEL}`, {
        query: origem === 'TODOS' ? {} : { origem },
      }),
  });
