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

const autor = (r: AuditoriaLinha) => r.usuario?.nome ?? 'Sistema';

/** On a phone, under the date: which record, what, who (the other columns are not shown there). */
export const segundaLinhaAuditoria = (r: AuditoriaLinha) =>
  `${registroAuditado(r)} · ${rotuloDaAcao(r)} · ${autor(r)}`;

const columns: GridColDef<AuditoriaLinha>[] = [
  {
    field: 'em',
    headerName: 'Data e hora',
    width: 150,
    valueGetter: (_v, r) => formatDateTime(r.em),
  },
  {
    field: 'usuario',
    headerName: 'Usuário',
    width: 200,
    sortable: false,
    valueGetter: (_v, r) => autor(r),
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
  // the number the screens show ('2026/00000026') or its digits; the server finds the record (U-9)
  { name: 'numero', label: 'Número do processo ou da cobrança', maxLength: 20 },
  // picked by name; the user's internal id stays for addresses that carry it
  {
    name: 'usuario',
    label: 'Usuário',
    maxLength: 100,
    sugestoes: async (nome) => (await auditoriaApi.usuarios(nome)).map((u) => u.nome),
  },
  {
    name: 'acao',
    label: 'Ação',
    options: ACOES_AUDITADAS.map((a) => ({ value: a, label: ACAO_AUDITADA_LABEL[a] })),
  },
  { name: 'dataInicio', label: 'Data inicial', kind: 'date' },
  { name: 'dataFim', label: 'Data final', kind: 'date' },
  // the internal ids of older addresses (and of a record's own link): a chip, not a field to type
  { name: 'entidadeId', label: 'Identificador do registro', maxLength: 60, hidden: () => true },
  { name: 'idUsuario', label: 'Identificador do usuário', maxLength: 10, hidden: () => true },
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
      segundaLinha={segundaLinhaAuditoria}
    />
  );
}
