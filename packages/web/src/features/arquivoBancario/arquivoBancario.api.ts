import { useQuery } from '@tanstack/react-query';
import type { Page } from '@divida/domain/list';
import { http, request } from '../../lib/http.ts';
import { nomeDoArquivo } from '../../lib/exportar.ts';
import type { PageRequest } from '../../components/list/ListPage.tsx';

/** The calls of BANCO.md §2–§4 (bank files and the reconciliation queue), their keys and queries. */
export type TipoArquivoBancario = 'REMESSA' | 'RETORNO';

/** What a line of a file came to (BANCO.md §1 movement codes, §3): the queue's reason when it went there. */
export type ResultadoLinha = 'REGISTRADO' | 'REJEITADO' | 'LIQUIDADO' | 'BAIXADO' | 'CONCILIACAO' | string;

export type MotivoConciliacao =
  | 'DIVERGENTE'
  | 'PAGO_A_MENOR'
  | 'PAGO_A_MAIOR'
  | 'DUPLICADO'
  | 'NAO_IDENTIFICADO'
  | 'PAGO_APOS_CANCELAMENTO'
  | 'PAGO_APOS_BAIXA';
export type SituacaoConciliacao = 'PENDENTE' | 'RESOLVIDO';
export type AcaoConciliacao = 'aceitar' | 'devolver' | 'descartar';

/** Money arrives as the API writes Decimals (a string or a number); dates as 'yyyy-MM-dd' or ISO. */
type Valor = string | number;

export interface ArquivoBancario {
  id: number;
  tipo: TipoArquivoBancario;
  nome: string;
  nsa: number;
  orgaoCredor?: { id: number; nome: string; sigla?: string | null } | null;
  /** When the file was written (remessa) or received (retorno). */
  dataGeracao?: string | null;
  criadoEm?: string | null;
  quantidadeLinhas?: number | null;
  valorPago?: Valor | null;
  /** Lines per outcome (REGISTRADO, REJEITADO, LIQUIDADO, BAIXADO, CONCILIACAO...). */
  resultados?: Record<string, number> | null;
  /** Of a return file still being processed: its background task. */
  idTarefa?: string | null;
}

export interface ResolucaoConciliacao {
  acao?: string | null;
  justificativa?: string | null;
  usuario?: { nome: string } | null;
  data?: string | null;
}

export interface LinhaArquivoBancario {
  id: number;
  linha: number;
  nossoNumero?: string | null;
  seuNumero?: string | null;
  codigoMovimento?: string | null;
  valor?: Valor | null;
  valorPago?: Valor | null;
  dataOcorrencia?: string | null;
  resultado?: ResultadoLinha | null;
  /** Rejection reasons, already in Portuguese (or as the bank's codes). */
  motivos?: readonly string[] | null;
  conciliacao?: {
    id: number;
    motivo: MotivoConciliacao;
    situacao: SituacaoConciliacao;
    resolucao?: ResolucaoConciliacao | null;
  } | null;
}

export interface ArquivoBancarioDetalhe extends ArquivoBancario {
  linhas: LinhaArquivoBancario[];
}

export interface ItemConciliacao {
  id: number;
  motivo: MotivoConciliacao;
  situacao: SituacaoConciliacao;
  nossoNumero: string | null;
  valorPago: Valor | null;
  valor: Valor | null;
  dataPagamento: string | null;
  arquivo: { id: number; nsa: number };
  linha: number;
  lancamento?: { id: number; parcela?: number; numeroProcessoCobranca?: string | null } | null;
  orgaoCredor?: { id: number; nome: string; sigla?: string | null } | null;
  resolucao?: ResolucaoConciliacao | null;
}

export interface RemessaGerada {
  id: number;
  nome: string;
  nsa: number;
  quantidade: number;
}

export type ArquivoBancarioFiltroNome = 'tipo' | 'idOrgaoCredor' | 'dataInicial' | 'dataFinal';
export type ConciliacaoFiltroNome = 'situacao' | 'motivo' | 'idOrgaoCredor' | 'dataInicial' | 'dataFinal';

const vazio = (v: string | undefined) => v?.trim() || null;
const numero = (v: string | undefined) => (v ? Number(v) : null);

export const arquivoBancarioKeys = {
  all: ['arquivoBancario'] as const,
  list: () => ['arquivoBancario', 'list'] as const,
  detail: (id: number) => ['arquivoBancario', 'detail', id] as const,
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
  gerarRemessa: (idOrgaoCredor: number) =>
    http.post<RemessaGerada>('arquivoBancario/remessa', { idOrgaoCredor }),
  /** The return file as multipart field `arquivo`; 202 with the stored file and its processing task. */
  enviarRetorno: (arquivo: File) => {
    const corpo = new FormData();
    corpo.append('arquivo', arquivo, arquivo.name);
    return http.post<{ id: number; idTarefa: string }>('arquivoBancario/retorno', corpo);
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
    http.post<Page<ItemConciliacao>>(
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

export const useArquivoBancario = (id: number) =>
  useQuery({
    queryKey: arquivoBancarioKeys.detail(id),
    queryFn: () => arquivoBancarioApi.get(id),
    enabled: Number.isInteger(id) && id > 0,
  });
