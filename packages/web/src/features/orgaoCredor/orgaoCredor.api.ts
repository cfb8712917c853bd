import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrgaoCredor } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { api, type CorpoDe } from '../../lib/api.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of spec 01 §7 for creditor bodies, their query keys, queries and mutations. */
export type OrgaoCredorFiltroNome = 'nome';
export type OrgaoCredorResumo = Pick<
  OrgaoCredor,
  'id' | 'nome' | 'cnpj' | 'sigla' | 'numeroIdentificador' | 'ativo'
>;

export const orgaoCredorKeys = {
  all: ['orgaoCredor'] as const,
  list: () => [...orgaoCredorKeys.all, 'list'] as const,
  lookup: () => [...orgaoCredorKeys.all, 'lookup'] as const,
  detail: (id: number) => [...orgaoCredorKeys.all, 'detail', id] as const,
  indices: () => ['indiceFinanceiro'] as const,
};

/** What the form sends: the route's body (`orgaoCredorFormSchema`). */
export type OrgaoCredorPayload = CorpoDe<'POST', 'orgaoCredor'>;

export const orgaoCredorApi = {
  list: ({ page, size, sort, filters }: PageRequest<OrgaoCredorFiltroNome>) =>
    api.post('orgaoCredor/list', { nome: filters.nome ?? null }, { query: { size, page, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<OrgaoCredorFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha('orgaoCredor/exportar', { nome: filters.nome ?? null }, { sort }),
  listAll: () => api.get('orgaoCredor/listAll'),
  get: (id: number) => api.get('orgaoCredor/:id', { params: { id } }),
  create: (o: OrgaoCredorPayload) => api.post('orgaoCredor', o),
  update: (id: number, versao: number | undefined, o: OrgaoCredorPayload) =>
    api.put('orgaoCredor/:id', { id, versao, ...o }, { params: { id } }),
  remove: (id: number) => api.delete('orgaoCredor/:id', { params: { id } }),
  indices: () => api.post('orgaoCredor/listIndiceFinanceiro', {}),
};

export const useOrgaoCredor = (id: number | undefined) =>
  useQuery({
    queryKey: orgaoCredorKeys.detail(id ?? 0),
    queryFn: () => orgaoCredorApi.get(id ?? 0),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

export const useOrgaosCredoresLookup = () =>
  useQuery({ queryKey: orgaoCredorKeys.lookup(), queryFn: orgaoCredorApi.listAll });

export const useIndicesFinanceiros = () =>
  useQuery({ queryKey: orgaoCredorKeys.indices(), queryFn: orgaoCredorApi.indices, staleTime: 30 * 60_000 });

export function useSalvarOrgaoCredor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, versao, ...o }: OrgaoCredorPayload & { id?: number; versao?: number }) =>
      id ? orgaoCredorApi.update(id, versao, o) : orgaoCredorApi.create(o),
    onSuccess: () => qc.invalidateQueries({ queryKey: orgaoCredorKeys.all }),
  });
}

export function useExcluirOrgaoCredor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => orgaoCredorApi.remove(id),
    // Marked stale, refetched when next shown: refetching now would re-run the deleted record's
    // query on its still-mounted page and show a red 'Registro não encontrado' after the success.
    onSuccess: () => qc.invalidateQueries({ queryKey: orgaoCredorKeys.all, refetchType: 'none' }),
  });
}
