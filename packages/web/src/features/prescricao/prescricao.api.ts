import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ORDENACAO_PRESCRICAO,
  type PrescricaoConstituida,
  type PrescricaoLinha,
  type prescricaoResumoSchema,
} from '@divida/domain/prazos/prescricao.schema';
import { api } from '../../lib/api.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';
import { niveisDoFiltro } from './nivel.ts';

/** The prescription calls of docs/prazos-e-prescricao.md §3, their query keys, queries and mutations. */

/** A constituted credit's prescription (the block's and the calculation's). */
export type Prescricao = PrescricaoConstituida;
export type EfeitoEvento = Prescricao['eventos'][number]['efeito'];
export type PrescricaoListItem = PrescricaoLinha;
export type ResumoNivel = z.infer<typeof prescricaoResumoSchema>[number];

export type PrescricaoFiltroNome = 'niveis' | 'idOrgaoCredor' | 'prazoAte' | 'apenasSemAjuizamento';

export const PRESCRICAO_DEFAULT_SORT = 'prazoPrescricional,asc';
/** The server's sortable columns (the others are not sortable on screen). */
export const PRESCRICAO_SORT = ORDENACAO_PRESCRICAO;

const BASE = 'prescricao';

export const prescricaoKeys = {
  all: ['prescricao'] as const,
  list: () => [...prescricaoKeys.all, 'list'] as const,
  resumo: () => [...prescricaoKeys.all, 'resumo'] as const,
};

/**
 * The detail's block lives under the process detail's key (processo.api.ts `processoKeys.detail`):
 * every action that refreshes the detail refreshes the deadline and level with it (U-6).
 */
export const prescricaoDoProcessoKey = (id: number) => ['processo', 'detail', id, 'prescricao'] as const;

/** The list's body (docs/prazos-e-prescricao.md §3): empty filters are left out; `niveis` is the URL's comma list. */
export function corpoPrescricao(filters: PageRequest<PrescricaoFiltroNome>['filters']) {
  const niveis = niveisDoFiltro(filters.niveis);
  const id = Number(filters.idOrgaoCredor);
  return {
    ...(niveis.length > 0 && { niveis }),
    ...(Number.isInteger(id) && id > 0 && { idOrgaoCredor: id }),
    ...(filters.prazoAte && { prazoAte: filters.prazoAte }),
    ...(filters.apenasSemAjuizamento === 'true' && { apenasSemAjuizamento: true }),
  };
}

export const prescricaoApi = {
  list: ({ page, size, sort, filters }: PageRequest<PrescricaoFiltroNome>) =>
    api.post('prescricao/list', corpoPrescricao(filters), { query: { page, size, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<PrescricaoFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha(`${BASE}/exportar`, corpoPrescricao(filters), { sort }),
  resumo: () => api.get('prescricao/resumo'),
  doProcesso: (id: number) => api.get('processoConstituicaoCredito/:id/prescricao', { params: { id } }),
  reconhecer: (id: number, justificativa: string) =>
    api.post('processoConstituicaoCredito/:id/reconhecerPrescricao', { justificativa }, { params: { id } }),
  aprovar: (id: number) =>
    api.post('processoConstituicaoCredito/:id/aprovarReconhecimentoPrescricao', undefined, {
      params: { id },
    }),
  anular: (id: number, justificativa: string) =>
    api.post(
      'processoConstituicaoCredito/:id/anularReconhecimentoPrescricao',
      { justificativa },
      { params: { id } },
    ),
};

export const useResumoPrescricao = (enabled = true) =>
  useQuery({ queryKey: prescricaoKeys.resumo(), queryFn: prescricaoApi.resumo, enabled });

/** The block of the process detail; a credit not yet constituted answers 200 `{ constituido: false, mensagem }`. */
export const usePrescricaoDoProcesso = (id: number, enabled = true) =>
  useQuery({
    queryKey: prescricaoDoProcessoKey(id),
    queryFn: () => prescricaoApi.doProcesso(id),
    enabled,
    retry: false,
    meta: { silent: true },
  });

export type PassoReconhecimento = 'reconhecer' | 'aprovar' | 'anular';

/** A recognition step; its errors stay in the dialog (not a toast); the process and the lists refresh. */
export function useReconhecimento(idProcesso: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { passo: PassoReconhecimento; justificativa?: string }) =>
      v.passo === 'aprovar'
        ? prescricaoApi.aprovar(idProcesso)
        : v.passo === 'reconhecer'
          ? prescricaoApi.reconhecer(idProcesso, v.justificativa ?? '')
          : prescricaoApi.anular(idProcesso, v.justificativa ?? ''),
    meta: { notify: false },
    onSuccess: () =>
      Promise.all([
        qc.invalidateQueries({ queryKey: prescricaoKeys.all }),
        qc.invalidateQueries({ queryKey: ['processo'] }),
        // the bell counts the CDAs needing action
        qc.invalidateQueries({ queryKey: ['prazo'] }),
      ]),
  });
}
