import { parseScope, type Permissao } from '@divida/domain/permissions';
import type { UsuarioResumo } from '@divida/domain/auth/auth.schema';

/**
 * The session kept in browser storage (spec 01 §4, §9): access token, refresh token, user data and
 * the app version. A small external store so the http client and React read the same state.
 */
export const APP_VERSION = '1.0.0';

export const STORAGE_KEYS = {
  accessToken: 'accessToken',
  refreshToken: 'refreshToken',
  user: 'user',
  version: 'version',
} as const;

export interface Session {
  accessToken: string;
  refreshToken: string;
  user: UsuarioResumo;
  permissoes: readonly Permissao[];
}

interface JwtPayload {
  exp?: number;
  scope?: string;
}

export function decodeJwt(token: string): JwtPayload | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const b64 = part
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(part.length / 4) * 4, '=');
    const json = new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)));
    return JSON.parse(json) as JwtPayload;
  } catch {
    return null;
  }
}

/** Expired, unreadable or without an expiry; a few seconds early so a request never leaves with a dying token. */
export function isExpired(token: string | null | undefined, now = Date.now(), skewSeconds = 5): boolean {
  const exp = token ? decodeJwt(token)?.exp : undefined;
  return typeof exp !== 'number' || exp * 1000 <= now + skewSeconds * 1000;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let session: Session | null = null;

function read(): Session | null {
  try {
    if (localStorage.getItem(STORAGE_KEYS.version) !== APP_VERSION) {
      clearStorage();
      return null;
    }
    const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
    const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
    const userJson = localStorage.getItem(STORAGE_KEYS.user);
    if (!accessToken || !refreshToken || !userJson) return null;
    const user = JSON.parse(userJson) as UsuarioResumo;
    return { accessToken, refreshToken, user, permissoes: parseScope(decodeJwt(accessToken)?.scope) };
  } catch {
    return null;
  }
}

function clearStorage() {
  for (const key of Object.values(STORAGE_KEYS)) localStorage.removeItem(key);
}

function emit() {
  for (const l of listeners) l();
}

export const sessionStore = {
  /** Loads what storage holds; the caller decides whether an expired access token can still be refreshed. */
  load(): Session | null {
    session = read();
    return session;
  },
  get: (): Session | null => session,
  /**
   * Signed out in another tab: this tab still holds a session, but the storage every tab shares no
   * longer does (the other tab's sign-out cleared it, and the server ended the session).
   */
  saiuEmOutraAba(): boolean {
    try {
      return session !== null && localStorage.getItem(STORAGE_KEYS.refreshToken) === null;
    } catch {
      return false;
    }
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(accessToken: string, refreshToken: string, user: UsuarioResumo) {
    localStorage.setItem(STORAGE_KEYS.version, APP_VERSION);
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
    this.setTokens(accessToken, refreshToken, user);
  },
  setTokens(accessToken: string, refreshToken: string, user = session?.user) {
    if (!user) return;
    localStorage.setItem(STORAGE_KEYS.accessToken, accessToken);
    localStorage.setItem(STORAGE_KEYS.refreshToken, refreshToken);
    session = { accessToken, refreshToken, user, permissoes: parseScope(decodeJwt(accessToken)?.scope) };
    emit();
  },
  clear() {
    clearStorage();
    if (session !== null) {
      session = null;
      emit();
    }
  },
};
