import { lazy, Suspense, useEffect } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from './theme.ts';
import { SessionProvider } from '../lib/SessionProvider.tsx';
import { Reauthentication } from './session/Reauthentication.tsx';
import { sessionStore } from '../lib/sessionStore.ts';
import { routes } from './router.tsx';
import { FLASH_KEY, MENSAGEM_SESSAO_EXPIRADA, setSessionEndHandler } from '../lib/http.ts';
import { notifyWarning } from '../lib/notify.ts';
import { MENSAGENS } from '@divida/domain/errors';

const UpdatePrompt = lazy(() => import('./UpdatePrompt.tsx'));
const Notifications = lazy(() => import('./Notifications.tsx'));

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  useEffect(() => {
    setSessionEndHandler((kind) => {
      sessionStore.clear();
      if (kind === 'expired') {
        notifyWarning(MENSAGEM_SESSAO_EXPIRADA);
      } else if (kind === 'outraAba') {
        notifyWarning(MENSAGENS.saiuEmOutraAba);
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
      <SessionProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
        <Reauthentication />
      </SessionProvider>
      <Suspense fallback={null}>
        <Notifications />
        {import.meta.env.PROD && <UpdatePrompt />}
      </Suspense>
    </ThemeProvider>
  );
}
