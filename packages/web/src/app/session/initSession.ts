import { isExpired, sessionStore } from '../../lib/sessionStore.ts';
import { refreshSession } from '../../lib/http.ts';

/**
 * Settles the session before anything renders (spec 01 §2.1, §4): authenticated only with an unexpired
 * access token; an expired one is renewed once with the refresh token, otherwise the session is cleared.
 */
export async function initSession(): Promise<void> {
  const s = sessionStore.load();
  if (s && isExpired(s.accessToken) && !(await refreshSession())) sessionStore.clear();
}
