import type { GridColDef } from '@mui/x-data-grid';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { formatCnpj } from '@divida/domain/format';
import {
  ORGAO_CREDOR_DEFAULT_SORT,
  ORGAO_CREDOR_SORT,
  orgaoCredorFiltroSchema,
} from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { ListPage, type HeaderAction, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import {
  orgaoCredorApi,
  orgaoCredorKeys,
  type OrgaoCredorFiltroNome,
  type OrgaoCredorResumo,
} from './orgaoCredor.api.ts';

const columns: GridColDef<OrgaoCredorResumo>[] = [
  { field: 'nome', headerName: 'Denominação', flex: 2, minWidth: 220 },
  { field: 'cnpj', headerName: 'CNPJ', width: 190, valueFormatter: (v: string) => formatCnpj(v) },
  { field: 'sigla', headerName: 'Sigla', width: 130 },
  { field: 'numeroIdentificador', headerName: 'Número Identificador', width: 190 },
];

const filters: FilterDef<OrgaoCredorFiltroNome>[] = [{ name: 'nome', label: 'Denominação', maxLength: 150 }];

/** A phone's second line: the acronym and the CNPJ. */
const segundaLinha = (r: OrgaoCredorResumo) => `${r.sigla} · ${formatCnpj(r.cnpj)}`;

const rowActions: RowAction<OrgaoCredorResumo>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/orgaoCredor/${r.id}` },
  {
    label: 'Editar',
    icon: <Edit />,
    permission: 'ORGAO_CREDOR_ALTERAR',
    to: (r) => ({ to: '/orgaoCredor/editar', state: { id: r.id } }),
  },
];

const headerActions: HeaderAction[] = [
  { label: 'Inserir', icon: <Add />, permission: 'ORGAO_CREDOR_CADASTRAR', to: '/orgaoCredor/cadastrar' },
];

/** /orgaoCredor: creditor bodies, name descending by default, filter by denomination (spec 01 §2.7, §9). */
export default function OrgaoCredorListPage() {
  return (
    <ListPage<OrgaoCredorResumo, OrgaoCredorFiltroNome>
      title="Consulta de Órgão Credor"
      queryKey={orgaoCredorKeys.list()}
      fetchPage={orgaoCredorApi.list}
      exportar={orgaoCredorApi.exportar}
      columns={columns}
      sortFields={ORGAO_CREDOR_SORT}
      defaultSort={ORGAO_CREDOR_DEFAULT_SORT}
      filters={filters}
      filterSchema={orgaoCredorFiltroSchema}
      rowActions={rowActions}
      headerActions={headerActions}
      segundaLinha={segundaLinha}
    />
  );
}
