import { useState } from 'react';
import type { GridColDef } from '@mui/x-data-grid';
import Button from '@mui/material/Button';
import Visibility from '@mui/icons-material/Visibility';
import Undo from '@mui/icons-material/Undo';
import { formatarNumeroProcesso, formatDate, formatDocumento, SEM_VALOR } from '@divida/domain/format';
import {
  PROCESSO_DEVOLVIDO_DEFAULT_SORT,
  processoDevolvidoFiltroFormSchema,
  type ProcessoListItem,
} from '@divida/domain/processo/processoLista.schema';
import { ListPage, type ListSelection, type RowAction } from '../../../components/list/ListPage.tsx';
import type { FilterDef } from '../../../components/list/FilterDrawer.tsx';
import { AteDuasLinhas } from '../../../components/list/DuasLinhas.tsx';
import { processoApi, processoKeys, type DevolvidoFiltroNome } from '../processo.api.ts';
import { RetornarProcessosDialog } from './RetornarProcessosDialog.tsx';

const dataDevolucao = (r: ProcessoListItem) => r.ultimoAndamentoDevolucao ?? r.ultimoAndamento;

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
  { field: 'nomeDevedor', headerName: 'Devedor', flex: 2, minWidth: 200 },
  {
    // the return situation is its reason (28 devolvido pela PGE, 107, 111)
    field: 'situacaoProcesso.nome',
    headerName: 'Motivo',
    flex: 1,
    minWidth: 180,
    valueGetter: (_v, r) => r.situacaoProcesso.nome,
    renderCell: ({ value }) => <AteDuasLinhas>{value}</AteDuasLinhas>,
  },
  {
    field: 'ultimoAndamento',
    headerName: 'Data da Devolução',
    width: 170,
    valueGetter: (_v, r) => dataDevolucao(r),
    valueFormatter: (v: string | null) => (v ? formatDate(v) : SEM_VALOR),
  },
];

/** A phone's second line: the debtor and why the process came back. */
const segundaLinha = (r: ProcessoListItem) => `${r.nomeDevedor} · ${r.situacaoProcesso.nome}`;

const DEVOLVIDO_SORT = [
  'numero',
  'documentoIdentificacaoDevedor',
  'nomeDevedor',
  'situacaoProcesso.nome',
  'ultimoAndamento',
] as const;

const filters: FilterDef<DevolvidoFiltroNome>[] = [
  { name: 'nomeDevedor', label: 'Nome do Devedor' },
  { name: 'dataDevolucaoInicio', label: 'Data - Início', kind: 'date' },
  { name: 'dataDevolucaoFim', label: 'Data - Fim', kind: 'date' },
];

const rowActions: RowAction<ProcessoListItem>[] = [
  { label: 'Ver Detalhes', icon: <Visibility />, to: (r) => `/processoDevolvido/${r.id}` },
];

/** /processoDevolvido: 'Consulta de Processos Devolvidos' (spec 02 §2.4), returning with the permission. */
export default function ProcessoDevolvidoListPage() {
  const [retornando, setRetornando] = useState<{ rows: ProcessoListItem[]; clear: () => void } | null>(null);
  const selection: ListSelection<ProcessoListItem> = {
    permission: 'PROCESSO_CONSTITUICAO_CREDITO_RETORNAR_PROCESSOS_DEVOLVIDOS',
    actions: (rows, clear) => (
      <Button
        variant="contained"
        startIcon={<Undo />}
        disabled={rows.length === 0}
        onClick={() => setRetornando({ rows, clear })}
      >
        Retornar Processo(s)
      </Button>
    ),
  };
  return (
    <>
      <ListPage<ProcessoListItem, DevolvidoFiltroNome>
        title="Consulta de Processos Devolvidos"
        queryKey={processoKeys.devolvidos()}
        fetchPage={processoApi.listDevolvidos}
        exportar={processoApi.exportarDevolvidos}
        columns={columns}
        sortFields={DEVOLVIDO_SORT}
        defaultSort={PROCESSO_DEVOLVIDO_DEFAULT_SORT}
        filters={filters}
        filterSchema={processoDevolvidoFiltroFormSchema}
        rowTo={(r) => `/processoDevolvido/${r.id}`}
        rowActions={rowActions}
        selection={selection}
        drawerWidth={500}
        segundaLinha={segundaLinha}
      />
      {retornando && (
        <RetornarProcessosDialog
          processos={retornando.rows}
          onClose={(retornados) => {
            if (retornados) retornando.clear();
            setRetornando(null);
          }}
        />
      )}
    </>
  );
}
