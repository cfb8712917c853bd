import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '../../lib/sessionStore.ts';

export function Footer() {
  return (
    <Box component="footer" sx={{ py: 2, px: 3, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        © {new Date().getFullYear()} · Versão {APP_VERSION}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        Sistema homologado pela Procuradoria-Geral do Estado
      </Typography>
    </Box>
  );
}
