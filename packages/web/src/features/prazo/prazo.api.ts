import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  alertasSchema,
  prazoLinhaSchema,
  preferenciasSchema,
} from '@divida/domain/prazos/prescricao.schema';
import { api } from '../../lib/api.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** The terms' list and the alerts' opt-in of docs/prazos-e-prescricao.md §3–4. */

export type PrazoListItem = z.infer<typeof prazoLinhaSchema>;

export type PrazoFiltroNome = 'vencendoEmDias' | 'vencidos';

export const PRAZO_DEFAULT_SORT = 'prazoFinal,asc';
export const PRAZO_SORT = ['prazoFinal', 'numeroProcesso'] as const;

export type PreferenciasUsuario = z.infer<typeof preferenciasSchema>;

export const prazoKeys = {
  all: ['prazo'] as const,
  list: () => [...prazoKeys.all, 'list'] as const,
  alertas: () => [...prazoKeys.all, 'alertas'] as const,
  preferencias: () => ['usuario', 'preferencias'] as const,
};

/** The list's body: `vencendoEmDias` 0–30, `vencidos` a flag; empty filters are left out. */
export function corpoPrazo(filters: PageRequest<PrazoFiltroNome>['filters']) {
  const dias = Number(filters.vencendoEmDias);
  return {
    ...(filters.vencendoEmDias !== undefined &&
      filters.vencendoEmDias !== '' &&
      Number.isInteger(dias) &&
      dias >= 0 &&
      dias <= 30 && { vencendoEmDias: dias }),
    ...(filters.vencidos === 'true' && { vencidos: true }),
  };
}

/** `GET /prazo/alertas`: the bell's counts (docs/prazos-e-prescricao.md §4). */
export type Alertas = z.infer<typeof alertasSchema>;

export const prazoApi = {
  alertas: () => api.get('prazo/alertas'),
  list: ({ page, size, sort, filters }: PageRequest<PrazoFiltroNome>) =>
    api.post('prazo/list', corpoPrazo(filters), { query: { page, size, sort } }),
  preferencias: () => api.get('usuario/preferencias'),
  salvarPreferencias: (p: PreferenciasUsuario) => api.put('usuario/preferencias', p),
};

export const usePreferencias = (enabled: boolean) =>
  useQuery({ queryKey: prazoKeys.preferencias(), queryFn: prazoApi.preferencias, enabled });

export function useSalvarPreferencias() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: prazoApi.salvarPreferencias,
    onSuccess: () => qc.invalidateQueries({ queryKey: prazoKeys.preferencias() }),
  });
}
