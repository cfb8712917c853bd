/**
 * Build time only (vite.config.ts, loginEstatico): the login page rendered to HTML, for index.html to
 * draw it before the JavaScript has arrived. The same components as the page, signed out on '/'.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { theme } from '../app/theme.ts';
import { SessionProvider } from '../lib/SessionProvider.tsx';
import LoginPage from '../features/auth/LoginPage.tsx';

export { APP_VERSION, STORAGE_KEYS } from '../lib/sessionStore.ts';

export function render(): string {
  return renderToString(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SessionProvider>
        <StaticRouter location="/">
          <LoginPage />
        </StaticRouter>
      </SessionProvider>
    </ThemeProvider>,
  );
}
