import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Visibility from '@mui/icons-material/Visibility';
import { formatarNumeroProcesso, formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { ListPage, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { DuasLinhas } from '../../components/list/DuasLinhas.tsx';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import { NIVEIS_PRESCRICAO, NIVEIS_REQUEREM_ACAO, ROTULO_NIVEL, textoDiasRestantes } from './nivel.ts';
import { NivelChip } from './NivelChip.tsx';
import {
  PRESCRICAO_DEFAULT_SORT,
  PRESCRICAO_SORT,
  prescricaoApi,
  prescricaoKeys,
  type PrescricaoFiltroNome,
  type PrescricaoListItem,
} from './prescricao.api.ts';

// within the card at 1366 with the menu open: the days left under the deadline, not a column of their own
const columns: GridColDef<PrescricaoListItem>[] = [
  {
    field: 'numeroProcesso',
    headerName: 'Número do Processo',
    width: 155,
    valueFormatter: (v: string) => formatarNumeroProcesso(v),
  },
  {
    field: 'nivel',
    headerName: 'Nível',
    width: 105,
    renderCell: ({ row }) => <NivelChip nivel={row.nivel} />,
  },
  {
    field: 'prazoPrescricional',
    headerName: 'Prazo Prescricional',
    width: 170,
    valueFormatter: (v: string | null) => (v ? formatDate(v) : SEM_VALOR),
    renderCell: ({ row, formattedValue }) =>
      row.diasRestantes === null ? (
        formattedValue
      ) : (
        <DuasLinhas segunda={textoDiasRestantes(row.diasRestantes)}>{formattedValue}</DuasLinhas>
      ),
  },
  {
    field: 'numeroCda',
    headerName: 'CDA',
    width: 120,
    sortable: false,
    valueFormatter: (v: string | null) => (v ? formatarNumeroProcesso(v) : SEM_VALOR),
  },
  { field: 'devedor', headerName: 'Devedor', flex: 2, minWidth: 150, sortable: false },
  { field: 'orgaoCredor', headerName: 'Órgão Credor', flex: 1, minWidth: 105, sortable: false },
  {
    field: 'valor',
    headerName: 'Valor',
    width: 125,
    align: 'right',
    headerAlign: 'right',
    valueFormatter: (v: number | string) => formatBRL(v),
  },
];

/** A phone's second line: the level and, while the clock runs, the days left. */
const segundaLinha = (r: PrescricaoListItem) =>
  [ROTULO_NIVEL[r.nivel], textoDiasRestantes(r.diasRestantes)].filter(Boolean).join(' · ');

/** The levels a filter may pick, and the PGE's 'needs action' group the bell links to. */
const OPCOES_NIVEL = [
  ...NIVEIS_PRESCRICAO.map((n) => ({ value: n, label: ROTULO_NIVEL[n] })),
  { value: NIVEIS_REQUEREM_ACAO.join(','), label: 'Requer ação (Laranja a Prescrito)' },
];

const rowActions: RowAction<PrescricaoListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/processos/${r.idProcesso}` },
];

/** /prescricao 'Controle de Prescrição' (docs/prazos-e-prescricao.md §3): the credits by deadline, soonest first. */
export default function PrescricaoListPage() {
  const orgaos = useOrgaosCredoresLookup();
  const filters = useMemo<FilterDef<PrescricaoFiltroNome>[]>(
    () => [
      { name: 'niveis', label: 'Nível', options: OPCOES_NIVEL },
      {
        name: 'idOrgaoCredor',
        label: 'Órgão Credor',
        options: (orgaos.data ?? []).map((o) => ({ value: String(o.id), label: `${o.sigla} - ${o.nome}` })),
      },
      { name: 'prazoAte', label: 'Prazo até', kind: 'date' },
      { name: 'apenasSemAjuizamento', label: 'Apenas sem ajuizamento', kind: 'flag' },
    ],
    [orgaos.data],
  );
  return (
    <ListPage<PrescricaoListItem, PrescricaoFiltroNome>
      title="Controle de Prescrição"
      queryKey={prescricaoKeys.list()}
      fetchPage={prescricaoApi.list}
      exportar={prescricaoApi.exportar}
      columns={columns}
      sortFields={PRESCRICAO_SORT}
      defaultSort={PRESCRICAO_DEFAULT_SORT}
      filters={filters}
      getRowId={(r) => r.idProcesso}
      rowTo={(r) => `/processos/${r.idProcesso}`}
      rowActions={rowActions}
      segundaLinha={segundaLinha}
    />
  );
}
