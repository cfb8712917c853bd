import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ouSemValor } from '@divida/domain/format';

/** A label and its value on a details page. */
export function DetailItem({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography component="div">{ouSemValor(value)}</Typography>
    </Box>
  );
}
