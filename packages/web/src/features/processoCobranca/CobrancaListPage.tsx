import type { GridColDef } from '@mui/x-data-grid';
import Visibility from '@mui/icons-material/Visibility';
import {
  COBRANCA_DEFAULT_SORT,
  cobrancaFiltroFormSchema,
  SITUACAO_COBRANCA,
  type SituacaoCobrancaId,
} from '@divida/domain/cobranca/cobranca.schema';
import {
  formatarNumeroProcesso,
  formatBRL,
  formatCpfCnpj,
  formatDate,
  formatarNumeroCobranca,
} from '@divida/domain/format';
import { ORIGENS_COBRANCA, ROTULO_ORIGEM_COBRANCA } from '@divida/domain/cobranca/origem.schema';
import { ListPage, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { DuasLinhas } from '../../components/list/DuasLinhas.tsx';
import { cobrancaApi, cobrancaKeys, type CobrancaFiltroNome, type CobrancaListItem } from './cobranca.api.ts';
import { rotuloSituacao } from './rotulos.ts';

// within the card at 1366 with the menu open: the holder's document under their name
const columns: GridColDef<CobrancaListItem>[] = [
  {
    field: 'data',
    headerName: 'Data',
    width: 110,
    valueGetter: (_v, r) => r.dataAcordo,
    valueFormatter: (v: string) => formatDate(v),
  },
  {
    field: 'numero',
    headerName: 'N° Processo de Cobrança',
    width: 185,
    valueFormatter: (v: string) => formatarNumeroCobranca(v),
  },
  {
    field: 'processos.numero',
    headerName: 'N° Processo',
    width: 155,
    valueGetter: (_v, r) => r.numeroProcessoConstituicaoCredito.map(formatarNumeroProcesso).join(', '),
  },
  {
    field: 'titular.nome',
    headerName: 'Titular',
    flex: 2,
    minWidth: 180,
    valueGetter: (_v, r) => r.titular.nome.toLocaleUpperCase('pt-BR'),
    renderCell: ({ row, value }) => (
      <DuasLinhas segunda={formatCpfCnpj(row.titular.documentoIdentificacao)}>{value}</DuasLinhas>
    ),
  },
  {
    field: 'situacaoProcesso.nome',
    headerName: 'Situação',
    width: 150,
    valueGetter: (_v, r) => rotuloSituacao(r.situacao.id),
    // the origin under it (docs/portal.md §5.5): who made the agreement, the staff or the debtor
    renderCell: ({ row, value }) => (
      <DuasLinhas segunda={ROTULO_ORIGEM_COBRANCA[row.origem]}>{value}</DuasLinhas>
    ),
  },
  {
    field: 'saldoDevedor',
    headerName: 'Saldo da Cobrança',
    width: 140,
    sortable: false,
    valueFormatter: (v: number) => formatBRL(v),
  },
];

/** A phone's second line: the collection's number, its holder and its situation. */
const segundaLinha = (r: CobrancaListItem) =>
  [
    formatarNumeroCobranca(r.numero),
    r.titular.nome.toLocaleUpperCase('pt-BR'),
    rotuloSituacao(r.situacao.id),
    ...(r.origem === 'PORTAL' ? [ROTULO_ORIGEM_COBRANCA.PORTAL] : []),
  ].join(' · ');

const SORT = [
  'data',
  'numero',
  'processos.numero',
  'titular.nome',
  'titular.documentoIdentificacao',
  'situacaoProcesso.nome',
] as const;

// the statuses of process type COBRANCA (spec 03 §4), sorted by name
const SITUACOES = (
  [
    [SITUACAO_COBRANCA.ATIVO, 'ATIVO'],
    [SITUACAO_COBRANCA.CANCELADO, 'CANCELADO'],
    [SITUACAO_COBRANCA.EM_NEGOCIACAO, 'EM NEGOCIAÇÃO'],
    [SITUACAO_COBRANCA.PARCELADO, 'PARCELADO'],
    [SITUACAO_COBRANCA.QUITADO, 'QUITADO'],
  ] as [SituacaoCobrancaId, string][]
).map(([value, label]) => ({ value: String(value), label }));

const filters: FilterDef<CobrancaFiltroNome>[] = [
  { name: 'numeroProcessoCobranca', label: 'N° do Processo de Cobrança', maxLength: 16 },
  { name: 'idSituacao', label: 'Situação', options: SITUACOES },
  { name: 'numeroCDA', label: 'Número do Processo', maxLength: 16 },
  { name: 'dataInicial', label: 'Data de Início', kind: 'date' },
  { name: 'dataFinal', label: 'Data de Fim', kind: 'date' },
  { name: 'cpfCnpj', label: 'CPF/CNPJ Devedor', maxLength: 18 },
  {
    name: 'origem',
    label: 'Origem',
    options: ORIGENS_COBRANCA.map((o) => ({ value: o, label: ROTULO_ORIGEM_COBRANCA[o] })),
  },
];

const rowActions: RowAction<CobrancaListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/processoCobranca/${r.idProcessoCobranca}` },
];

/** /processoCobranca 'Acompanhamento de Cobrança' (spec 03 §2.2). */
export default function CobrancaListPage() {
  return (
    <ListPage<CobrancaListItem, CobrancaFiltroNome>
      title="Acompanhamento de Cobrança"
      queryKey={cobrancaKeys.list()}
      fetchPage={cobrancaApi.list}
      exportar={cobrancaApi.exportar}
      columns={columns}
      sortFields={SORT}
      defaultSort={COBRANCA_DEFAULT_SORT}
      filters={filters}
      filterSchema={cobrancaFiltroFormSchema}
      getRowId={(r) => r.idProcessoCobranca}
      rowTo={(r) => `/processoCobranca/${r.idProcessoCobranca}`}
      rowActions={rowActions}
      segundaLinha={segundaLinha}
    />
  );
}
