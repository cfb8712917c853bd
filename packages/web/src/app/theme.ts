import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

export const DRAWER_WIDTH = 260;

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0d47a1' },
      secondary: { main: '#00695c' },
      background: { default: '#f4f6f8' },
    },
    components: {
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      MuiButton: { defaultProps: { disableElevation: true } },
    },
  },
  ptBR,
);
