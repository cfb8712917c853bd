import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** spec 01 §2.2: a route whose permission the user lacks. */
export function AccessDenied() {
  return (
    <Box sx={{ py: 8, textAlign: 'center' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        Acesso Negado!
      </Typography>
      <Typography color="text.secondary">
        Você não possui a permissão necessária para acessar esta página. Procure o administrador do sistema.
      </Typography>
    </Box>
  );
}
