/**
 * Code chunks that fail to load. After a deployment the old page asks for chunks that no longer exist;
 * while the server is down it cannot fetch any. Either way React would leave a blank screen. When the
 * server answers (so a new version is there) the page reloads once by itself; otherwise, or when it
 * already reloaded a moment ago, the error boundary offers the reload (ChunkErrorBoundary).
 */

const RELOAD_KEY = 'chunkReloadAt';
/** A second failure this soon after an automatic reload means reloading does not help: no loop. */
const RELOAD_GUARD_MS = 60_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|ChunkLoadError/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return CHUNK_ERROR.test(`${error.name}: ${error.message}`);
}

/**
 * True when the server answers now (a fresh request that no cache can answer). Any answer of its own
 * counts, even a 404; a network failure or a proxy's 502/503/504 means it is down.
 */
async function serverAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`/?_=${Date.now().toString(36)}`, { method: 'HEAD', cache: 'no-store' });
    return res.status < 500;
  } catch {
    return false;
  }
}

function reloadedRecently(): boolean {
  const at = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
  return Date.now() - at < RELOAD_GUARD_MS;
}

let pending: Promise<boolean> | null = null;

/**
 * Reloads the page once when a chunk failed and the server answers. Resolves true when the page is
 * reloading, false when the person has to decide (server down, or reloaded a moment ago).
 */
export function reloadForNewVersion(): Promise<boolean> {
  pending ??= (async () => {
    if (reloadedRecently() || !(await serverAnswers())) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
    window.location.reload();
    return true;
  })().finally(() => {
    pending = null;
  });
  return pending;
}

/**
 * Vite's preload helper announces failed chunk loads as 'vite:preloadError' (also those outside any
 * error boundary, such as the early import of the sign-in page). The error still propagates, so the
 * boundary shows its offer if the page does not reload.
 */
export function installChunkErrorReload(): void {
  window.addEventListener('vite:preloadError', () => void reloadForNewVersion());
}
