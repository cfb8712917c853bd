import { formatDocumento } from '@divida/domain/format';
import type { GridColDef } from '@mui/x-data-grid';
import Visibility from '@mui/icons-material/Visibility';
import {
  DEVEDOR_DEFAULT_SORT,
  DEVEDOR_SORT,
  devedorFiltroSchema,
} from '@divida/domain/devedor/devedor.schema';
import { ListPage, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { devedorApi, devedorKeys, type DevedorFiltroNome, type DevedorListItem } from './devedor.api.ts';

const columns: GridColDef<DevedorListItem>[] = [
  { field: 'nome', headerName: 'Nome', flex: 2, minWidth: 200 },
  {
    field: 'documentoIdentificacao',
    headerName: 'Documento de Identificação',
    width: 220,
    valueGetter: (_v, r) => formatDocumento(r.tipoDocumentoIdentificacao.id, r.documentoIdentificacao),
  },
];
const filters: FilterDef<DevedorFiltroNome>[] = [
  { name: 'nome', label: 'Nome', maxLength: 150 },
  { name: 'documentoIdentificacao', label: 'CPF/CNPJ/IE', maxLength: 20 },
];
const detalhe = (r: DevedorListItem) => `/devedor/${r.id}`;
/** A phone's second line: the document. */
const segundaLinha = (r: DevedorListItem) =>
  formatDocumento(r.tipoDocumentoIdentificacao.id, r.documentoIdentificacao);

const rowActions: RowAction<DevedorListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: detalhe },
];

/** /devedor: debtors by name and identification document (spec 02 §2.9). */
export default function DevedorListPage() {
  return (
    <ListPage<DevedorListItem, DevedorFiltroNome>
      title="Consulta de Devedores"
      queryKey={devedorKeys.list()}
      fetchPage={devedorApi.list}
      exportar={devedorApi.exportar}
      columns={columns}
      sortFields={DEVEDOR_SORT}
      defaultSort={DEVEDOR_DEFAULT_SORT}
      filters={filters}
      filterSchema={devedorFiltroSchema}
      rowTo={detalhe}
      rowActions={rowActions}
      segundaLinha={segundaLinha}
    />
  );
}
