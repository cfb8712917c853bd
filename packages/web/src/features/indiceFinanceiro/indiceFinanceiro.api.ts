import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AtualizacaoIndices,
  LancamentoIndice,
  ResultadoGravacaoIndice,
  SituacaoIndices,
} from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { http } from '../../lib/http.ts';

/** The index screen's calls (server: modules/indiceFinanceiro/indiceFinanceiro.routes.ts). */
export const indiceFinanceiroKeys = { situacao: ['indiceFinanceiro', 'situacao'] as const };

export const indiceFinanceiroApi = {
  situacao: () => http.get<SituacaoIndices>('indiceFinanceiro/situacao'),
  atualizar: () => http.post<AtualizacaoIndices>('tarefa/agendadas/atualizar-indices/executar'),
  lancar: (id: number, l: LancamentoIndice) =>
    http.post<ResultadoGravacaoIndice>(`indiceFinanceiro/${id}/valores`, l),
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
