import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { LoginPage, preloadSignedIn } from './app/router.tsx';
import { loadConfig } from './lib/config.ts';
import { sessionStore } from './lib/sessionStore.ts';
import { initSession } from './app/session/initSession.ts';
import { installChunkErrorReload } from './lib/chunkLoad.ts';

// After a deployment the old page's chunks are gone: reload once (lib/chunkLoad.ts).
installChunkErrorReload();

// The sign-in page's chunk (preloaded by index.html) starts loading with the configuration.
const loginPath = ['/', '/login'].includes(window.location.pathname);
const publicPath = window.location.pathname.startsWith('/forgotPassword');
const login = loginPath ? LoginPage.preload().catch(() => undefined) : null;

// Nothing renders until the session is known (spec 01 §2.1): at once from storage, unless an expired
// token must be renewed first. The configuration is not waited for: the API calls and the robot check
// wait for it (lib/config.ts configReady), the page is drawn meanwhile.
async function start() {
  void loadConfig();
  await initSession();
  // signed out on the sign-in path: the page's own chunk, so the first paint is the form (no spinner)
  if (login && !sessionStore.get()) await login;
  // signed in elsewhere: the shell and the page's chunks, so the first render draws both at once
  const signedIn = !loginPath && !publicPath && sessionStore.get();
  if (signedIn) await preloadSignedIn(window.location.pathname).catch(() => undefined);
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  const tree = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // The login's static copy is on screen (index.html, vite.config.ts loginEstatico), or a signed-in page's
  // chunks are all in: React renders in short slices (a transition: no long task to block a tap) and
  // commits the whole page in one frame.
  if (root.childElementCount || signedIn) startTransition(() => app.render(tree));
  else app.render(tree);
}
void start();
