import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { podeAlterarRegistroCompartilhado, type Permissao } from '@divida/domain/permissions';
import type { LoginResponse } from '@divida/domain/auth/auth.schema';
import { sessionStore, type Session } from './sessionStore.ts';
import { http } from './http.ts';

interface SessionContextValue {
  session: Session | null;
  isAuthenticated: boolean;
  can: (p: Permissao) => boolean;
  /** Records every body shares (document types, profiles of no body) are the PGE's to change. */
  podeAlterarCompartilhado: boolean;
  signIn: (r: LoginResponse) => void;
  signOut: () => Promise<void>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const session = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.get);
  const permissoes = useMemo(() => new Set(session?.permissoes ?? []), [session]);
  const can = useCallback((p: Permissao) => permissoes.has(p), [permissoes]);
  const signIn = useCallback(
    (r: LoginResponse) => sessionStore.start(r.accessToken, r.refreshToken, r.user),
    [],
  );
  const signOut = useCallback(async () => {
    const token = sessionStore.get()?.accessToken;
    if (token) {
      // Best effort: the page leaves whatever the server answers.
      await http
        .post('auth/logout', undefined, { auth: false, headers: { Authorization: `Bearer ${token}` } })
        .catch(() => undefined);
    }
    sessionStore.clear();
  }, []);
  const value = useMemo(
    () => ({
      session,
      isAuthenticated: session !== null,
      can,
      podeAlterarCompartilhado: podeAlterarRegistroCompartilhado(permissoes),
      signIn,
      signOut,
    }),
    [session, permissoes, can, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): SessionContextValue {
  const ctx = useContext(SessionContext);
  if (!ctx) throw new Error('useSession outside SessionProvider');
  return ctx;
}
