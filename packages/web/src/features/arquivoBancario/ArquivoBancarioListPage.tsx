import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import CloudUpload from '@mui/icons-material/CloudUpload';
import NoteAdd from '@mui/icons-material/NoteAdd';
import Visibility from '@mui/icons-material/Visibility';
import {
  ARQUIVO_BANCARIO_DEFAULT_SORT,
  ARQUIVO_BANCARIO_SORT,
  arquivoBancarioFiltroSchema,
  type ArquivoBancario,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { idTextoSchema } from '@divida/domain/id';
import { ListPage, type HeaderAction, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { AteDuasLinhas } from '../../components/list/DuasLinhas.tsx';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import {
  arquivoBancarioApi,
  arquivoBancarioKeys,
  type ArquivoBancarioFiltroNome,
} from './arquivoBancario.api.ts';
import { resumoResultados, rotuloSituacaoArquivo, rotuloTipo, TIPOS_ARQUIVO_ROTULO } from './rotulos.ts';

const resultado = (r: ArquivoBancario) =>
  r.situacao === 'PROCESSADO' || r.tipo === 'REMESSA'
    ? resumoResultados(r.resultados)
    : rotuloSituacaoArquivo(r.situacao);

// within the card at 1366 with the menu open: the kind is in the file's name ('Retorno NSA 1 — ...'), not
// a column of its own; the name and the outcome in up to two lines
const columns: GridColDef<ArquivoBancario>[] = [
  {
    field: 'nsa',
    headerName: 'Arquivo',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, r) => `${rotuloTipo(r.tipo)} NSA ${r.nsa} — ${r.nome}`,
    renderCell: ({ value }) => <AteDuasLinhas>{value}</AteDuasLinhas>,
  },
  {
    field: 'orgaoCredor',
    headerName: 'Órgão Credor',
    width: 110,
    sortable: false,
    valueGetter: (_v, r) => r.orgaoCredor.sigla,
  },
  { field: 'criadoEm', headerName: 'Data', width: 110, valueFormatter: (v: string) => formatDate(v) },
  { field: 'quantidadeLinhas', headerName: 'Linhas', width: 75, sortable: false },
  {
    field: 'totalPago',
    headerName: 'Total Pago',
    width: 125,
    sortable: false,
    valueGetter: (_v, r) => (r.tipo === 'RETORNO' ? formatBRL(r.totalPago) : SEM_VALOR),
  },
  {
    field: 'resultados',
    headerName: 'Resultado',
    flex: 1,
    minWidth: 200,
    sortable: false,
    valueGetter: (_v, r) => resultado(r),
    renderCell: ({ value }) => <AteDuasLinhas>{value}</AteDuasLinhas>,
  },
];

/** A phone's second line: the body, the day and the outcome. */
const segundaLinha = (r: ArquivoBancario) =>
  [r.orgaoCredor.sigla, formatDate(r.criadoEm), resultado(r)].join(' · ');

// the URL holds the body's id as text
const filtroForm = arquivoBancarioFiltroSchema.extend({ idOrgaoCredor: idTextoSchema().nullish() });

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

const TIPOS = Object.entries(TIPOS_ARQUIVO_ROTULO).map(([value, label]) => ({ value, label }));

/** /arquivoBancario: the bank's registration and return files of the bodies the user may see (docs/arquivos-bancarios.md §5). */
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
      sortFields={ARQUIVO_BANCARIO_SORT}
      defaultSort={ARQUIVO_BANCARIO_DEFAULT_SORT}
      filters={filters}
      filterSchema={filtroForm}
      rowTo={(r) => `/arquivoBancario/${r.id}`}
      rowActions={rowActions}
      headerActions={headerActions}
      segundaLinha={segundaLinha}
    />
  );
}
