import type { GridColDef } from '@mui/x-data-grid';
import Add from '@mui/icons-material/Add';
import Edit from '@mui/icons-material/Edit';
import Visibility from '@mui/icons-material/Visibility';
import {
  TIPO_DOCUMENTO_DEFAULT_SORT,
  TIPO_DOCUMENTO_SORT,
  tipoDocumentoFiltroSchema,
  type TipoDocumento,
} from '@divida/domain/tipoDocumento/tipoDocumento.schema';
import { ListPage, type HeaderAction, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { MENSAGENS } from '@divida/domain/errors';
import { useSession } from '../../lib/SessionProvider.tsx';
import { tipoDocumentoApi, tipoDocumentoKeys, type TipoDocumentoFiltroNome } from './tipoDocumento.api.ts';

const columns: GridColDef<TipoDocumento>[] = [{ field: 'nome', headerName: 'Nome', flex: 1, minWidth: 200 }];

const filters: FilterDef<TipoDocumentoFiltroNome>[] = [{ name: 'nome', label: 'Nome', maxLength: 150 }];

const verDetalhes: RowAction<TipoDocumento> = {
  label: 'Ver Detalhes',
  icon: <Visibility />,
  to: (r) => `/tipoDocumento/${r.id}`,
};
const rowActions: RowAction<TipoDocumento>[] = [
  verDetalhes,
  {
    label: 'Editar',
    icon: <Edit />,
    permission: 'TIPO_DOCUMENTO_ALTERAR',
    to: (r) => ({ to: '/tipoDocumento/editar', state: { id: r.id } }),
  },
];

const headerActions: HeaderAction[] = [
  { label: 'Inserir', icon: <Add />, permission: 'TIPO_DOCUMENTO_CADASTRAR', to: '/tipoDocumento/cadastrar' },
];

/**
 * Every body shares the document types (issue 37 item 1): only the PGE includes or changes them, so a
 * body's user gets the list and the details, with a line saying why there is nothing to change.
 */
const SO_CONSULTA: RowAction<TipoDocumento>[] = [verDetalhes];
const SEM_ACOES: HeaderAction[] = [];

/** /tipoDocumento: 'Consulta de Tipo de Documentos' (spec 01 §2.8). */
export default function TipoDocumentoListPage() {
  const { can, podeAlterarCompartilhado } = useSession();
  const alteraria = can('TIPO_DOCUMENTO_CADASTRAR') || can('TIPO_DOCUMENTO_ALTERAR');
  return (
    <ListPage<TipoDocumento, TipoDocumentoFiltroNome>
      title="Consulta de Tipo de Documentos"
      queryKey={tipoDocumentoKeys.list()}
      fetchPage={tipoDocumentoApi.list}
      exportar={tipoDocumentoApi.exportar}
      columns={columns}
      sortFields={TIPO_DOCUMENTO_SORT}
      defaultSort={TIPO_DOCUMENTO_DEFAULT_SORT}
      filters={filters}
      filterSchema={tipoDocumentoFiltroSchema}
      rowActions={podeAlterarCompartilhado ? rowActions : SO_CONSULTA}
      headerActions={podeAlterarCompartilhado ? headerActions : SEM_ACOES}
      aviso={alteraria && !podeAlterarCompartilhado ? MENSAGENS.tiposDocumentoCompartilhados : undefined}
    />
  );
}
