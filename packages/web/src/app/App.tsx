import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { closeSnackbar, SnackbarProvider } from 'notistack';
import { theme } from './theme.ts';
import { SessionProvider } from './session/SessionProvider.tsx';
import { sessionStore } from './session/sessionStore.ts';
import { routes } from './router.tsx';
import { FLASH_KEY, MENSAGEM_SESSAO_EXPIRADA, setSessionEndHandler } from '../lib/http.ts';
import { notifyWarning } from '../lib/notify.ts';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx'));

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  useEffect(() => {
    setSessionEndHandler((kind) => {
      sessionStore.clear();
      if (kind === 'expired') {
        notifyWarning(MENSAGEM_SESSAO_EXPIRADA);
      } else {
        // spec 01 §8: codes 27/22 clear stored data and reload; the message survives the reload
        sessionStorage.setItem(FLASH_KEY, MENSAGEM_SESSAO_EXPIRADA);
        window.location.reload();
      }
    });
    const flash = sessionStorage.getItem(FLASH_KEY);
    if (flash) {
      sessionStorage.removeItem(FLASH_KEY);
      notifyWarning(flash);
    }
  }, []);

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        maxSnack={4}
        preventDuplicate
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        action={(key) => (
          <IconButton size="small" color="inherit" aria-label="Fechar" onClick={() => closeSnackbar(key)}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      >
        <SessionProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </SessionProvider>
        {import.meta.env.PROD && (
          <Suspense fallback={null}>
            <UpdatePrompt />
          </Suspense>
        )}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
