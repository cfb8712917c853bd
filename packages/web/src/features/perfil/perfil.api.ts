import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Perfil } from '@divida/domain/perfil/perfil.schema';
import { api, type CorpoDe } from '../../lib/api.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of spec 01 §7 for profiles, their query keys, queries and mutations. */
export type PerfilFiltroNome = 'nome';
export type PerfilResumo = Pick<Perfil, 'id' | 'nome' | 'orgaoCredor'>;

export const perfilKeys = {
  all: ['perfil'] as const,
  list: () => [...perfilKeys.all, 'list'] as const,
  lookup: () => [...perfilKeys.all, 'lookup'] as const,
  detail: (id: number) => [...perfilKeys.all, 'detail', id] as const,
};

/** What the form sends: the route's body (`perfilFormSchema`). */
export type PerfilPayload = CorpoDe<'POST', 'perfil'>;

export const perfilApi = {
  list: ({ page, size, sort, filters }: PageRequest<PerfilFiltroNome>) =>
    api.post('perfil/list', { nome: filters.nome ?? null }, { query: { size, page, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<PerfilFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha('perfil/exportar', { nome: filters.nome ?? null }, { sort }),
  listAll: () => api.get('perfil/listAll'),
  get: (id: number) => api.get('perfil/:id', { params: { id } }),
  create: (p: PerfilPayload) => api.post('perfil', p),
  update: (id: number, versao: number | undefined, p: PerfilPayload) =>
    api.put('perfil/:id', { id, versao, ...p }, { params: { id } }),
  remove: (id: number) => api.delete('perfil/:id', { params: { id } }),
};

export const usePerfil = (id: number | undefined) =>
  useQuery({
    queryKey: perfilKeys.detail(id ?? 0),
    queryFn: () => perfilApi.get(id ?? 0),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

export const usePerfisLookup = () => useQuery({ queryKey: perfilKeys.lookup(), queryFn: perfilApi.listAll });

export function useSalvarPerfil() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, versao, ...p }: PerfilPayload & { id?: number; versao?: number }) =>
      id ? perfilApi.update(id, versao, p) : perfilApi.create(p),
    onSuccess: () => qc.invalidateQueries({ queryKey: perfilKeys.all }),
  });
}

export function useExcluirPerfil() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => perfilApi.remove(id),
    // Marked stale, refetched when next shown: refetching now would re-run the deleted record's
    // query on its still-mounted page and show a red 'Registro não encontrado' after the success.
    onSuccess: () => qc.invalidateQueries({ queryKey: perfilKeys.all, refetchType: 'none' }),
  });
}
