import type { GridColDef } from '@mui/x-data-grid';
import Tooltip from '@mui/material/Tooltip';
import { formatDateTime } from '@divida/domain/format';
import {
  ACAO_AUDITADA_LABEL,
  ACOES_AUDITADAS,
  AUDITORIA_DEFAULT_SORT,
  AUDITORIA_SORT,
  ENTIDADE_AUDITADA_LABEL,
  ENTIDADES_AUDITADAS,
  auditoriaFiltroSchema,
  type AuditoriaLinha,
} from '@divida/domain/auditoria/auditoria.schema';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import { registroAuditado } from '@divida/domain/auditoria/valorAuditado';
import { ListPage, type HeaderAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { auditoriaApi, auditoriaKeys, type AuditoriaFiltroNome } from './auditoria.api.ts';
import { resumoDosCampos } from './CamposAlterados.tsx';
import { rotuloDaAcao } from './Historico.tsx';

const columns: GridColDef<AuditoriaLinha>[] = [
  { field: 'em', headerName: 'Data e hora', width: 150, valueGetter: (_v, r) => formatDateTime(r.em) },
  {
    field: 'usuario',
    headerName: 'Usuário',
    width: 200,
    sortable: false,
    valueGetter: (_v, r) => r.usuario?.nome ?? 'Sistema',
  },
  {
    field: 'entidade',
    headerName: 'Registro',
    width: 200,
    valueGetter: (_v, r) => registroAuditado(r),
  },
  { field: 'acao', headerName: 'Ação', width: 200, valueGetter: (_v, r) => rotuloDaAcao(r) },
  {
    field: 'campos',
    headerName: 'Alterações',
    flex: 1,
    minWidth: 250,
    sortable: false,
    renderCell: ({ row }) => {
      const texto = resumoDosCampos(row);
      return (
        <Tooltip title={texto}>
          <span>{texto}</span>
        </Tooltip>
      );
    },
  },
];

const filters: FilterDef<AuditoriaFiltroNome>[] = [
  {
    name: 'entidade',
    label: 'Registro',
    options: ENTIDADES_AUDITADAS.map((e) => ({ value: e, label: ENTIDADE_AUDITADA_LABEL[e] })),
  },
  { name: 'entidadeId', label: 'Nº do registro', maxLength: 60 },
  { name: 'idUsuario', label: 'Nº do usuário', maxLength: 10 },
  {
    name: 'acao',
    label: 'Ação',
    options: ACOES_AUDITADAS.map((a) => ({ value: a, label: ACAO_AUDITADA_LABEL[a] })),
  },
  { name: 'dataInicio', label: 'Data inicial', kind: 'date' },
  { name: 'dataFim', label: 'Data final', kind: 'date' },
];

// the chain covers every body: only the PGE's auditors may verify it (the server checks it too)
const headerActions: HeaderAction[] = [
  {
    label: 'Verificar Integridade',
    icon: <VerifiedUser />,
    permission: 'ACESSO_TODOS_ORGAOS',
    to: '/auditoria/verificar',
  },
];

/** /auditoria: who changed what and when, newest first, within the caller's bodies (issue 26). */
export default function AuditoriaListPage() {
  return (
    <ListPage<AuditoriaLinha, AuditoriaFiltroNome>
      title="Auditoria"
      queryKey={auditoriaKeys.list()}
      fetchPage={auditoriaApi.list}
      columns={columns}
      sortFields={AUDITORIA_SORT}
      defaultSort={AUDITORIA_DEFAULT_SORT}
      filters={filters}
      filterSchema={auditoriaFiltroSchema}
      headerActions={headerActions}
    />
  );
}
