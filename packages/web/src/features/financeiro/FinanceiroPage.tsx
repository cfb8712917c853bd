import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';
import { formatDateBR, type IsoDate } from '@divida/domain/calendar';
import {
  filtroFinanceiroPadrao,
  intervaloFinanceiro,
  ROTULO_TIPO_PESQUISA,
  type FinanceiroFiltroForm,
  type FinanceiroLinha,
} from '@divida/domain/financeiro/financeiro.schema';
import {
  formatarNumeroProcesso,
  formatBRL,
  SEM_VALOR,
  formatarNumeroCda,
  formatarNumeroCobranca,
} from '@divida/domain/format';
import { abrirPdf } from '../../lib/abrirPdf.ts';
import { ULTIMO_CABECALHO_DENTRO } from '../../components/list/gradeSx.ts';
import { IndicadorExportacao, useExportacao } from '../../components/exportacao/useExportacao.tsx';
import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import { errorMessage, notifyError } from '../../lib/notify.ts';
import { AcompanhamentoDialog } from '../processoCobranca/index.ts';
import { financeiroApi } from './financeiro.api.ts';
import { FiltroFinanceiro } from './FiltroFinanceiro.tsx';

const data = (v: string) => formatDateBR(v as IsoDate);

/** The active filter as its chip says it. */
function rotuloFiltro(f: FinanceiroFiltroForm): string {
  const tipo = ROTULO_TIPO_PESQUISA[f.tipoPesquisa];
  if (f.tipoPesquisa === 'dataPeriodo')
    return `${tipo}: ${data(f.dataPeriodoInicio!)} a ${data(f.dataPeriodoFim!)}`;
  if (f.tipoPesquisa === 'dataMesAno')
    return `${tipo}: ${f.dataMesAno!.slice(5, 7)}/${f.dataMesAno!.slice(0, 4)}`;
  return `${tipo}: ${f.dataAno}`;
}

const lista = (xs: string[]) => (
  <Box component="span" sx={{ display: 'flex', flexDirection: 'column', py: 0.5 }}>
    {xs.map((x) => (
      <span key={x}>{x}</span>
    ))}
  </Box>
);

/**
 * Within its box; a row is as tall as its longest list, and every cell is centred in it (one line or
 * several), not at its top.
 */
const GRADE_SX = {
  ...ULTIMO_CABECALHO_DENTRO,
  '& .MuiDataGrid-cell': { display: 'flex', alignItems: 'center' },
  '& .MuiDataGrid-cell--textRight': { justifyContent: 'flex-end' },
};

/** /financeiro 'Acompanhamento Financeiro de Processos' (spec 03 §2.7; FINANCEIRO_CONSULTAR). */
export default function FinanceiroPage() {
  const [filtro, setFiltro] = useState<FinanceiroFiltroForm>(() => filtroFinanceiroPadrao());
  const [pagina, setPagina] = useState({ page: 0, pageSize: 15 });
  const [ordem, setOrdem] = useState<GridSortModel>([{ field: 'dataPagamento', sort: 'desc' }]);
  const [cobranca, setCobranca] = useState<number | null>(null);
  const periodo = intervaloFinanceiro(filtro);
  const sort = ordem[0]
    ? `${ordem[0].field}${ordem[0].sort === 'desc' ? ',desc' : ''}`
    : 'dataPagamento,desc';

  const linhas = useQuery({
    queryKey: ['financeiro', 'linhas', periodo, pagina, sort],
    queryFn: () => financeiroApi.linhas(periodo, { page: pagina.page, size: pagina.pageSize, sort }),
    placeholderData: keepPreviousData,
  });
  const total = useQuery({
    queryKey: ['financeiro', 'total', periodo],
    queryFn: () => financeiroApi.total(periodo),
  });
  const vazio = (linhas.data?.totalElements ?? 0) === 0;

  // within the card at 1366 with the menu open
  const colunas: GridColDef<FinanceiroLinha>[] = [
    { field: 'dataPagamento', headerName: 'Pagamento', width: 125, valueFormatter: (v: string) => data(v) },
    {
      field: 'numerosTCC',
      headerName: 'Processo(s)',
      flex: 1,
      minWidth: 130,
      renderCell: ({ row }) => lista(row.numerosTcc.map(formatarNumeroProcesso)),
    },
    {
      field: 'numerosCDA',
      headerName: 'CDA(s)',
      width: 120,
      renderCell: ({ row }) => lista(row.numerosCda.map(formatarNumeroCda)),
    },
    {
      field: 'numerosOrigem',
      headerName: 'Números de Origem',
      width: 155,
      sortable: false,
      renderCell: ({ row }) => lista(row.numerosOrigem),
    },
    {
      field: 'numerosCobranca',
      headerName: 'Cobrança',
      width: 120,
      renderCell: ({ row }) => (
        <Link component="button" type="button" onClick={() => setCobranca(row.idCobranca)}>
          {formatarNumeroCobranca(row.numeroCobranca)}
        </Link>
      ),
    },
    {
      field: 'parcela',
      headerName: 'Parcela',
      width: 75,
      valueGetter: (_v, row) => `${row.parcela}/${row.totalParcelas}`,
    },
    {
      field: 'valorPago',
      headerName: 'Valor Pago',
      width: 120,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatBRL(v),
    },
    {
      field: 'valorRepassado',
      headerName: 'Valor Repassado',
      width: 135,
      align: 'right',
      headerAlign: 'right',
      valueFormatter: (v: number) => formatBRL(v),
    },
  ];

  const exportacao = useExportacao();
  const baixar = (tipo: 'pdf' | 'excel') =>
    tipo === 'pdf'
      ? abrirPdf(() => financeiroApi.pdf(periodo)).catch(notifyError)
      : exportacao.exportar(() => financeiroApi.excel(periodo));

  return (
    <Paper sx={{ p: 3 }}>
      <Typography variant="h5" component="h1" gutterBottom>
        Acompanhamento Financeiro de Processos
      </Typography>
      <FiltroFinanceiro
        inicial={filtro}
        aplicar={(f) => {
          setFiltro(f);
          setPagina((p) => ({ ...p, page: 0 }));
        }}
      />
      <Stack direction="row" spacing={1} sx={{ my: 2, flexWrap: 'wrap', alignItems: 'center' }} useFlexGap>
        <Chip label={rotuloFiltro(filtro)} />
        <Box sx={{ flexGrow: 1 }} />
        <Button variant="outlined" disabled={vazio} onClick={() => void baixar('pdf')}>
          Download PDF
        </Button>
        <Button
          variant="outlined"
          disabled={vazio || exportacao.exportando}
          onClick={() => void baixar('excel')}
        >
          {exportacao.exportando ? MENSAGENS_EXPORTACAO.gerandoBotao : 'Download Excel'}
        </Button>
      </Stack>
      {exportacao.exportando && (
        <Box sx={{ mb: 2 }}>
          <IndicadorExportacao ativo />
        </Box>
      )}
      <Card variant="outlined" sx={{ mb: 2, maxWidth: 320 }}>
        <CardContent>
          <Typography component="h2" variant="subtitle2" color="text.secondary">
            Total Repassado
          </Typography>
          <Typography variant="h5" component="p">
            {total.data ? formatBRL(total.data.valorTotalRepassado) : SEM_VALOR}
          </Typography>
        </CardContent>
      </Card>
      {linhas.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(linhas.error)}
        </Alert>
      )}
      <Box sx={{ height: 560 }}>
        <DataGrid<FinanceiroLinha>
          aria-label="Acompanhamento Financeiro de Processos"
          rows={linhas.data?.content ?? []}
          rowCount={linhas.data?.totalElements ?? 0}
          columns={colunas}
          loading={linhas.isFetching}
          paginationMode="server"
          sortingMode="server"
          paginationModel={pagina}
          onPaginationModelChange={setPagina}
          sortModel={ordem}
          onSortModelChange={(m) => setOrdem(m.length ? m : [{ field: 'dataPagamento', sort: 'desc' }])}
          pageSizeOptions={[15, 30, 50]}
          getRowHeight={() => 'auto'}
          disableRowSelectionOnClick
          disableColumnMenu
          localeText={ptBR.components.MuiDataGrid.defaultProps.localeText}
          sx={GRADE_SX}
        />
      </Box>
      {cobranca !== null && <AcompanhamentoDialog id={cobranca} onClose={() => setCobranca(null)} />}
      {exportacao.dialogo}
    </Paper>
  );
}
