import { useQuery } from '@tanstack/react-query';
import type { AuditoriaFiltro, EntidadeAuditada } from '@divida/domain/auditoria/auditoria.schema';
import { api } from '../../lib/api.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of the audit trail (issue 26), their query keys and queries. */
export type AuditoriaFiltroNome = keyof AuditoriaFiltro;

export const auditoriaKeys = {
  all: ['auditoria'] as const,
  list: () => [...auditoriaKeys.all, 'list'] as const,
  historico: (entidade: EntidadeAuditada, id: number | string) =>
    [...auditoriaKeys.all, 'historico', entidade, String(id)] as const,
};

/** The URL's value as the filter's: the server judges it (an unknown one is its 400, shown on the page). */
const daUrl = <T>(v: string | undefined) => (v || null) as T | null;

export const auditoriaApi = {
  list: ({ page, size, sort, filters }: PageRequest<AuditoriaFiltroNome>) =>
    api.post(
      'auditoria/list',
      {
        entidade: daUrl<EntidadeAuditada>(filters.entidade),
        entidadeId: filters.entidadeId || null,
        numero: filters.numero || null,
        idUsuario: filters.idUsuario || null,
        usuario: filters.usuario || null,
        acao: daUrl<AuditoriaFiltro['acao']>(filters.acao),
        dataInicio: filters.dataInicio || null,
        dataFim: filters.dataFim || null,
      },
      { query: { size, page, sort } },
    ),
  historico: (entidade: EntidadeAuditada, id: number | string) =>
    api.get('auditoria/:entidade/:id', { params: { entidade, id } }),
  /** The users the caller may see whose name contains `nome` (the user filter's suggestions). */
  usuarios: (nome: string) => api.get('auditoria/usuarios', { query: { nome } }),
  verificar: () => api.get('auditoria/verificar'),
};

export const useHistorico = (entidade: EntidadeAuditada, id: number | string) =>
  useQuery({
    queryKey: auditoriaKeys.historico(entidade, id),
    queryFn: () => auditoriaApi.historico(entidade, id),
  });
