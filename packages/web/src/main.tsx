import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { loadConfig } from './lib/config.ts';
import { initSession } from './app/session/initSession.ts';
import { installChunkErrorReload } from './lib/chunkLoad.ts';

// After a deployment the old page's chunks are gone: reload once (lib/chunkLoad.ts).
installChunkErrorReload();

// The sign-in page's chunk starts loading with the configuration instead of after it.
if (['/', '/login'].includes(window.location.pathname)) void import('./features/auth/LoginPage.tsx');

// Nothing renders until the configuration and the session are known (spec 01 §2.1).
async function start() {
  await loadConfig();
  await initSession();
  const root = document.getElementById('root');
  if (root)
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
}
void start();
