import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** A form's section: a region named by its heading (the forms of process, creditor body, ...). */
export function Secao({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={titulo} sx={{ mt: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}

/** Only the section's heading, for a form whose fields run on below it (the user's form). */
export function SecaoTitulo({ titulo }: { titulo: string }) {
  return (
    <Typography variant="h6" component="h2" sx={{ mt: 3, mb: 2 }}>
      {titulo}
    </Typography>
  );
}
