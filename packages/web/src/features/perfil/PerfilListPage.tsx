import type { GridColDef } from '@mui/x-data-grid';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import { PERFIL_DEFAULT_SORT, PERFIL_SORT, perfilFiltroSchema } from '@divida/domain/perfil/perfil.schema';
import { ListPage, type HeaderAction, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { perfilApi, perfilKeys, type PerfilFiltroNome, type PerfilResumo } from './perfil.api.ts';

const columns: GridColDef<PerfilResumo>[] = [
  {
    field: 'nome',
    headerName: 'Nome',
    flex: 1,
    minWidth: 200,
    valueFormatter: (v: string) => v?.toLocaleUpperCase('pt-BR'),
  },
  {
    // issue 37 item 1: a profile of one body, or shared by all (the PGE's to change)
    field: 'orgaoCredor',
    headerName: 'Órgão Credor',
    width: 200,
    sortable: false,
    valueGetter: (_v, r) => r.orgaoCredor?.sigla ?? 'Todos (compartilhado)',
  },
];

const filters: FilterDef<PerfilFiltroNome>[] = [
  { name: 'nome', label: 'Nome', maxLength: 150, upperCase: true },
];

const rowActions: RowAction<PerfilResumo>[] = [
  {
    label: 'Editar',
    icon: <Edit />,
    permission: 'PERFIL_ALTERAR',
    to: (r) => ({ to: '/perfil/editar', state: { id: r.id } }),
  },
];

const headerActions: HeaderAction[] = [
  { label: 'Inserir', icon: <Add />, permission: 'PERFIL_CADASTRAR', to: '/perfil/cadastrar' },
];

/** /perfil: 'Consulta de Perfil' (spec 01 §2.4). */
export default function PerfilListPage() {
  return (
    <ListPage<PerfilResumo, PerfilFiltroNome>
      title="Consulta de Perfil"
      queryKey={perfilKeys.list()}
      fetchPage={perfilApi.list}
      exportar={perfilApi.exportar}
      columns={columns}
      sortFields={PERFIL_SORT}
      defaultSort={PERFIL_DEFAULT_SORT}
      filters={filters}
      filterSchema={perfilFiltroSchema}
      rowActions={rowActions}
      headerActions={headerActions}
    />
  );
}
