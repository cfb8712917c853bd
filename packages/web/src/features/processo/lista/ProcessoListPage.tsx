import { useMemo } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Add from '@mui/icons-material/Add';
import Visibility from '@mui/icons-material/Visibility';
import { formatarNumeroProcesso, formatDate, formatDocumento } from '@divida/domain/format';
import {
  PROCESSO_DEFAULT_SORT,
  PROCESSO_SORT,
  processoFiltroFormSchema,
  type ProcessoListItem,
} from '@divida/domain/processo/processoLista.schema';
import { ListPage, type HeaderAction, type RowAction } from '../../../components/list/ListPage.tsx';
import type { FilterDef } from '../../../components/list/FilterDrawer.tsx';
import { AteDuasLinhas } from '../../../components/list/DuasLinhas.tsx';
import { processoApi, processoKeys, useFasesProcesso, type FaseProcesso } from '../processo.api.ts';
import {
  ajustarFiltroProcesso,
  FASE_DIVIDA_ATIVA,
  filtroCdaVisivel,
  opcoesDe,
  ROTULOS_CDA_COBRANCA,
  ROTULOS_CDA_JUSTICA,
  ROTULOS_CDA_PROTESTO,
  type ProcessoFiltroNome,
} from './processoFiltro.ts';

// within the card at 1366 with the menu open; the situation, often long, in up to two lines
const columns: GridColDef<ProcessoListItem>[] = [
  {
    field: 'numero',
    headerName: 'Número do Processo',
    width: 155,
    valueFormatter: (v: string) => formatarNumeroProcesso(v),
  },
  {
    field: 'documentoIdentificacaoDevedor',
    headerName: 'CPF/CNPJ',
    width: 155,
    valueGetter: (_v, r) =>
      formatDocumento(r.tipoDocumentoIdentificacaoDevedor.id, r.documentoIdentificacaoDevedor),
  },
  { field: 'nomeDevedor', headerName: 'Devedor', flex: 2, minWidth: 170 },
  {
    field: 'faseProcesso.nome',
    headerName: 'Fase',
    flex: 1,
    minWidth: 110,
    valueGetter: (_v, r) => r.faseProcesso.nome,
  },
  {
    field: 'situacaoProcesso.nome',
    headerName: 'Situação do Processo',
    flex: 1.5,
    minWidth: 200,
    valueGetter: (_v, r) => r.situacaoProcesso.nome,
    renderCell: ({ value }) => <AteDuasLinhas>{value}</AteDuasLinhas>,
  },
  { field: 'data', headerName: 'Data', width: 110, valueFormatter: (v: string) => formatDate(v) },
];

// a phone shows the first column alone (the list kit): the debtor and the situation under it
const segundaLinha = (r: ProcessoListItem) => `${r.nomeDevedor} · ${r.situacaoProcesso.nome}`;

const rowActions: RowAction<ProcessoListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/processos/${r.id}` },
];
const headerActions: HeaderAction[] = [
  {
    label: 'Inserir',
    icon: <Add />,
    permission: 'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
    to: '/processos/cadastrar',
  },
];
const naoCda = (v: Record<string, string>) => !filtroCdaVisivel(v);
const situacoesDa = (fases: readonly FaseProcesso[], idFase: string | undefined) =>
  (fases.find((f) => String(f.id) === idFase)?.situacoes ?? []).map((s) => ({
    value: String(s.id),
    label: s.nome,
  }));

/** The drawer's fields of spec 02 §2.1, with their interplay (processoFiltro.ts). */
export function filtrosProcesso(fases: readonly FaseProcesso[]): FilterDef<ProcessoFiltroNome>[] {
  const todasSituacoes = fases.flatMap((f) =>
    f.situacoes.map((s) => ({ value: String(s.id), label: s.nome })),
  );
  return [
    // no maxLength on number and debtor: a longer text (pasted) gets the rule's message on Aplicar,
    // not a silent cut
    { name: 'numero', label: 'Número do Processo' },
    {
      name: 'idFaseProcesso',
      label: 'Fase',
      emptyLabel: 'TODAS',
      options: fases.map((f) => ({ value: String(f.id), label: f.nome })),
    },
    {
      name: 'idSituacaoProcesso',
      label: 'Situação',
      options: todasSituacoes,
      optionsFor: (v) => situacoesDa(fases, v.idFaseProcesso),
      disabled: (v) => !v.idFaseProcesso,
    },
    { name: 'dataInicio', label: 'Data - Início', kind: 'date' },
    { name: 'dataFim', label: 'Data - Fim', kind: 'date' },
    { name: 'devedor', label: 'Devedor (Nome, CPF ou CNPJ)' },
    { name: 'numeroProcessoAdministrativo', label: 'Número do Processo Administrativo', maxLength: 20 },
    { name: 'apenasProcessosLavrados', label: 'Apenas processos lavrados', kind: 'flag' },
    {
      name: 'apenasComValoresRecuperados',
      label: 'Apenas com valores recuperados',
      kind: 'flag',
      hidden: (v) => v.idFaseProcesso === FASE_DIVIDA_ATIVA,
    },
    {
      name: 'apenasCdasSuspensasAcordoPagamento',
      label: 'Apenas suspensas por acordo de pagamento',
      kind: 'flag',
      hidden: naoCda,
    },
    {
      name: 'apenasCdasSuspensasOrdemJudicial',
      label: 'Apenas suspensas por ordem judicial',
      kind: 'flag',
      hidden: naoCda,
    },
    {
      name: 'dividaAtivaComValoresRecuperados',
      label: 'Apenas dívidas ativas com valores recuperados',
      kind: 'flag',
      hidden: naoCda,
    },
    {
      name: 'situacaoCdaCobranca',
      label: 'Situação da negociação',
      options: opcoesDe(ROTULOS_CDA_COBRANCA),
      hidden: naoCda,
    },
    {
      name: 'situacaoCdaJustica',
      label: 'Situação da execução fiscal',
      options: opcoesDe(ROTULOS_CDA_JUSTICA),
      hidden: naoCda,
    },
    {
      name: 'situacaoCdaProtesto',
      label: 'Situação do protesto em cartório',
      options: opcoesDe(ROTULOS_CDA_PROTESTO),
      hidden: naoCda,
    },
  ];
}

/** /processos: the process search (spec 02 §2.1). */
export default function ProcessoListPage() {
  const fases = useFasesProcesso();
  const filters = useMemo(() => filtrosProcesso(fases.data ?? []), [fases.data]);
  return (
    <ListPage<ProcessoListItem, ProcessoFiltroNome>
      title="Consulta de Processos"
      queryKey={processoKeys.list()}
      fetchPage={processoApi.list}
      exportar={processoApi.exportar}
      columns={columns}
      sortFields={PROCESSO_SORT}
      defaultSort={PROCESSO_DEFAULT_SORT}
      filters={filters}
      filterSchema={processoFiltroFormSchema}
      adjustFilters={ajustarFiltroProcesso}
      rowTo={(r) => `/processos/${r.id}`}
      rowActions={rowActions}
      headerActions={headerActions}
      segundaLinha={segundaLinha}
    />
  );
}
