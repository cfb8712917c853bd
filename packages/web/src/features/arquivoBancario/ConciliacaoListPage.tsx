import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/Visibility';
import {
  CONCILIACAO_DEFAULT_SORT,
  CONCILIACAO_SORT,
  conciliacaoFiltroSchema,
  MOTIVOS_CONCILIACAO,
  ROTULO_MOTIVO_CONCILIACAO,
  type Conciliacao,
} from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { formatBRL, formatDate, SEM_VALOR } from '@divida/domain/format';
import { idTextoSchema } from '@divida/domain/id';
import { ListPage, type ListSelection, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { AteDuasLinhas, DuasLinhas } from '../../components/list/DuasLinhas.tsx';
import { useSession } from '../../lib/SessionProvider.tsx';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import {
  conciliacaoApi,
  conciliacaoKeys,
  type AcaoConciliacao,
  type ConciliacaoFiltroNome,
} from './arquivoBancario.api.ts';
import { ResolverConciliacaoDialog } from './ResolverConciliacaoDialog.tsx';
import {
  ACOES_CONCILIACAO,
  rotuloMotivo,
  rotuloResolucao,
  rotuloSituacaoConciliacao,
  SITUACOES_CONCILIACAO_ROTULO,
} from './rotulos.ts';

// the server sorts by CONCILIACAO_SORT only
const columns: GridColDef<Conciliacao>[] = [
  {
    field: 'motivo',
    headerName: 'Motivo',
    flex: 1,
    minWidth: 170,
    sortable: false,
    valueGetter: (_v, r) => `${rotuloMotivo(r.motivo)} — ${formatBRL(r.valor)}`,
    renderCell: ({ value }) => <AteDuasLinhas>{value}</AteDuasLinhas>,
  },
  { field: 'nossoNumero', headerName: 'Nosso Número', width: 165, sortable: false },
  { field: 'valorPago', headerName: 'Valor Pago', width: 120, valueFormatter: (v: number) => formatBRL(v) },
  {
    field: 'dataPagamento',
    headerName: 'Pagamento',
    width: 110,
    valueFormatter: (v: string | null) => (v ? formatDate(v) : SEM_VALOR),
  },
  {
    field: 'orgaoCredor',
    headerName: 'Órgão',
    width: 105,
    sortable: false,
    valueGetter: (_v, r) => r.orgaoCredor.sigla,
  },
  {
    field: 'arquivo',
    headerName: 'Arquivo / Linha',
    width: 115,
    sortable: false,
    valueGetter: (_v, r) => `NSA ${r.arquivo.nsa} / ${r.linha}`,
  },
  {
    // the resolution under the situation: within the card at 1366 with the menu open
    field: 'situacao',
    headerName: 'Situação',
    width: 110,
    sortable: false,
    valueGetter: (_v, r) => rotuloSituacaoConciliacao(r.situacao),
    renderCell: ({ row, value }) =>
      row.resolucao ? <DuasLinhas segunda={rotuloResolucao(row.resolucao)}>{value}</DuasLinhas> : value,
  },
];

/** A phone's second line: the situation (a resolved line is not a pending one), the body and the day. */
const segundaLinha = (r: Conciliacao) =>
  [
    `${rotuloSituacaoConciliacao(r.situacao)}${r.resolucao ? ` (${rotuloResolucao(r.resolucao)})` : ''}`,
    r.orgaoCredor.sigla,
    r.dataPagamento ? formatDate(r.dataPagamento) : null,
  ]
    .filter(Boolean)
    .join(' · ');

// the URL holds the body's id as text
const filtroForm = conciliacaoFiltroSchema.extend({ idOrgaoCredor: idTextoSchema().nullish() });

const rowActions: RowAction<Conciliacao>[] = [
  { label: 'Ver Arquivo', icon: <Visibility />, to: (r) => `/arquivoBancario/${r.arquivo.id}` },
];

const opcoes = (r: Record<string, string>) => Object.entries(r).map(([value, label]) => ({ value, label }));
const MOTIVOS = MOTIVOS_CONCILIACAO.map((value) => ({ value, label: ROTULO_MOTIVO_CONCILIACAO[value] }));
const SITUACOES = opcoes(SITUACOES_CONCILIACAO_ROTULO);
const ACOES: AcaoConciliacao[] = ['aceitar', 'devolver', 'descartar'];

/**
 * /conciliacao: the return lines that need a person (docs/arquivos-bancarios.md §4); one pending line is chosen and
 * accepted, refunded or discarded, each with its justification.
 */
export default function ConciliacaoListPage() {
  const { can } = useSession();
  const orgaos = useOrgaosCredoresLookup();
  const [resolvendo, setResolvendo] = useState<{
    item: Conciliacao;
    acao: AcaoConciliacao;
    clear: () => void;
  } | null>(null);
  const filters = useMemo<FilterDef<ConciliacaoFiltroNome>[]>(
    () => [
      { name: 'situacao', label: 'Situação', options: SITUACOES },
      { name: 'motivo', label: 'Motivo', options: MOTIVOS },
      {
        name: 'idOrgaoCredor',
        label: 'Órgão Credor',
        options: (orgaos.data ?? []).map((o) => ({ value: String(o.id), label: `${o.sigla} - ${o.nome}` })),
      },
      { name: 'dataInicial', label: 'Pagamento - Início', kind: 'date' },
      { name: 'dataFinal', label: 'Pagamento - Fim', kind: 'date' },
    ],
    [orgaos.data],
  );
  const selection: ListSelection<Conciliacao> = {
    permission: 'CONCILIAR_PAGAMENTOS',
    unica: true,
    actions: (rows, clear) => {
      const item = rows[0];
      const pendente = item?.situacao === 'PENDENTE';
      return ACOES.map((acao) => (
        <Button
          key={acao}
          variant={acao === 'aceitar' ? 'contained' : 'outlined'}
          color={ACOES_CONCILIACAO[acao].confirmacao ? 'error' : 'primary'}
          disabled={!pendente}
          title={pendente ? undefined : 'Selecione uma linha pendente'}
          onClick={() => item && setResolvendo({ item, acao, clear })}
        >
          {ACOES_CONCILIACAO[acao].rotulo}
        </Button>
      ));
    },
  };
  return (
    <>
      <ListPage<Conciliacao, ConciliacaoFiltroNome>
        title="Conciliação de Pagamentos"
        queryKey={conciliacaoKeys.list()}
        fetchPage={conciliacaoApi.list}
        columns={columns}
        sortFields={CONCILIACAO_SORT}
        defaultSort={CONCILIACAO_DEFAULT_SORT}
        filters={filters}
        filterSchema={filtroForm}
        rowActions={rowActions}
        selection={can('CONCILIAR_PAGAMENTOS') ? selection : undefined}
        segundaLinha={segundaLinha}
      />
      {resolvendo && (
        <ResolverConciliacaoDialog
          item={resolvendo.item}
          acao={resolvendo.acao}
          onClose={(ok) => {
            if (ok) resolvendo.clear();
            setResolvendo(null);
          }}
        />
      )}
    </>
  );
}
