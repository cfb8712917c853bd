import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '../../lib/sessionStore.ts';

/** The frame of the public pages: a centred card with the product name. */
export function PublicLayout({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
      }}
    >
      <Paper elevation={3} sx={{ width: '100%', maxWidth: 420, p: 4 }}>
        <Typography variant="h5" component="p" color="primary" sx={{ fontWeight: 700, textAlign: 'center' }}>
          Dívida Ativa
        </Typography>
        <Typography variant="h6" component="h1" sx={{ mb: 3, textAlign: 'center' }}>
          {title}
        </Typography>
        {children}
      </Paper>
      <Typography
        component="footer"
        variant="caption"
        color="text.secondary"
        sx={{ mt: 2, textAlign: 'center' }}
      >
        © {new Date().getFullYear()} · Versão {APP_VERSION} · Sistema homologado pela Procuradoria-Geral do
        Estado
      </Typography>
    </Box>
  );
}
