import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { LancamentoIndice } from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { api } from '../../lib/api.ts';

/** The index screen's calls (server: modules/indiceFinanceiro/indiceFinanceiro.routes.ts). */
export const indiceFinanceiroKeys = { situacao: ['indiceFinanceiro', 'situacao'] as const };

export const indiceFinanceiroApi = {
  situacao: () => api.get('indiceFinanceiro/situacao'),
  atualizar: () => api.post('tarefa/agendadas/atualizar-indices/executar', undefined),
  lancar: (id: number, l: LancamentoIndice) =>
    api.post('indiceFinanceiro/:id/valores', l, { params: { id } }),
};

export const useSituacaoIndices = () =>
  useQuery({ queryKey: indiceFinanceiroKeys.situacao, queryFn: indiceFinanceiroApi.situacao });

/** After a write: the screen and the creditor-body form's list of indexes read again. */
function useInvalidar() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['indiceFinanceiro'] });
}

export function useAtualizarIndices() {
  const invalidar = useInvalidar();
  return useMutation({ mutationFn: indiceFinanceiroApi.atualizar, onSuccess: invalidar });
}

export function useLancarIndice() {
  const invalidar = useInvalidar();
  return useMutation({
    mutationFn: ({ id, lancamento }: { id: number; lancamento: LancamentoIndice }) =>
      indiceFinanceiroApi.lancar(id, lancamento),
    onSuccess: invalidar,
  });
}
