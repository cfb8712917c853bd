import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** spec 01 §2.8: 'Confirmar Exclusão' / 'Tem certeza que deseja realizar essa operação?' with Cancelar and Excluir. */
export function ConfirmDialog({
  open,
  onCancel,
  onConfirm,
  title = 'Confirmar Exclusão',
  message = 'Tem certeza que deseja realizar essa operação?',
  confirmLabel = 'Excluir',
  cancelLabel = 'Cancelar',
  busy = false,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  title?: string;
  message?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
}) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="confirmar-titulo"
      aria-describedby="confirmar-texto"
    >
      <DialogTitle id="confirmar-titulo">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirmar-texto">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
