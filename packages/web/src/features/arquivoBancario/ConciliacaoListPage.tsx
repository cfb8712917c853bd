import { useMemo, useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/Visibility';
import { formatBRL, formatDate } from '@divida/domain/format';
import { ListPage, type ListSelection, type RowAction } from '../../components/list/ListPage.tsx';
import type { FilterDef } from '../../components/list/FilterDrawer.tsx';
import { useSession } from '../../lib/SessionProvider.tsx';
import { useOrgaosCredoresLookup } from '../orgaoCredor/index.ts';
import {
  conciliacaoApi,
  conciliacaoKeys,
  type AcaoConciliacao,
  type ConciliacaoFiltroNome,
  type ItemConciliacao,
} from './arquivoBancario.api.ts';
import { ResolverConciliacaoDialog } from './ResolverConciliacaoDialog.tsx';
import {
  ACOES_CONCILIACAO,
  MOTIVOS_CONCILIACAO,
  rotuloMotivo,
  rotuloSituacaoConciliacao,
  SITUACOES_CONCILIACAO,
} from './rotulos.ts';

const valor = (v: string | number | null) => (v === null || v === undefined ? '—' : formatBRL(v));

const columns: GridColDef<ItemConciliacao>[] = [
  {
    field: 'motivo',
    headerName: 'Motivo',
    flex: 1,
    minWidth: 200,
    valueGetter: (_v, r) => `${rotuloMotivo(r.motivo)} — ${valor(r.valorPago)}`,
  },
  {
    field: 'nossoNumero',
    headerName: 'Nosso Número',
    width: 170,
    valueGetter: (_v, r) => r.nossoNumero ?? '—',
  },
  {
    field: 'valorPago',
    headerName: 'Valor Pago',
    width: 130,
    valueFormatter: (v: string | number | null) => valor(v),
  },
  {
    field: 'valor',
    headerName: 'Valor da Linha',
    width: 130,
    sortable: false,
    valueFormatter: (v: string | number | null) => valor(v),
  },
  {
    field: 'dataPagamento',
    headerName: 'Pagamento',
    width: 110,
    valueFormatter: (v: string | null) => (v ? formatDate(v) : '—'),
  },
  {
    field: 'arquivo',
    headerName: 'Arquivo / Linha',
    width: 130,
    sortable: false,
    valueGetter: (_v, r) => `NSA ${r.arquivo.nsa} / ${r.linha}`,
  },
  {
    field: 'situacao',
    headerName: 'Situação',
    width: 110,
    valueGetter: (_v, r) => rotuloSituacaoConciliacao(r.situacao),
  },
];

const SORT = ['dataPagamento', 'motivo', 'valorPago', 'situacao', 'nossoNumero'] as const;

const rowActions: RowAction<ItemConciliacao>[] = [
  { label: 'Ver Arquivo', icon: <Visibility />, to: (r) => `/arquivoBancario/${r.arquivo.id}` },
];

const opcoes = (r: Record<string, string>) => Object.entries(r).map(([value, label]) => ({ value, label }));
const MOTIVOS = opcoes(MOTIVOS_CONCILIACAO);
const SITUACOES = opcoes(SITUACOES_CONCILIACAO);
const ACOES: AcaoConciliacao[] = ['aceitar', 'devolver', 'descartar'];

/**
 * /conciliacao: the return lines that need a person (BANCO.md §4); one pending line is chosen and
 * accepted, refunded or discarded, each with its justification.
 */
export default function ConciliacaoListPage() {
  const { can } = useSession();
  const orgaos = useOrgaosCredoresLookup();
  const [resolvendo, setResolvendo] = useState<{
    item: ItemConciliacao;
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
  const selection: ListSelection<ItemConciliacao> = {
    permission: 'CONCILIAR_PAGAMENTOS',
    unica: true,
    actions: (rows, clear) => {
      const item = rows[0];
      const pendente = item?.situacao === 'PENDENTE';
      return ACOES.map((acao) => (
        <Button
          key={acao}
          variant={acao === 'aceitar' ? 'contained' : 'outlined'}
          color={ACOES_CONCILIACAO[acao].destrutiva ? 'error' : 'primary'}
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
      <ListPage<ItemConciliacao, ConciliacaoFiltroNome>
        title="Conciliação de Pagamentos"
        queryKey={conciliacaoKeys.list()}
        fetchPage={conciliacaoApi.list}
        columns={columns}
        sortFields={SORT}
        defaultSort="dataPagamento,desc"
        filters={filters}
        rowActions={rowActions}
        selection={can('CONCILIAR_PAGAMENTOS') ? selection : undefined}
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
