/**
 * The last column header's separator and its menu button (drawn past its right edge, even hidden) would
 * make a grid that fits its box scroll sideways: they stay inside.
 */
export const ULTIMO_CABECALHO_DENTRO = {
  '& .MuiDataGrid-columnHeader--last': {
    overflow: 'hidden',
    '& .MuiDataGrid-columnSeparator': { display: 'none' },
  },
} as const;
