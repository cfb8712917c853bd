import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { devedorDetalheSchema, devedorListItemSchema } from '@divida/domain/devedor/devedor.schema';
import { api } from '../../lib/api.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** Calls of spec 02 §7 for debtors, their query keys and queries. */
export type DevedorFiltroNome = 'nome' | 'documentoIdentificacao';
export type DevedorListItem = z.infer<typeof devedorListItemSchema>;
export type DevedorDetalhe = z.output<typeof devedorDetalheSchema>;
export type ProcessoDoDevedor = DevedorDetalhe['processos'][number];

export const devedorKeys = {
  all: ['devedor'] as const,
  list: () => [...devedorKeys.all, 'list'] as const,
  porDocumento: (documento: string) => [...devedorKeys.all, 'documento', documento] as const,
  detalhe: (id: number) => [...devedorKeys.all, 'detalhe', id] as const,
};

export const devedorApi = {
  list: ({ page, size, sort, filters }: PageRequest<DevedorFiltroNome>) =>
    api.post(
      'devedor/list',
      { nome: filters.nome ?? null, documentoIdentificacao: filters.documentoIdentificacao ?? null },
      { query: { size, page, sort } },
    ),
  exportar: ({ sort, filters }: Omit<PageRequest<DevedorFiltroNome>, 'page' | 'size'>) =>
    exportarPlanilha(
      'devedor/exportar',
      { nome: filters.nome ?? null, documentoIdentificacao: filters.documentoIdentificacao ?? null },
      { sort },
    ),
  get: (id: number) => api.get('devedor/:id', { params: { id } }),
  /**
   * The debtor of a document: the document goes in the body of the list call, never in a URL the
   * server logs; then the record by its id. Null when no debtor has it.
   */
  porDocumento: async (documento: string): Promise<DevedorDetalhe | null> => {
    const page = await api.post(
      'devedor/list',
      { nome: null, documentoIdentificacao: documento },
      { query: { size: 1, page: 0, sort: 'id' } },
    );
    const item = page.content.find((d) => d.documentoIdentificacao === documento) ?? page.content[0];
    return item ? devedorApi.get(item.id) : null;
  },
};

/** `GET devedor/{id}/acessos` (LGPD art. 37), newest first. */
export const useAcessosDevedor = (id: number, page: number, size: number) =>
  useQuery({
    queryKey: [...devedorKeys.all, id, 'acessos', page, size] as const,
    queryFn: () => api.get('devedor/:id/acessos', { params: { id }, query: { page, size } }),
    placeholderData: (anterior) => anterior,
  });

export const relatorioAcessosPdf = (id: number) => `devedor/${id}/relatorioAcessos`;

/**
 * The id a debtor page's address names: a record's id has at most 10 digits, a CPF 11 and a CNPJ 14, so
 * a longer address is an old link by document (null).
 */
export const idDoEndereco = (ref: string): number | null => (/^[1-9]\d{0,9}$/.test(ref) ? Number(ref) : null);

/**
 * The debtor of a page's address: by id, or by document for an old link (then replaced by the id's).
 * The record found by document is kept under its id, so the replaced address shows it without reading
 * it again: a read of personal data is logged once per view (`staleTime`), not per redirect.
 */
export const useDevedor = (ref: string | undefined) => {
  const queryClient = useQueryClient();
  const id = ref === undefined ? null : idDoEndereco(ref);
  return useQuery({
    queryKey: id !== null ? devedorKeys.detalhe(id) : devedorKeys.porDocumento(ref ?? ''),
    queryFn: async () => {
      if (id !== null) return devedorApi.get(id);
      const d = await devedorApi.porDocumento(ref ?? '');
      if (d) queryClient.setQueryData(devedorKeys.detalhe(d.id), d);
      return d;
    },
    enabled: Boolean(ref),
    staleTime: 5_000,
    retry: false,
  });
};
