import type { devedorListItemSchema } from '@divida/domain/devedor/devedor.schema';
import { DEVEDOR_BUSCA_TAMANHO } from '@divida/domain/relatorio/relatorioSintetico.schema';
import { api, type CorpoDe } from '../../lib/api.ts';
import { http } from '../../lib/http.ts';
import type { z } from 'zod';
import { exportarPlanilha } from '../../lib/exportar.ts';

export type DevedorOpcao = Pick<
  z.output<typeof devedorListItemSchema>,
  'id' | 'nome' | 'documentoIdentificacao'
>;

const BASE = 'processoConstituicaoCredito';

/** The report's filter: the route's body (`relatorioSinteticoFiltroSchema`), for its rows and files. */
export type PedidoRelatorio = CorpoDe<'POST', `${typeof BASE}/relatorioSinteticoProcessos`>;

const arquivo = (caminho: string, p: PedidoRelatorio, accept: string) =>
  http.post<Blob>(`${BASE}/${caminho}`, p, { headers: { Accept: accept }, responseType: 'blob' });

export const relatorioApi = {
  /** Debtors by name for the autocomplete (spec 02 §5: page size 50, sorted by name). */
  devedores: (nome: string) =>
    api.post(
      'devedor/listRelatorio',
      { nome },
      { query: { size: DEVEDOR_BUSCA_TAMANHO, page: 0, sort: 'nome' } },
    ),
  /** Whether the period has any row: one row asked for (the files read the rows themselves). */
  temLinhas: async (p: PedidoRelatorio) =>
    (await api.post(`${BASE}/relatorioSinteticoProcessos`, p, { query: { max: 1 } })).length > 0,
  pdf: (p: PedidoRelatorio) => arquivo('relatorioSinteticoProcessosPdf', p, 'application/pdf'),
  /** The workbook, or (a large period) the background task writing it. */
  excel: (p: PedidoRelatorio) => exportarPlanilha(`${BASE}/relatorioSinteticoProcessosExcel`, p),
};
