import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UsuarioInput } from '@divida/domain/usuario/usuario.schema';
import { MENSAGENS_AUTH } from '@divida/domain/auth/auth.schema';
import { api } from '../../lib/api.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of spec 01 §7 for users, their query keys, queries and mutations. */
export type UsuarioFiltroNome = 'nome' | 'orgaoCredor';

export const usuarioKeys = {
  all: ['usuario'] as const,
  list: () => [...usuarioKeys.all, 'list'] as const,
  detail: (id: number) => [...usuarioKeys.all, 'detail', id] as const,
};

// spec 01 §7: orgaoCredor null when 0 (every body the caller may see)
const corpoDaLista = (filters: PageRequest<UsuarioFiltroNome>['filters']) => ({
  nome: filters.nome ?? null,
  orgaoCredor: Number(filters.orgaoCredor) || null,
});

export const usuarioApi = {
  list: ({ page, size, sort, filters }: PageRequest<UsuarioFiltroNome>) =>
    api.post('usuario/list', corpoDaLista(filters), { query: { size, page, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<UsuarioFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha('usuario/exportar', corpoDaLista(filters), { sort }),
  get: (id: number) => api.get('usuario/:id', { params: { id } }),
  create: (u: UsuarioInput) => api.post('usuario', u),
  update: (id: number, versao: number | undefined, u: UsuarioInput) =>
    api.put('usuario/:id', { id, versao, ...u }, { params: { id } }),
  remove: (id: number) => api.delete('usuario/:id', { params: { id } }),
  atribuirSenha: (idUsuario: number, senhaNova: string, confirmacaoSenha: string) =>
    api.post('usuario/changeUserPassword', { idUsuario, senhaNova, confirmacaoSenha }),
};

export const MENSAGEM_SENHA_ALTERADA = MENSAGENS_AUTH.senhaAlterada;

export const useUsuario = (id: number | undefined) =>
  useQuery({
    queryKey: usuarioKeys.detail(id ?? 0),
    queryFn: () => usuarioApi.get(id ?? 0),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

export function useSalvarUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, versao, ...u }: UsuarioInput & { id?: number; versao?: number }) =>
      id ? usuarioApi.update(id, versao, u) : usuarioApi.create(u),
    onSuccess: () => qc.invalidateQueries({ queryKey: usuarioKeys.all }),
  });
}

export function useExcluirUsuario() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => usuarioApi.remove(id),
    // Marked stale, refetched when next shown: refetching now would re-run the deleted record's
    // query on its still-mounted page and show a red 'Registro não encontrado' after the success.
    onSuccess: () => qc.invalidateQueries({ queryKey: usuarioKeys.all, refetchType: 'none' }),
  });
}

/** 'Atribuir Senha': errors stay in the dialog. */
export const useAtribuirSenha = () =>
  useMutation({
    mutationFn: (v: { idUsuario: number; senhaNova: string; confirmacaoSenha: string }) =>
      usuarioApi.atribuirSenha(v.idUsuario, v.senhaNova, v.confirmacaoSenha),
    meta: { notify: false },
  });
