import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LOOKUP_PAGE_SIZE } from '@divida/domain/list';
import type { TipoDocumentoFiltro } from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { api } from '../../lib/api.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of spec 01 §7 for document types, their query keys, queries and mutations. */
export type TipoDocumentoFiltroNome = keyof TipoDocumentoFiltro;

export const tipoDocumentoKeys = {
  all: ['tipoDocumento'] as const,
  list: () => [...tipoDocumentoKeys.all, 'list'] as const,
  lookup: () => [...tipoDocumentoKeys.all, 'lookup'] as const,
  detail: (id: number) => [...tipoDocumentoKeys.all, 'detail', id] as const,
};

export const tipoDocumentoApi = {
  list: ({ page, size, sort, filters }: PageRequest<TipoDocumentoFiltroNome>) =>
    api.post('tipoDocumento/list', { nome: filters.nome ?? null }, { query: { size, page, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<TipoDocumentoFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha('tipoDocumento/exportar', { nome: filters.nome ?? null }, { sort }),
  /** The lookup variant: every type at once (spec 01 §7). */
  lookup: () =>
    api.post(
      'tipoDocumento/list',
      { nome: null },
      { query: { size: LOOKUP_PAGE_SIZE, page: 0, sort: 'nome' } },
    ),
  get: (id: number) => api.get('tipoDocumento/:id', { params: { id } }),
  create: (nome: string) => api.post('tipoDocumento', { nome }),
  update: (id: number, versao: number | undefined, nome: string) =>
    api.put('tipoDocumento/:id', { id, versao, nome }, { params: { id } }),
  remove: (id: number) => api.delete('tipoDocumento/:id', { params: { id } }),
};

export const useTipoDocumento = (id: number | undefined) =>
  useQuery({
    queryKey: tipoDocumentoKeys.detail(id ?? 0),
    queryFn: () => tipoDocumentoApi.get(id ?? 0),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

export const useTiposDocumentoLookup = () =>
  useQuery({
    queryKey: tipoDocumentoKeys.lookup(),
    queryFn: tipoDocumentoApi.lookup,
    select: (p) => p.content,
  });

export function useSalvarTipoDocumento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, versao, nome }: { id?: number; versao?: number; nome: string }) =>
      id ? tipoDocumentoApi.update(id, versao, nome) : tipoDocumentoApi.create(nome),
    onSuccess: () => qc.invalidateQueries({ queryKey: tipoDocumentoKeys.all }),
  });
}

export function useExcluirTipoDocumento() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => tipoDocumentoApi.remove(id),
    // Marked stale, refetched when next shown: refetching now would re-run the deleted record's
    // query on its still-mounted page and show a red 'Registro não encontrado' after the success.
    onSuccess: () => qc.invalidateQueries({ queryKey: tipoDocumentoKeys.all, refetchType: 'none' }),
  });
}
