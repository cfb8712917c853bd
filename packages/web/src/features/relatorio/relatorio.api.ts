import type { Page } from '@divida/domain/list';
import {
  DEVEDOR_BUSCA_TAMANHO,
  type RelatorioSinteticoLinha,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import { http } from '../../lib/http.ts';
import { exportarPlanilha } from '../../lib/exportar.ts';

export interface DevedorOpcao {
  id: number;
  nome: string;
  documentoIdentificacao: string;
}

export interface PedidoRelatorio {
  idDevedor: number | null;
  idFaseProcesso: number | null;
  idSituacaoProcesso: number | null;
  excluido: false;
  dataInicio: string | null;
  dataFim: string | null;
}

const BASE = 'processoConstituicaoCredito';
const arquivo = (caminho: string, p: PedidoRelatorio, accept: string) =>
  http.post<Blob>(`${BASE}/${caminho}`, p, { headers: { Accept: accept }, responseType: 'blob' });

export const relatorioApi = {
  /** Debtors by name for the autocomplete (spec 02 §5: page size 50, sorted by name). */
  devedores: (nome: string) =>
    http.post<Page<DevedorOpcao>>(
      'devedor/listRelatorio',
      { nome },
      { query: { size: DEVEDOR_BUSCA_TAMANHO, page: 0, sort: 'nome' } },
    ),
  /** Whether the period has any row: one row asked for (the files read the rows themselves). */
  temLinhas: async (p: PedidoRelatorio) =>
    (
      await http.post<RelatorioSinteticoLinha[]>(`${BASE}/relatorioSinteticoProcessos`, p, {
        query: { max: 1 },
      })
    ).length > 0,
  pdf: (p: PedidoRelatorio) => arquivo('relatorioSinteticoProcessosPdf', p, 'application/pdf'),
  /** The workbook, or (a large period) the background task writing it. */
  excel: (p: PedidoRelatorio) => exportarPlanilha(`${BASE}/relatorioSinteticoProcessosExcel`, p),
};
