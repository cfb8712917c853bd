import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import { formatCpf } from '@divida/domain/format';
import {
  USUARIO_DEFAULT_SORT,
  USUARIO_SORT,
  usuarioFiltroFormSchema,
  type UsuarioListItem,
} from '@divida/domain/usuario/usuario.schema';
import { ListPage, type HeaderAction, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import { usuarioApi, usuarioKeys, type UsuarioFiltroNome } from './usuario.api.ts';

const columns: GridColDef<UsuarioListItem>[] = [
  { field: 'nome', headerName: 'Nome', flex: 2, minWidth: 200 },
  { field: 'cpf', headerName: 'CPF', width: 160, valueFormatter: (v: string | null) => formatCpf(v) },
  { field: 'matricula', headerName: 'Matrícula', width: 130 },
  {
    field: 'orgaoCredor.sigla',
    headerName: 'Órgão Credor',
    width: 160,
    valueGetter: (_v, row) => row.orgaoCredor.sigla,
  },
];

/** A phone's second line: the body and the CPF. */
const segundaLinha = (r: UsuarioListItem) =>
  [r.orgaoCredor.sigla, r.cpf ? formatCpf(r.cpf) : null].filter(Boolean).join(' · ');

const rowActions: RowAction<UsuarioListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/usuario/${r.id}` },
  {
    label: 'Editar',
    icon: <Edit />,
    permission: 'USUARIO_ALTERAR',
    to: (r) => ({ to: '/usuario/editar', state: { id: r.id } }),
  },
];

const headerActions: HeaderAction[] = [
  { label: 'Inserir', icon: <Add />, permission: 'USUARIO_CADASTRAR', to: '/usuario/cadastrar' },
];

/** /usuario: users with name, CPF, matrícula and body acronym; filters name and creditor body (spec 01 §2.6). */
export default function UsuarioListPage() {
  const orgaos = useOrgaosCredoresLookup();
  const filters = useMemo<FilterDef<UsuarioFiltroNome>[]>(
    () => [
      { name: 'nome', label: 'Nome', maxLength: 150 },
      {
        name: 'orgaoCredor',
        label: 'Órgão Credor',
        options: (orgaos.data ?? []).map((o) => ({ value: String(o.id), label: `${o.sigla} - ${o.nome}` })),
      },
    ],
    [orgaos.data],
  );
  return (
    <ListPage<UsuarioListItem, UsuarioFiltroNome>
      title="Consulta de Usuários"
      queryKey={usuarioKeys.list()}
      fetchPage={usuarioApi.list}
      exportar={usuarioApi.exportar}
      columns={columns}
      sortFields={USUARIO_SORT}
      defaultSort={USUARIO_DEFAULT_SORT}
      filters={filters}
      filterSchema={usuarioFiltroFormSchema}
      rowActions={rowActions}
      headerActions={headerActions}
      segundaLinha={segundaLinha}
    />
  );
}
