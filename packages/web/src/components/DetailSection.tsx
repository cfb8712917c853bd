import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';

/** A titled group of DetailItems on a details page, laid out in columns. */
export function DetailSection({
  title,
  children,
  cartao = false,
}: {
  title: string;
  children: ReactNode;
  /** drawn as an outlined card (the process detail's cards) */
  cartao?: boolean;
}) {
  const conteudo = (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          columnGap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {children}
      </Box>
    </>
  );
  return cartao ? (
    <Card variant="outlined" component="section" aria-label={title} sx={{ mb: 2 }}>
      <CardContent>{conteudo}</CardContent>
    </Card>
  ) : (
    <Box component="section" aria-label={title} sx={{ mb: 2 }}>
      {conteudo}
    </Box>
  );
}
