/** Runtime configuration (spec 01 §7): read once at start from /app.conf.json; defaults when missing. */
export interface AppConfig {
  apiUrl: string;
  captcha: { challengeUrl: string };
}

export const DEFAULT_CONFIG: AppConfig = { apiUrl: '/api', captcha: { challengeUrl: '/api/auth/captcha' } };

let current: AppConfig = DEFAULT_CONFIG;

export const appConfig = (): AppConfig => current;

export async function loadConfig(fetchImpl: typeof fetch = fetch): Promise<AppConfig> {
  try {
    // A random query defeats every cache between the page and the file (spec 01 §7).
    const res = await fetchImpl(`/app.conf.json?_=${Math.random().toString(36).slice(2)}`, {
      cache: 'no-store',
    });
    if (res.ok) {
      const json = (await res.json()) as Partial<AppConfig>;
      current = {
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
    }
  } catch {
    current = DEFAULT_CONFIG;
  }
  return current;
}
