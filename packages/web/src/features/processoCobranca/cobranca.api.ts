import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CobrancaDetalhe,
  cobrancaListItemSchema,
  cobrancaResumoSchema,
} from '@divida/domain/cobranca/cobranca.schema';
import type { MemoriaParcela } from '@divida/domain/cobranca/memoriaParcela.schema';
import type { Page } from '@divida/domain/list';
import type { z } from 'zod';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { http } from '../../lib/http.ts';
import { notifyError } from '../../lib/notify.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

export type CobrancaListItem = z.infer<typeof cobrancaListItemSchema>;
export type CobrancaResumo = z.infer<typeof cobrancaResumoSchema>;
export type CobrancaFiltroNome =
  'numeroProcessoCobranca' | 'idSituacao' | 'numeroCDA' | 'dataInicial' | 'dataFinal' | 'cpfCnpj' | 'origem';

const BASE = 'processoCobranca';
const vazio = (v: string | undefined) => v?.trim() || null;

const corpoDaLista = (filters: PageRequest<CobrancaFiltroNome>['filters']) => ({
  numeroProcessoCobranca: vazio(filters.numeroProcessoCobranca),
  idSituacao: filters.idSituacao ? Number(filters.idSituacao) : null,
  numeroCDA: vazio(filters.numeroCDA),
  dataInicial: vazio(filters.dataInicial),
  dataFinal: vazio(filters.dataFinal),
  cpfCnpj: vazio(filters.cpfCnpj),
  origem: vazio(filters.origem),
});

export const cobrancaApi = {
  list: ({ page, size, sort, filters }: PageRequest<CobrancaFiltroNome>) =>
    http.post<Page<CobrancaListItem>>(`${BASE}/list`, corpoDaLista(filters), { query: { size, page, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<CobrancaFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha(`${BASE}/exportar`, corpoDaLista(filters), { sort }),
  get: (id: number) => http.get<CobrancaDetalhe>(`${BASE}/${id}`),
  acompanhamento: (id: number) => http.get<CobrancaResumo>(`${BASE}/acompanhamentoCobranca/${id}`),
  doProcesso: (processoId: number) => http.get<CobrancaResumo[]>(`${BASE}/processo/${processoId}`),
  cancelar: (idProcessoCobranca: number, motivo: string) =>
    http.post<{ message: string }>(`${BASE}/cancelar`, { idProcessoCobranca, motivo }),
  baixaManual: (body: unknown) => http.post<{ message: string }>(`${BASE}/baixaManual`, body),
  anexarTermo: (id: number, body: unknown) =>
    http.post<{ message: string }>(`${BASE}/anexarTermoParcelamento/${id}`, body),
};

/** The PDFs of a collection (spec 03 §7). */
export const cobrancaPdf = {
  boleto: (id: number, parcela: number) => `cobrancaBB/${id}/parcela/${parcela}/boleto`,
  termo: (id: number, q: Record<string, string>) =>
    `${BASE}/${id}/gerarTermoParcelamento?${new URLSearchParams(q).toString()}`,
  // no date: the memory's own (an open instalment's is today's slip's due date, which may be after today)
  memoriaParcela: (id: number, parcela: number, data: string | undefined) =>
    `${BASE}/${id}/parcela/${parcela}/memoriaCalculo?${data ? `data=${data}&` : ''}formato=pdf`,
};

/**
 * The calculation memory of an instalment: what its value is made of (our extension, issue 26 §6), on a
 * date (as if paid that day) or, when none, on its own date (the payment's, or today's slip's).
 */
export const useMemoriaParcela = (id: number, parcela: number, data?: string) =>
  useQuery({
    queryKey: [
      'processoCobranca',
      'detail',
      id,
      'parcela',
      parcela,
      'memoriaCalculo',
      data ?? 'padrao',
    ] as const,
    queryFn: () =>
      http.get<MemoriaParcela>(`${BASE}/${id}/parcela/${parcela}/memoriaCalculo`, {
        query: data ? { data } : {},
      }),
    retry: false,
  });

export const cobrancaKeys = {
  all: ['processoCobranca'] as const,
  list: () => ['processoCobranca', 'list'] as const,
  detail: (id: number) => ['processoCobranca', 'detail', id] as const,
  resumo: (id: number) => ['processoCobranca', 'resumo', id] as const,
  doProcesso: (id: number) => ['processoCobranca', 'processo', id] as const,
};

/**
 * Opens an instalment's slip. Issuing it may create the slip (pending registration, docs/arquivos-bancarios.md §2), so the
 * collection is read again for the instalment table's slip state.
 */
export function useAbrirBoleto() {
  const queryClient = useQueryClient();
  return (id: number, parcela: number) =>
    abrirPdf(cobrancaPdf.boleto(id, parcela))
      .then(() => queryClient.invalidateQueries({ queryKey: cobrancaKeys.detail(id) }))
      .catch(notifyError);
}

export const useCobranca = (id: number) =>
  useQuery({
    queryKey: cobrancaKeys.detail(id),
    queryFn: () => cobrancaApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
  });
