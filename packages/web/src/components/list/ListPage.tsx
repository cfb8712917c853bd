import {
  createContext,
  memo,
  Suspense,
  use,
  useCallback,
  useDeferredValue,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import type {
  GridColDef,
  GridRowId,
  GridPaginationModel,
  GridRowParams,
  GridRowSelectionModel,
  GridSortDirection,
  GridSortModel,
  GridValidRowModel,
} from '@mui/x-data-grid';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FilterList from '@mui/icons-material/FilterList';
import Fullscreen from '@mui/icons-material/Fullscreen';
import FullscreenExit from '@mui/icons-material/FullscreenExit';
import Refresh from '@mui/icons-material/Refresh';
import FileDownload from '@mui/icons-material/FileDownload';
import CircularProgress from '@mui/material/CircularProgress';
import { MENSAGENS } from '@divida/domain/errors';
import { sortFromApi, sortToUrl, type Page } from '@divida/domain/list';
import type { Permissao } from '@divida/domain/permissions';
import { useSession } from '../../lib/SessionProvider.tsx';
import { preloadable } from '../../lib/preloadable.tsx';
import { errorMessage } from '../../lib/notify.ts';
import type { ResultadoExportacao } from '../../lib/exportar.ts';
import { IndicadorExportacao, useExportacao } from '../exportacao/useExportacao.tsx';
import { FilterChips } from './FilterChips.tsx';
import { FilterDrawer, type FilterAdjust, type FilterDef } from './FilterDrawer.tsx';
import { PAGE_SIZE_OPTIONS, useListState } from './useListState.ts';
import type { GradeProps } from './Grade.tsx';
import { DuasLinhas } from './DuasLinhas.tsx';
import { ULTIMO_CABECALHO_DENTRO } from './gradeSx.ts';

// The grid (most of a list's JavaScript) is a chunk of its own that starts loading with the page's: the
// title and buttons do not wait for it, and by the page's first render it is often in already.
const gradeCarregavel = preloadable(() => import('./Grade.tsx'));
gradeCarregavel.preload().catch(() => undefined); // a failed load fails again on render: the page's boundary
// memo: the grid's own render is heavy, and the list re-renders for what does not reach it (the data's
// arrival before its deferred render, the filter panel)
const Grade = memo(gradeCarregavel) as unknown as <T extends GridValidRowModel>(
  p: GradeProps<T>,
) => ReactElement;

export const MENSAGEM_SEM_REGISTROS = 'Não há registros a serem exibidos';
export const MENSAGEM_AGUARDE = 'Aguarde ...';

export interface PageRequest<F extends string> {
  page: number;
  size: number;
  sort: string;
  filters: Partial<Record<F, string>>;
}

type Target = string | { to: string; state?: unknown };

export interface RowAction<T> {
  label: string;
  icon: ReactElement;
  permission?: Permissao;
  to: (row: T) => Target;
}

export interface HeaderAction {
  label: string;
  icon?: ReactNode;
  permission?: Permissao;
  to: string;
}

/** Row selection (checkboxes) and the header buttons that act on the selected rows of the page. */
export interface ListSelection<T> {
  permission?: Permissao;
  /** One row at a time, chosen by clicking it (the negotiation list, spec 03 §2.5). */
  unica?: boolean;
  actions: (rows: T[], clear: () => void) => ReactNode;
}

export interface ListPageProps<T extends GridValidRowModel, F extends string> {
  title: string;
  queryKey: readonly unknown[];
  fetchPage: (req: PageRequest<F>) => Promise<Page<T>>;
  columns: GridColDef<T>[];
  sortFields: readonly string[];
  /** The domain's default in the API's form ('nome', 'data,desc'). */
  defaultSort: string;
  filters: readonly FilterDef<F>[];
  filterSchema?: z.ZodObject;
  /** The rules between filters while the drawer is open (a phase clears the flags of another...). */
  adjustFilters?: FilterAdjust;
  /** Clicking a row opens this (the detail), besides the row actions. */
  rowTo?: (row: T) => Target;
  rowActions?: RowAction<T>[];
  headerActions?: HeaderAction[];
  getRowId?: (row: T) => GridRowId;
  selection?: ListSelection<T>;
  /** The filter panel's width in px (320 unless told). */
  drawerWidth?: number;
  /**
   * What matters besides the first column, under it on a phone (which shows that column alone): the
   * debtor and the situation of a process, the level and days left of a prescription... A function of
   * the module (a new one each render would give the grid new columns, which resets its page).
   */
  segundaLinha?: (row: T) => ReactNode;
  /** A line under the title saying what the list holds for this reader (whose action its rows wait for). */
  aviso?: ReactNode;
  /** 'Exportar': the list's rows in Excel, with the filter and sort on screen (every page). */
  exportar?: (req: Omit<PageRequest<F>, 'page' | 'size'>) => Promise<ResultadoExportacao>;
}

function Aguarde() {
  return (
    <Box
      role="status"
      sx={{ display: 'grid', placeItems: 'center', height: '100%', bgcolor: 'rgba(255,255,255,0.7)' }}
    >
      <Typography color="text.secondary">{MENSAGEM_AGUARDE}</Typography>
    </Box>
  );
}

function SemRegistros() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
      <Typography color="text.secondary">{MENSAGEM_SEM_REGISTROS}</Typography>
    </Box>
  );
}

/** What the error overlay shows: the failure and how to ask again (the grid's slots take no props here). */
const FalhaContext = createContext<{ error: unknown; retry: () => void } | null>(null);

/** A failed page is not an empty list: the message and Tentar novamente (a network error, a 5xx...). */
function Falha() {
  const falha = use(FalhaContext);
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', height: '100%', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={falha?.retry}>
            Tentar novamente
          </Button>
        }
      >
        <AlertTitle>{MENSAGENS.listaFalhou}</AlertTitle>
        {errorMessage(falha?.error)}
      </Alert>
    </Box>
  );
}

const SIZE_OPTIONS = [...PAGE_SIZE_OPTIONS];
const NO_ROW_ACTIONS: never[] = [];
const NO_HEADER_ACTIONS: never[] = [];
const SLOTS = { loadingOverlay: Aguarde, noRowsOverlay: SemRegistros };
const SLOTS_FALHA = { loadingOverlay: Aguarde, noRowsOverlay: Falha };
const NO_ROWS: never[] = [];
const NENHUMA: GridRowSelectionModel = { type: 'include', ids: new Set() };
const SORTING_ORDER: GridSortDirection[] = ['asc', 'desc'];
/**
 * The grid's height with this many rows (standard density: 56 px header, 52 px rows, the pager): a full
 * page's kept while the first page loads, so the rows arriving do not push the footer down (layout shift).
 */
const alturaDaPagina = (linhas: number) => 56 + 52 * linhas + 58;

const go = (navigate: ReturnType<typeof useNavigate>, t: Target) =>
  typeof t === 'string' ? navigate(t) : navigate(t.to, { state: t.state });

/** The one list of the app (spec 01 §2.3): server paging and sorting, URL state, filters, chips. */
export function ListPage<T extends GridValidRowModel, F extends string>(props: ListPageProps<T, F>) {
  const {
    title,
    queryKey,
    fetchPage,
    columns,
    filters: filterDefs,
    filterSchema,
    rowActions = NO_ROW_ACTIONS,
    headerActions = NO_HEADER_ACTIONS,
    rowTo,
    selection,
    segundaLinha,
  } = props;
  const { can } = useSession();
  const navigate = useNavigate();
  const exportacao = useExportacao();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [fullScreen, setFullScreen] = useState(false);
  const filterNames = useMemo(() => filterDefs.map((d) => d.name), [filterDefs]);
  const list = useListState<F>({
    filterNames,
    filterSchema,
    sortFields: props.sortFields,
    defaultSort: sortToUrl(sortFromApi(props.defaultSort)),
  });
  const req: PageRequest<F> = {
    page: list.pageIndex,
    size: list.pageSize,
    sort: list.apiSort,
    filters: list.filters,
  };
  // The filters come from the URL synchronously, so the first request already carries them.
  const query = useQuery({
    queryKey: [...queryKey, req],
    queryFn: () => fetchPage(req),
    placeholderData: keepPreviousData,
    // the list shows its own error state below; a toast would say it twice
    meta: { silent: true },
  });
  // The page's rows are drawn in a deferred render, which React does in short slices (a page of rows in
  // the data grid is the list's heaviest work: one synchronous render would block taps for a moment);
  // until it is done the grid keeps showing 'Aguarde ...'.
  const dados = useDeferredValue(query.data);
  const carregando = query.isFetching || dados !== query.data;
  // the selection is of the rows on screen: another page, sort or filter starts it again
  const [selecionados, setSelecionados] = useState<GridRowSelectionModel>(NENHUMA);
  const reqKey = JSON.stringify(req);
  useEffect(() => setSelecionados(NENHUMA), [reqKey]);
  const selecionando = Boolean(selection && (!selection.permission || can(selection.permission)));
  const linhasSelecionadas = useMemo(() => {
    const rows = dados?.content ?? [];
    const idDe = (r: T) => (props.getRowId ? props.getRowId(r) : (r.id as GridRowId));
    const marcado = (r: T) =>
      selecionados.type === 'include' ? selecionados.ids.has(idDe(r)) : !selecionados.ids.has(idDe(r));
    return rows.filter(marcado);
  }, [dados, selecionados, props.getRowId]);
  const falha = useMemo(
    () => (query.isError ? { error: query.error, retry: () => void query.refetch() } : null),
    [query.isError, query.error, query.refetch],
  );

  // Stable props: the grid resets its page when it sees a new sort model or new columns.
  const allowed = useMemo(
    () => rowActions.filter((a) => !a.permission || can(a.permission)),
    [rowActions, can],
  );
  // On a phone the row keeps its first column and its actions, both within the screen (no sideways
  // scrolling); what matters of the other columns is the first one's second line, the rest is on the
  // record's detail page.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const shown = useMemo<GridColDef<T>[]>(() => {
    const primeira = columns[0];
    if (!phone || !primeira) return columns;
    return [
      {
        ...primeira,
        flex: 1,
        minWidth: 0,
        width: undefined,
        // the column's text over the second line (its own drawing, two lines of a laptop, would not fit)
        renderCell: segundaLinha
          ? (params) => (
              <DuasLinhas segunda={segundaLinha(params.row)}>{params.formattedValue as ReactNode}</DuasLinhas>
            )
          : primeira.renderCell,
      },
    ];
  }, [phone, columns, segundaLinha]);
  const allColumns = useMemo<GridColDef<T>[]>(
    () =>
      allowed.length
        ? [
            ...shown,
            {
              // plain buttons, not the grid's action items: those take part in the grid's roving
              // focus (arrow keys only), these are in the Tab order, row after row
              field: '__acoes',
              headerName: 'Ações',
              sortable: false,
              filterable: false,
              disableColumnMenu: true,
              resizable: false,
              align: 'right',
              headerAlign: 'right',
              // a small button is 34 px, and the cell's padding 10 px each side (a phone's 40 px per button
              // cut the button and showed an ellipsis beside it)
              width: (phone ? 36 : 48) * allowed.length + (phone ? 26 : 24),
              renderCell: ({ row }) =>
                allowed.map((a) => (
                  <Tooltip key={a.label} title={a.label}>
                    <IconButton
                      size="small"
                      aria-label={a.label}
                      onClick={(e) => {
                        e.stopPropagation(); // not the row's click as well
                        go(navigate, a.to(row));
                      }}
                    >
                      {a.icon}
                    </IconButton>
                  </Tooltip>
                )),
            } satisfies GridColDef<T>,
          ]
        : shown,
    [allowed, shown, phone, navigate],
  );
  const { field: sortField, desc: sortDesc } = sortFromApi(list.apiSort);
  const sortModel = useMemo<GridSortModel>(
    () => (sortField ? [{ field: sortField, sort: sortDesc ? 'desc' : 'asc' }] : []),
    [sortField, sortDesc],
  );
  const limite = dados?.totalLimitado ? dados.totalElements : null;
  // the rows' height as soon as they are known, not only once the grid has laid them out (it does so a
  // frame later: meanwhile a shorter grid would pull the footer up and then push it down again)
  const reservada = Math.max(200, alturaDaPagina(dados?.content.length ?? list.pageSize));
  const paginaCheia = (dados?.content.length ?? 0) >= list.pageSize;
  const paginationMeta = useMemo(() => ({ hasNextPage: paginaCheia }), [paginaCheia]);
  const paginationModel = useMemo(
    () => ({ page: list.pageIndex, pageSize: list.pageSize }),
    [list.pageIndex, list.pageSize],
  );
  // the grid's handlers keep their identity (memo above): the latest rowTo is read when a row is clicked
  const { setPage, setSort } = list;
  const onPaginationModelChange = useCallback(
    (m: GridPaginationModel) => setPage(m.page, m.pageSize),
    [setPage],
  );
  const onSortModelChange = useCallback(
    (m: GridSortModel) => {
      const proxima = m[0] ? sortToUrl({ field: m[0].field, desc: m[0].sort === 'desc' }) : null;
      // the grid drops a sort on a column it does not show (a phone shows one) and says so:
      // no one chose that, and the URL stays as it is; so does a sort equal to the current one
      if (proxima === null && !allColumns.some((c) => c.field === sortField)) return;
      if (proxima === sortToUrl({ field: sortField, desc: sortDesc })) return;
      setSort(proxima);
    },
    [allColumns, sortField, sortDesc, setSort],
  );
  const rowToAtual = useRef(rowTo);
  useLayoutEffect(() => {
    rowToAtual.current = rowTo;
  });
  const clicavel = Boolean(rowTo);
  const onRowClick = useMemo(
    () =>
      clicavel
        ? ({ row }: GridRowParams<T>) => {
            if (rowToAtual.current) go(navigate, rowToAtual.current(row));
          }
        : undefined,
    [clicavel, navigate],
  );
  const gradeSx = useMemo(
    () => ({
      minHeight: reservada,
      ...ULTIMO_CABECALHO_DENTRO,
      '& .MuiDataGrid-row': clicavel ? { cursor: 'pointer' } : undefined,
    }),
    [reservada, clicavel],
  );
  const aguardando = (
    <Box sx={{ height: reservada }}>
      <Aguarde />
    </Box>
  );

  return (
    <Paper
      sx={
        fullScreen
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: (t) => t.zIndex.modal - 1,
              p: 2,
              overflow: 'auto',
              borderRadius: 0,
            }
          : { p: { xs: 1, sm: 2 } }
      }
    >
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Tooltip title="Filtros">
          <IconButton aria-label="Filtros" onClick={() => setDrawerOpen(true)}>
            <FilterList />
          </IconButton>
        </Tooltip>
        <Tooltip title="Atualizar">
          <IconButton aria-label="Atualizar" onClick={() => void query.refetch()}>
            <Refresh />
          </IconButton>
        </Tooltip>
        {props.exportar && (
          <Tooltip title={exportacao.exportando ? 'Gerando o arquivo…' : 'Exportar (Excel)'}>
            <span>
              <IconButton
                aria-label="Exportar"
                aria-busy={exportacao.exportando}
                disabled={exportacao.exportando || !dados?.totalElements}
                onClick={() =>
                  void exportacao.exportar(() =>
                    props.exportar!({ sort: list.apiSort, filters: list.filters }),
                  )
                }
              >
                {exportacao.exportando ? <CircularProgress size={24} /> : <FileDownload />}
              </IconButton>
            </span>
          </Tooltip>
        )}
        <Tooltip title={fullScreen ? 'Sair da tela cheia' : 'Tela cheia'}>
          <IconButton
            aria-label={fullScreen ? 'Sair da tela cheia' : 'Tela cheia'}
            aria-pressed={fullScreen}
            onClick={() => setFullScreen((f) => !f)}
          >
            {fullScreen ? <FullscreenExit /> : <Fullscreen />}
          </IconButton>
        </Tooltip>
        {selecionando && selection?.actions(linhasSelecionadas, () => setSelecionados(NENHUMA))}
        {headerActions
          .filter((a) => !a.permission || can(a.permission))
          .map((a) => (
            <Button key={a.label} variant="contained" component={RouterLink} to={a.to} startIcon={a.icon}>
              {a.label}
            </Button>
          ))}
      </Stack>
      {props.aviso && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {props.aviso}
        </Typography>
      )}
      {props.exportar && exportacao.exportando && (
        <Box sx={{ mb: 2 }}>
          <IndicadorExportacao ativo />
        </Box>
      )}
      <FilterChips
        defs={filterDefs}
        values={list.filters}
        onRemove={list.removeFilter}
        onClear={list.clearFilters}
      />
      <Box sx={{ width: '100%' }}>
        <FalhaContext value={falha}>
          {/* the grid mounts with its first page (one mount, in the rows' deferred render); until then the
              box it will take says 'Aguarde ...' */}
          {dados === undefined && !falha ? (
            aguardando
          ) : (
            <Suspense fallback={aguardando}>
              <Grade<T>
                label={title}
                semRegistros={MENSAGEM_SEM_REGISTROS}
                limite={limite}
                rows={falha ? NO_ROWS : (dados?.content ?? NO_ROWS)}
                columns={allColumns}
                getRowId={props.getRowId}
                rowCount={limite === null ? (dados?.totalElements ?? 0) : -1}
                paginationMeta={limite === null ? undefined : paginationMeta}
                loading={carregando}
                paginationMode="server"
                sortingMode="server"
                filterMode="server"
                paginationModel={paginationModel}
                onPaginationModelChange={onPaginationModelChange}
                pageSizeOptions={SIZE_OPTIONS}
                sortModel={sortModel}
                onSortModelChange={onSortModelChange}
                sortingOrder={SORTING_ORDER}
                disableColumnFilter
                disableRowSelectionOnClick={!(selecionando && selection?.unica)}
                disableMultipleRowSelection={Boolean(selection?.unica)}
                checkboxSelection={selecionando}
                rowSelectionModel={selecionando ? selecionados : undefined}
                onRowSelectionModelChange={selecionando ? setSelecionados : undefined}
                onRowClick={onRowClick}
                autoHeight
                slots={falha ? SLOTS_FALHA : SLOTS}
                sx={gradeSx}
              />
            </Suspense>
          )}
        </FalhaContext>
      </Box>
      <FilterDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        defs={filterDefs}
        schema={filterSchema}
        values={list.filters}
        onApply={list.setFilters}
        adjust={props.adjustFilters}
        width={props.drawerWidth}
      />
      {exportacao.dialogo}
    </Paper>
  );
}
