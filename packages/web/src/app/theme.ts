import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

export const DRAWER_WIDTH = 260;

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0d47a1' },
      secondary: { main: '#00695c' },
      background: { default: '#f4f6f8' },
      // MUI's 0.38 gave disabled fields' labels and hints ('Selecione a UF') 2.6:1; this is ≥ 4.5:1
      // on white and on the page background, still lighter than the 0.6 of secondary text
      text: { disabled: 'rgba(0, 0, 0, 0.58)' },
    },
    components: {
      MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        // the ripple alone barely marks an outlined or text button reached by Tab (issue 23)
        styleOverrides: {
          root: { '&.Mui-focusVisible': { outline: '2px solid #0d47a1', outlineOffset: 2 } },
        },
      },
    },
  },
  ptBR,
);
