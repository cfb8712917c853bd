import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';

/** Blocks the screen while a form saves (spec 01 §4). */
export function SavingBackdrop({ open }: { open: boolean }) {
  return (
    <Backdrop open={open} sx={{ zIndex: (t) => t.zIndex.modal + 1, color: '#fff' }}>
      <CircularProgress color="inherit" aria-label="Salvando" />
    </Backdrop>
  );
}
