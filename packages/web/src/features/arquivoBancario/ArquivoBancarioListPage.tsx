import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import CloudUpload from '@mui/icons-material/CloudUpload';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Visibility from '@mui/icons-material/Visibility';
import { formatBRL, formatDate } from '@divida/domain/format';
import { ListPage, type HeaderAction, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import {
  arquivoBancarioApi,
  arquivoBancarioKeys,
  type ArquivoBancario,
  type ArquivoBancarioFiltroNome,
} from './arquivoBancario.api.ts';
import { resumoResultados, rotuloTipo, TIPOS_ARQUIVO } from './rotulos.ts';

const columns: GridColDef<ArquivoBancario>[] = [
  {
    field: 'nome',
    headerName: 'Arquivo',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, r) => `${rotuloTipo(r.tipo)} ${r.nsa} — ${r.nome}`,
  },
  { field: 'tipo', headerName: 'Tipo', width: 100, valueGetter: (_v, r) => rotuloTipo(r.tipo) },
  {
    field: 'orgaoCredor',
    headerName: 'Órgão Credor',
    width: 130,
    sortable: false,
    valueGetter: (_v, r) => r.orgaoCredor?.sigla ?? r.orgaoCredor?.nome ?? '—',
  },
  { field: 'nsa', headerName: 'NSA', width: 80 },
  {
    field: 'dataGeracao',
    headerName: 'Data',
    width: 110,
    valueGetter: (_v, r) => r.dataGeracao ?? r.criadoEm ?? null,
    valueFormatter: (v: string | null) => (v ? formatDate(v) : '—'),
  },
  { field: 'quantidadeLinhas', headerName: 'Linhas', width: 80, sortable: false },
  {
    field: 'valorPago',
    headerName: 'Total Pago',
    width: 140,
    sortable: false,
    valueFormatter: (v: string | number | null) => (v === null || v === undefined ? '—' : formatBRL(v)),
  },
  {
    field: 'resultados',
    headerName: 'Resultado',
    flex: 1,
    minWidth: 220,
    sortable: false,
    valueGetter: (_v, r) => resumoResultados(r.resultados),
  },
];

const SORT = ['dataGeracao', 'nsa', 'tipo', 'nome'] as const;

const rowActions: RowAction<ArquivoBancario>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/arquivoBancario/${r.id}` },
];

const headerActions: HeaderAction[] = [
  {
    label: 'Gerar Remessa',
    icon: <NoteAdd />,
    permission: 'ARQUIVO_BANCARIO_ENVIAR',
    to: '/arquivoBancario/remessa',
  },
  {
    label: 'Enviar Retorno',
    icon: <CloudUpload />,
    permission: 'ARQUIVO_BANCARIO_ENVIAR',
    to: '/arquivoBancario/retorno',
  },
];

const TIPOS = Object.entries(TIPOS_ARQUIVO).map(([value, label]) => ({ value, label }));

/** /arquivoBancario: the bank's registration and return files of the bodies the user may see (BANCO.md §5). */
export default function ArquivoBancarioListPage() {
  const orgaos = useOrgaosCredoresLookup();
  const filters = useMemo<FilterDef<ArquivoBancarioFiltroNome>[]>(
    () => [
      { name: 'tipo', label: 'Tipo', options: TIPOS },
      {
        name: 'idOrgaoCredor',
        label: 'Órgão Credor',
        options: (orgaos.data ?? []).map((o) => ({ value: String(o.id), label: `${o.sigla} - ${o.nome}` })),
      },
      { name: 'dataInicial', label: 'Data - Início', kind: 'date' },
      { name: 'dataFinal', label: 'Data - Fim', kind: 'date' },
    ],
    [orgaos.data],
  );
  return (
    <ListPage<ArquivoBancario, ArquivoBancarioFiltroNome>
      title="Arquivos Bancários"
      queryKey={arquivoBancarioKeys.list()}
      fetchPage={arquivoBancarioApi.list}
      columns={columns}
      sortFields={SORT}
      defaultSort="dataGeracao,desc"
      filters={filters}
      rowTo={(r) => `/arquivoBancario/${r.id}`}
      rowActions={rowActions}
      headerActions={headerActions}
    />
  );
}
