import Chip from '@mui/material/Chip';
import { COR_NIVEL, ROTULO_NIVEL, type NivelPrescricao } from './nivel.ts';

/** A prescription level: its colour and its word (docs/prazos-e-prescricao.md §2.2); not focusable, so no tooltip. */
export function NivelChip({ nivel, size = 'small' }: { nivel: NivelPrescricao; size?: 'small' | 'medium' }) {
  const cor = COR_NIVEL[nivel];
  return (
    <Chip size={size} label={ROTULO_NIVEL[nivel]} sx={{ bgcolor: cor.bg, color: cor.fg, fontWeight: 600 }} />
  );
}
