import type { GridColDef } from '@mui/x-data-grid';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import Visibility from '@mui/icons-material/Visibility';
import { formatarNumeroProcesso, formatDate } from '@divida/domain/format';
import { ListPage, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { useSession } from '../../lib/SessionProvider.tsx';
import {
  PRAZO_DEFAULT_SORT,
  PRAZO_SORT,
  prazoApi,
  prazoKeys,
  type PrazoFiltroNome,
  type PrazoListItem,
} from './prazo.api.ts';

/** 'faltam 3 dias', 'vence hoje', 'vencido há 2 dias: aguardando ação'. */
export function textoPrazoRestante(dias: number): string {
  if (dias === 0) return 'Vence hoje';
  if (dias === 1) return 'Falta 1 dia';
  if (dias > 1) return `Faltam ${dias} dias`;
  return dias === -1 ? 'Vencido há 1 dia' : `Vencido há ${-dias} dias`;
}

const columns: GridColDef<PrazoListItem>[] = [
  {
    field: 'numeroProcesso',
    headerName: 'Número do Processo',
    width: 170,
    valueFormatter: (v: string) => formatarNumeroProcesso(v),
  },
  {
    field: 'prazoFinal',
    headerName: 'Prazo Final',
    width: 130,
    valueFormatter: (v: string) => formatDate(v),
  },
  {
    field: 'diasRestantesPrazo',
    headerName: 'Situação do Prazo',
    width: 170,
    sortable: false,
    valueFormatter: (v: number) => textoPrazoRestante(v),
  },
  { field: 'devedor', headerName: 'Devedor', flex: 2, minWidth: 200, sortable: false },
  { field: 'situacao', headerName: 'Situação do Processo', flex: 2, minWidth: 200, sortable: false },
];

/** The PGE reads every body's terms: whose they are comes after the number (issue 37 item 17, U-18). */
const colunaOrgao: GridColDef<PrazoListItem> = {
  field: 'orgaoCredor',
  headerName: 'Órgão Credor',
  width: 115,
  sortable: false,
};
// at 1366 the body's column fits beside the others when the two texts give up some of their minimum
const columnsPge: GridColDef<PrazoListItem>[] = [
  columns[0]!,
  colunaOrgao,
  ...columns.slice(1).map((c) => (c.flex ? { ...c, minWidth: 150 } : c)),
];

const OPCOES_DIAS = [0, 3, 7, 15, 30].map((d) => ({
  value: String(d),
  label: d === 0 ? 'Vencendo hoje' : `Até ${d} dias`,
}));

const filters: FilterDef<PrazoFiltroNome>[] = [
  { name: 'vencendoEmDias', label: 'Vencendo em', options: OPCOES_DIAS },
  { name: 'vencidos', label: 'Apenas vencidos aguardando ação', kind: 'flag' },
];

/** A phone's second line: the term's end, what is left of it and the debtor. */
const segundaLinha = (r: PrazoListItem) =>
  `${formatDate(r.prazoFinal)} · ${textoPrazoRestante(r.diasRestantesPrazo)} · ${r.devedor}`;
const segundaLinhaPge = (r: PrazoListItem) => `${r.orgaoCredor} · ${segundaLinha(r)}`;

/**
 * These terms run in the bodies (intimations, defences, appeals): the next action is the body's. What is
 * the PGE's to act on is elsewhere, and the PGE's reader is told where.
 */
const avisoPge = (
  <>
    Prazos em curso nos órgãos credores: a próxima ação cabe ao órgão de cada processo. O que cabe à PGE está
    no{' '}
    <Link component={RouterLink} to="/prescricao">
      Controle de Prescrição
    </Link>{' '}
    e na{' '}
    <Link component={RouterLink} to="/inscricaoDividaAtiva">
      Inscrição em Dívida Ativa
    </Link>
    .
  </>
);

const rowActions: RowAction<PrazoListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/processos/${r.idProcesso}` },
];

/**
 * /prazos 'Prazos' (docs/prazos-e-prescricao.md §3): the body's processes with a running term, or whose term is over
 * and that wait for its next action; soonest first.
 */
export default function PrazoListPage() {
  const pge = useSession().can('ACESSO_TODOS_ORGAOS');
  return (
    <ListPage<PrazoListItem, PrazoFiltroNome>
      title="Prazos"
      queryKey={prazoKeys.list()}
      fetchPage={prazoApi.list}
      columns={pge ? columnsPge : columns}
      sortFields={PRAZO_SORT}
      defaultSort={PRAZO_DEFAULT_SORT}
      filters={filters}
      getRowId={(r) => r.idProcesso}
      rowTo={(r) => `/processos/${r.idProcesso}`}
      rowActions={rowActions}
      segundaLinha={pge ? segundaLinhaPge : segundaLinha}
      aviso={pge ? avisoPge : undefined}
    />
  );
}
