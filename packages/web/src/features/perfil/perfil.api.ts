import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Page } from '@divida/domain/list';
import type { Permissao } from '@divida/domain/permissions';
import type { Perfil } from '@divida/domain/perfil/perfil.schema';
import { http } from '../../lib/http.ts';
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

export interface PerfilPayload {
  nome: string;
  permissoes: Permissao[];
  /** the PGE's choice: null shared by every body, or one body's (left out: the server's default) */
  idOrgaoCredor?: number | null;
}

export const perfilApi = {
  list: ({ page, size, sort, filters }: PageRequest<PerfilFiltroNome>) =>
    http.post<Page<PerfilResumo>>(
      'perfil/list',
      { nome: filters.nome ?? null },
      { query: { size, page, sort } },
    ),
  exportar: ({ sort, filters }: Omit<PageRequest<PerfilFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha('perfil/exportar', { nome: filters.nome ?? null }, { sort }),
  listAll: () => http.get<Perfil[]>('perfil/listAll'),
  get: (id: number) => http.get<Perfil>(`perfil/${id}`),
  create: (p: PerfilPayload) => http.post<Perfil & { message: string }>('perfil', p),
  update: (id: number, versao: number | undefined, p: PerfilPayload) =>
    http.put<Perfil & { message: string }>(`perfil/${id}`, { id, versao, ...p }),
  remove: (id: number) => http.delete(`perfil/${id}`),
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
