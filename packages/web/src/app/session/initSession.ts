import { isExpired, sessionStore } from '../../lib/sessionStore.ts';
import { refreshSession } from '../../lib/http.ts';

/**
 * Settles the session before anything renders (spec 01 §2.1, §4): authenticated only with an unexpired
 * access token; an expired one is renewed once with the refresh token, otherwise the session is cleared.
 * Without a stored session, or with a valid token, it is settled at once (no request): returns null then,
 * so the page is drawn without waiting; otherwise the renewal to wait for.
 */
export function initSession(): Promise<void> | null {
  const s = sessionStore.load();
  if (!s || !isExpired(s.accessToken)) return null;
  return refreshSession().then((ok) => {
    if (!ok) sessionStore.clear();
  });
}
