import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Page } from '@divida/domain/list';
import type { MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import type { Devedor } from '@divida/domain/devedor/devedor.schema';
import type { NaturezaDebito } from '@divida/domain/naturezaDebito/naturezaDebito.schema';
import type {
  faseProcessoSchema,
  ProcessoAlteracaoInput,
  ProcessoInput,
} from '@divida/domain/processo/processo.schema';
import type { RespostaAcao, RetornarProcessosInput, RotaAcao } from '@divida/domain/processo/acao.schema';
import type { TipoDocumentoIdentificacao } from '@divida/domain/tipoDocumentoIdentificacao/tipoDocumentoIdentificacao.schema';
import { api } from '../../lib/api.ts';
import { http } from '../../lib/http.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';
import { filtroParaApi, type ProcessoFiltroNome } from './lista/processoFiltro.ts';

/** Calls of spec 02 §7 for processes, their query keys, queries and mutations. */
export type DevolvidoFiltroNome = 'nomeDevedor' | 'dataDevolucaoInicio' | 'dataDevolucaoFim';
export type FaseProcesso = z.infer<typeof faseProcessoSchema>;

const BASE = 'processoConstituicaoCredito';

export const processoKeys = {
  all: ['processo'] as const,
  list: () => [...processoKeys.all, 'list'] as const,
  devolvidos: () => [...processoKeys.all, 'devolvidos'] as const,
  detail: (id: number) => [...processoKeys.all, 'detail', id] as const,
  configuracaoOrgao: () => [...processoKeys.all, 'configuracaoOrgao'] as const,
  fases: () => ['faseProcesso'] as const,
  fasesAptasRetornar: () => ['faseProcesso', 'aptosRetornar'] as const,
  naturezas: () => ['naturezaDebito'] as const,
  tiposDocIdentificacao: () => ['tipoDocumentoIdentificacao'] as const,
};

const corpoDevolvidos = (filters: PageRequest<DevolvidoFiltroNome>['filters']) => ({
  devolucao: true,
  nomeDevedor: filters.nomeDevedor?.trim() || null,
  dataDevolucaoInicio: filters.dataDevolucaoInicio || null,
  dataDevolucaoFim: filters.dataDevolucaoFim || null,
});

export const processoApi = {
  list: ({ page, size, sort, filters }: PageRequest<ProcessoFiltroNome>) =>
    api.post(`${BASE}/list`, filtroParaApi(filters), { query: { size, page, sort } }),
  exportar: ({ sort, filters }: Omit<PageRequest<ProcessoFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha(`${BASE}/exportar`, filtroParaApi(filters), { sort }),
  /** The returned list (spec 02 §2.4, §7): `devolucao: true`, the debtor's name and the return period. */
  listDevolvidos: ({ page, size, sort, filters }: PageRequest<DevolvidoFiltroNome>) =>
    api.post(`${BASE}/list`, corpoDevolvidos(filters), { query: { size, page, sort } }),
  exportarDevolvidos: ({ sort, filters }: Omit<PageRequest<DevolvidoFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha(`${BASE}/exportar`, corpoDevolvidos(filters), { sort }),
  get: (id: number) => api.get(`${BASE}/:id`, { params: { id } }),
  /** The caller's body settings the form uses (document types, defaults, fine and interest). */
  configuracaoOrgao: () => api.get(`${BASE}/configuracaoOrgao`),
  create: (p: ProcessoInput) => api.post(BASE, p),
  update: (id: number, p: ProcessoAlteracaoInput) => api.put(`${BASE}/:id`, p, { params: { id } }),
  remove: (id: number) => api.delete(`${BASE}/:id`, { params: { id } }),
  substituirDocumento: (id: number, docId: number, arquivos: { uuid: string; nome: string }[]) =>
    api.put(`${BASE}/:id/documento/replace/:docId`, { arquivos }, { params: { id, docId } }),
  fases: () => api.get('faseProcesso/listAll'),
  fasesAptasRetornar: () => api.get('faseProcesso/aptosRetornar'),
  /** A workflow call `POST {id}/{rota}` (acao.schema.ts ROTAS_ACAO), its payload parsed by schemaDaRota. */
  acao: (id: number, rota: RotaAcao, body: unknown) => http.post<RespostaAcao>(`${BASE}/${id}/${rota}`, body),
  retornarProcessos: (itens: RetornarProcessosInput) =>
    http.post<{ message: string }>(`${BASE}/retornarProcessos`, itens),
  naturezas: () => http.post<Page<NaturezaDebito>>('naturezaDebito/list', {}).then((p) => p.content),
  tiposDocIdentificacao: () => http.get<TipoDocumentoIdentificacao[]>('tipoDocumentoIdentificacao'),
  /** The debtor registered with this CPF/CNPJ (digits), or 404. */
  devedorPorDocumento: (digits: string) => http.get<Devedor>(`devedor/cpfCnpj/${digits}`),
};

/** The PDFs of a process (spec 02 §7), opened with lib/abrirPdf. */
export const processoPdf = {
  documento: (id: number, docId: number) => `${BASE}/${id}/documento/download/${docId}`,
  tcc: (id: number) => `${BASE}/${id}/print`,
  certidao: (id: number) => `${BASE}/${id}/imprimirCertidao`,
  notificacao: (id: number) => `${BASE}/${id}/modeloNotificacao`,
  memoriaCalculo: (id: number, data: string) => `${BASE}/${id}/memoriaCalculo?data=${data}&formato=pdf`,
};

/** The calculation memory of a process on a date (today when none), month by month. */
export const useMemoriaCalculo = (id: number, data: string | undefined) =>
  useQuery({
    queryKey: ['processo', id, 'memoriaCalculo', data ?? 'hoje'] as const,
    queryFn: () => http.get<MemoriaCalculo>(`${BASE}/${id}/memoriaCalculo`, { query: data ? { data } : {} }),
    retry: false,
  });

const LONGO = 30 * 60_000;

export const useProcesso = (id: number | undefined) =>
  useQuery({
    queryKey: processoKeys.detail(id ?? 0),
    queryFn: () => processoApi.get(id ?? 0),
    enabled: id !== undefined && Number.isInteger(id) && id > 0,
  });

export const useConfiguracaoOrgao = () =>
  useQuery({ queryKey: processoKeys.configuracaoOrgao(), queryFn: processoApi.configuracaoOrgao });

export const useFasesProcesso = () =>
  useQuery({ queryKey: processoKeys.fases(), queryFn: processoApi.fases, staleTime: LONGO });

export const useNaturezasDebito = () =>
  useQuery({ queryKey: processoKeys.naturezas(), queryFn: processoApi.naturezas, staleTime: LONGO });

export const useTiposDocIdentificacao = () =>
  useQuery({
    queryKey: processoKeys.tiposDocIdentificacao(),
    queryFn: processoApi.tiposDocIdentificacao,
    staleTime: LONGO,
  });

export function useSalvarProcesso() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { id?: number; criar?: ProcessoInput; alterar?: ProcessoAlteracaoInput }) =>
      v.id && v.alterar ? processoApi.update(v.id, v.alterar) : processoApi.create(v.criar as ProcessoInput),
    onSuccess: () => qc.invalidateQueries({ queryKey: processoKeys.all }),
  });
}

export function useExcluirProcesso() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => processoApi.remove(id),
    // marked stale only: refetching now would ask for the deleted record on its still-mounted page
    onSuccess: () => qc.invalidateQueries({ queryKey: processoKeys.all, refetchType: 'none' }),
  });
}

export function useSubstituirDocumento(idProcesso: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (v: { docId: number; arquivos: { uuid: string; nome: string }[] }) =>
      processoApi.substituirDocumento(idProcesso, v.docId, v.arquivos),
    onSuccess: () => qc.invalidateQueries({ queryKey: processoKeys.detail(idProcesso) }),
  });
}

export const useFasesAptasRetornar = () =>
  useQuery({
    queryKey: processoKeys.fasesAptasRetornar(),
    queryFn: processoApi.fasesAptasRetornar,
    staleTime: LONGO,
  });

/** A workflow action on a process; its errors stay in the dialog's banner (spec 02 §8), not a toast. */
export function useRetornarProcessos() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: processoApi.retornarProcessos,
    meta: { notify: false },
    onSuccess: () => qc.invalidateQueries({ queryKey: processoKeys.all }),
  });
}
