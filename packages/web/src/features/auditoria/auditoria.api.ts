import { useQuery } from '@tanstack/react-query';
import type { Page } from '@divida/domain/list';
import type {
  AuditoriaFiltro,
  AuditoriaLinha,
  AuditoriaUsuarioOpcao,
  AuditoriaVerificacao,
  EntidadeAuditada,
} from '@divida/domain/auditoria/auditoria.schema';
import { http } from '../../lib/http.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of the audit trail (issue 26), their query keys and queries. */
export type AuditoriaFiltroNome = keyof AuditoriaFiltro;

export const auditoriaKeys = {
  all: ['auditoria'] as const,
  list: () => [...auditoriaKeys.all, 'list'] as const,
  historico: (entidade: EntidadeAuditada, id: number | string) =>
    [...auditoriaKeys.all, 'historico', entidade, String(id)] as const,
};

export const auditoriaApi = {
  list: ({ page, size, sort, filters }: PageRequest<AuditoriaFiltroNome>) =>
    http.post<Page<AuditoriaLinha>>(
      'auditoria/list',
      {
        entidade: filters.entidade || null,
        entidadeId: filters.entidadeId || null,
        numero: filters.numero || null,
        idUsuario: filters.idUsuario || null,
        usuario: filters.usuario || null,
        acao: filters.acao || null,
        dataInicio: filters.dataInicio || null,
        dataFim: filters.dataFim || null,
      },
      { query: { size, page, sort } },
    ),
  historico: (entidade: EntidadeAuditada, id: number | string) =>
    http.get<AuditoriaLinha[]>(`auditoria/${entidade}/${id}`),
  /** The users the caller may see whose name contains `nome` (the user filter's suggestions). */
  usuarios: (nome: string) => http.get<AuditoriaUsuarioOpcao[]>('auditoria/usuarios', { query: { nome } }),
  verificar: () => http.get<AuditoriaVerificacao>('auditoria/verificar'),
};

export const useHistorico = (entidade: EntidadeAuditada, id: number | string) =>
  useQuery({
    queryKey: auditoriaKeys.historico(entidade, id),
    queryFn: () => auditoriaApi.historico(entidade, id),
  });
