import { useMemo } from 'react';
import { DataGrid, type DataGridProps, type GridValidRowModel } from '@mui/x-data-grid';
import { ptBR } from '@mui/x-data-grid/locales';

/**
 * The lists' data grid with its Portuguese texts: a chunk of its own (the grid is most of a list's
 * JavaScript), loaded by ListPage beside its title and buttons, which paint without waiting for it.
 */
export interface GradeProps<T extends GridValidRowModel> extends Omit<DataGridProps<T>, 'localeText'> {
  /** The text of the empty list. */
  semRegistros: string;
  /** The count the server stopped at (`totalLimitado`), or null when the total is exact. */
  limite: number | null;
}

const numero = (n: number) => n.toLocaleString('pt-BR');

export default function Grade<T extends GridValidRowModel>({
  semRegistros,
  limite,
  ...props
}: GradeProps<T>) {
  const localeText = useMemo(() => {
    const textos = { ...ptBR.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: semRegistros };
    if (limite === null) return textos;
    // "1–15 de mais de 10.000": the grid gets an unknown row count (-1), so it keeps "next page" while
    // pages are full instead of ending at the cap
    return {
      ...textos,
      paginationDisplayedRows: ({ from, to }: { from: number; to: number }) =>
        `${numero(from)}–${numero(to)} de mais de ${numero(limite)}`,
    };
  }, [semRegistros, limite]);
  return <DataGrid<T> {...props} localeText={localeText} />;
}
