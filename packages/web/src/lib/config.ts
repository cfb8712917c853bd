import { useSyncExternalStore } from 'react';

/** Runtime configuration (spec 01 §7): read once at start from /app.conf.json; defaults when missing. */
export interface AppConfig {
  apiUrl: string;
  captcha: { challengeUrl: string };
}

export const DEFAULT_CONFIG: AppConfig = { apiUrl: '/api', captcha: { challengeUrl: '/api/auth/captcha' } };

let current: AppConfig = DEFAULT_CONFIG;
/** The file's answer, once read (or given up on): what requests and the robot check wait for. */
let loading: Promise<AppConfig> | null = null;
let known = false;
const listeners = new Set<() => void>();

export const appConfig = (): AppConfig => current;

/**
 * The configuration once /app.conf.json has answered (at once when it was never asked for: the tests).
 * The page is drawn without waiting for it; the API calls and the robot check do wait.
 */
export const configReady = (): Promise<AppConfig> => loading ?? Promise.resolve(current);

/** The configuration for a component, null until the file has answered (it re-renders then). */
export function useAppConfig(): AppConfig | null {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const snapshot = () => (known || !loading ? current : null);

export function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  known = false;
  loading = read(fetchImpl).then((c) => {
    current = c;
    known = true;
    for (const l of listeners) l();
    return c;
  });
  return loading;
}

async function read(fetchImpl: typeof fetch): Promise<AppConfig> {
  try {
    // A random query defeats every cache between the page and the file (spec 01 §7).
    const res = await fetchImpl(`/app.conf.json?_=${Math.random().toString(36).slice(2)}`, {
      cache: 'no-store',
    });
    if (!res.ok) return current;
    const json = (await res.json()) as Partial<AppConfig>;
    return {
      apiUrl:
        typeof json.apiUrl === 'string' && json.apiUrl
          ? json.apiUrl.replace(/\/$/, '')
          : DEFAULT_CONFIG.apiUrl,
      captcha: {
        challengeUrl:
          typeof json.captcha?.challengeUrl === 'string' && json.captcha.challengeUrl
            ? json.captcha.challengeUrl
            : DEFAULT_CONFIG.captcha.challengeUrl,
      },
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}
