import { useEffect } from 'react';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { registerEnqueue } from '../lib/notify.ts';

/**
 * The toast host: closable, no duplicates (spec 01 §8). Loaded after the first paint. Bottom right,
 * not the spec's top right: there they covered the user menu in the top bar.
 */
export default function Notifications() {
  useEffect(() => registerEnqueue((message, options) => enqueueSnackbar(message, options)), []);
  return (
    <SnackbarProvider
      maxSnack={4}
      preventDuplicate
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      action={(key) => (
        <IconButton size="small" color="inherit" aria-label="Fechar" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    />
  );
}
