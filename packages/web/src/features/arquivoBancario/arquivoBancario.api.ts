import { useQuery } from '@tanstack/react-query';
import type { Page } from '@divida/domain/list';
import { http, request } from '../../lib/http.ts';
import { nomeDoArquivo } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

import type {
  ArquivoBancario,
  ArquivoBancarioDetalhe,
  ArquivoBancarioFiltro,
  Conciliacao,
  ConciliacaoFiltro,
  RemessaPendentes,
  remessaRespostaSchema,
  retornoRespostaSchema,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import type { CobrancaDetalhe } from '@divida/domain/cobranca/cobranca.schema';
import type { z } from 'zod';

/** The calls of docs/arquivos-bancarios.md §2–§4 (bank files and the reconciliation queue), their keys and queries. */
export type AcaoConciliacao = 'aceitar' | 'devolver' | 'descartar';
export type RemessaGerada = z.infer<typeof remessaRespostaSchema>;
/** The task's id is read as text: the task table's ids are uuids (tarefa.schema). */
export type RetornoEnviado = Omit<z.infer<typeof retornoRespostaSchema>, 'idTarefa'> & {
  idTarefa: string | number;
};

export type ArquivoBancarioFiltroNome = keyof ArquivoBancarioFiltro;
export type ConciliacaoFiltroNome = keyof ConciliacaoFiltro;

const vazio = (v: string | undefined) => v?.trim() || null;
const numero = (v: string | undefined) => (v ? Number(v) : null);

export const arquivoBancarioKeys = {
  all: ['arquivoBancario'] as const,
  list: () => ['arquivoBancario', 'list'] as const,
  detail: (id: number) => ['arquivoBancario', 'detail', id] as const,
  pendentes: () => ['arquivoBancario', 'remessa', 'pendentes'] as const,
};
export const conciliacaoKeys = {
  all: ['conciliacao'] as const,
  list: () => ['conciliacao', 'list'] as const,
};

export const arquivoBancarioApi = {
  list: ({ page, size, sort, filters }: PageRequest<ArquivoBancarioFiltroNome>) =>
    http.post<Page<ArquivoBancario>>(
      'arquivoBancario/list',
      {
        tipo: vazio(filters.tipo),
        idOrgaoCredor: numero(filters.idOrgaoCredor),
        dataInicial: vazio(filters.dataInicial),
        dataFinal: vazio(filters.dataFinal),
      },
      { query: { size, page, sort } },
    ),
  get: (id: number) => http.get<ArquivoBancarioDetalhe>(`arquivoBancario/${id}`),
  /** The bodies that can send a remessa (a convênio) and how many instructions wait for each. */
  pendentes: () => http.get<RemessaPendentes>('arquivoBancario/remessa/pendentes'),
  gerarRemessa: (idOrgaoCredor: number) =>
    http.post<RemessaGerada>('arquivoBancario/remessa', { idOrgaoCredor }),
  /** The return file as multipart field `arquivo`; 202 with the stored file and its processing task. */
  enviarRetorno: (arquivo: File) => {
    const corpo = new FormData();
    corpo.append('arquivo', arquivo, arquivo.name);
    return http.post<RetornoEnviado>('arquivoBancario/retorno', corpo);
  },
  /** The file's bytes and the name the server gives it (CBR{convênio}{NSA}.REM). */
  download: async (id: number, padrao: string) => {
    const res = await request<Response>(`arquivoBancario/${id}/download`, {
      method: 'GET',
      headers: { Accept: 'text/plain, */*' },
      responseType: 'response',
    });
    return { arquivo: await res.blob(), nome: nomeDoArquivo(res.headers.get('content-disposition'), padrao) };
  },
};

export const conciliacaoApi = {
  list: ({ page, size, sort, filters }: PageRequest<ConciliacaoFiltroNome>) =>
    http.post<Page<Conciliacao>>(
      'conciliacao/list',
      {
        situacao: vazio(filters.situacao),
        motivo: vazio(filters.motivo),
        idOrgaoCredor: numero(filters.idOrgaoCredor),
        dataInicial: vazio(filters.dataInicial),
        dataFinal: vazio(filters.dataFinal),
      },
      { query: { size, page, sort } },
    ),
  resolver: (id: number, acao: AcaoConciliacao, corpo: { justificativa: string; idLancamento?: number }) =>
    http.post<{ message?: string } | undefined>(`conciliacao/${id}/${acao}`, corpo),
};

/**
 * The open instalments of a collection given its number, for accepting a payment of no known slip
 * (docs/arquivos-bancarios.md §4 NAO_IDENTIFICADO): the collection's own calls (spec 03 §2.3).
 */
export async function parcelasEmAberto(numeroProcessoCobranca: string) {
  const lista = await http.post<Page<{ idProcessoCobranca: number; numero: string }>>(
    'processoCobranca/list',
    { numeroProcessoCobranca },
    { query: { page: 0, size: 1 } },
  );
  const c = lista.content.find((x) => x.numero === numeroProcessoCobranca) ?? lista.content[0];
  if (!c) return null;
  return cobrancaDaParcela(c.idProcessoCobranca);
}

/**
 * Whose collection a payment goes to (issue 36 item 11): its number, debtor and situation, and its
 * open instalments with what each still needs (`saldo`).
 */
export async function cobrancaDaParcela(idProcessoCobranca: number) {
  const d = await http.get<CobrancaDetalhe>(`processoCobranca/${idProcessoCobranca}`);
  return {
    numero: d.numero,
    devedor: d.processosConstituicaoCredito[0]?.devedor.nome ?? '',
    situacao: d.situacaoNome,
    parcelas: d.lancamentos.filter((l) => l.situacaoLancamento === 'PREVISTO'),
  };
}
export type CobrancaDaParcela = Awaited<ReturnType<typeof cobrancaDaParcela>>;

export const useArquivoBancario = (id: number) =>
  useQuery({
    queryKey: arquivoBancarioKeys.detail(id),
    queryFn: () => arquivoBancarioApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
  });

export const useRemessaPendentes = () =>
  useQuery({ queryKey: arquivoBancarioKeys.pendentes(), queryFn: arquivoBancarioApi.pendentes });
