import { ERRORS, MENSAGENS, SESSION_ENDING_CODES } from '@divida/domain/errors';
import { appConfig, configReady } from './config.ts';
import { isExpired, sessionStore } from './sessionStore.ts';

/**
 * The one place that talks to the API and reads its errors (ARCHITECTURE "One error path"):
 * bearer token, one refresh shared by every request in flight, retry once, error decoding.
 */
export type ErrorKind = 'client' | 'server' | 'network';

export class ApiError extends Error {
  /** True when the page already told the user (session ended): no second toast. */
  handled = false;
  constructor(
    message: string,
    readonly status: number,
    readonly code: number | undefined,
    readonly fields: readonly string[] = [],
    readonly messages: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
  get kind(): ErrorKind {
    return this.status === 0 ? 'network' : this.status >= 500 ? 'server' : 'client';
  }
  /** Field → message pairs from `errorfields` / `errormessages`. */
  fieldErrors(): Record<string, string> {
    const out: Record<string, string> = {};
    this.fields.forEach((f, i) => {
      if (f && !(f in out)) out[f] = this.messages[i] ?? this.message;
    });
    return out;
  }
}

export const MENSAGEM_SESSAO_EXPIRADA = MENSAGENS.sessaoExpirada;
export const FLASH_KEY = 'flashMessage';

const decode = (v: string | null): string | undefined => {
  if (v === null || v === '') return undefined;
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};
const splitList = (v: string | undefined) => (v ? v.split(';').map((s) => s.trim()) : []);

export async function decodeError(res: Response): Promise<ApiError> {
  let msg = decode(res.headers.get('errormsg'));
  let code = Number(decode(res.headers.get('errorcode'))) || undefined;
  let fields = splitList(decode(res.headers.get('errorfields')));
  let messages = splitList(decode(res.headers.get('errormessages')));
  if (!msg && (res.headers.get('content-type') ?? '').includes('json')) {
    try {
      const body = (await res.json()) as {
        errormsg?: string;
        errorcode?: number;
        errorfields?: string[];
        errormessages?: string[];
      };
      msg = body.errormsg;
      code = body.errorcode ?? code;
      fields = body.errorfields ?? fields;
      messages = body.errormessages ?? messages;
    } catch {
      // no readable body: keep the headers' answer
    }
  }
  if (res.status >= 500) {
    // spec 01 §8: server errors show a generic message with the client's own wording
    return new ApiError(`${MENSAGENS.erroInterno} (HTTP ${res.status})`, res.status, code);
  }
  return new ApiError(msg ?? `Requisição inválida (HTTP ${res.status})`, res.status, code, fields, messages);
}

export const networkError = () =>
  new ApiError(
    'Não foi possível comunicar com o servidor. Verifique sua conexão. (ERR_NETWORK)',
    0,
    undefined,
  );

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | undefined | null>;
  /** Public calls (login, password recovery, captcha): no bearer, no refresh. */
  auth?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * 'blob' for files the server generates (PDFs): the answer's body as a Blob; 'response' for an
   * answer whose status says what its body is (an export: the file, or 202 and a task).
   */
  responseType?: 'json' | 'blob' | 'response';
}

let refreshing: Promise<boolean> | null = null;

/** One refresh for every request that needs it (single flight). */
export function refreshSession(): Promise<boolean> {
  refreshing ??= doRefresh().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function doRefresh(): Promise<boolean> {
  const refreshToken = sessionStore.get()?.refreshToken;
  if (!refreshToken) return false;
  await configReady();
  try {
    const res = await fetch(`${appConfig().apiUrl}/auth/token`, {
      headers: { Authorization: `Bearer ${refreshToken}` },
    });
    if (!res.ok) return false;
    // checked by hand: zod stays out of the login page's bundle
    const tokens = (await res.json()) as { accessToken?: unknown; refreshToken?: unknown };
    if (typeof tokens.accessToken !== 'string' || typeof tokens.refreshToken !== 'string') return false;
    sessionStore.setTokens(tokens.accessToken, tokens.refreshToken);
    return true;
  } catch {
    return false;
  }
}

/** How a session ended: it expired, the server ended it, or the person signed out in another tab. */
export type SessionEndKind = 'expired' | 'revoked' | 'outraAba';
type SessionEndHandler = (kind: SessionEndKind) => void;
let onSessionEnd: SessionEndHandler = (kind) => {
  sessionStore.clear();
  if (kind === 'revoked') {
    // spec 01 §8: codes 27/22 with 401 clear stored data and reload the page
    sessionStorage.setItem(FLASH_KEY, MENSAGENS.sessaoEncerrada);
    window.location.reload();
  }
};
/** The app shows the expired-session message (it owns the toasts). */
export const setSessionEndHandler = (h: SessionEndHandler) => {
  onSessionEnd = h;
};

/** Why the person is asked to sign in again: the session expired, or they signed out in another tab. */
export type MotivoReentrada = 'expirada' | 'outraAba';

/**
 * How the app signs the person in again over the page when the session cannot be refreshed (the
 * refresh token expired, or another tab signed out): resolves true with a new session, false when the
 * person gives up. Registered by the app (lib does not import app); without it the session simply ends.
 */
export type ReauthenticateHandler = (motivo: MotivoReentrada) => Promise<boolean>;
let reauthenticate: ReauthenticateHandler | null = null;
let reauthenticating: Promise<boolean> | null = null;
export const setReauthenticateHandler = (h: ReauthenticateHandler | null) => {
  reauthenticate = h;
};

/**
 * A usable session again: the shared refresh, else one re-login shared by every waiting request. Signed
 * out in another tab, the refresh token is gone with the session: straight to the re-login, which says so.
 */
async function renewSession(outraAba: boolean): Promise<boolean> {
  if (!outraAba && (await refreshSession())) return true;
  if (!reauthenticate || !sessionStore.get()) return false;
  reauthenticating ??= reauthenticate(outraAba ? 'outraAba' : 'expirada')
    .catch(() => false)
    .finally(() => {
      reauthenticating = null;
    });
  return reauthenticating;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${appConfig().apiUrl}/${path.replace(/^\//, '')}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null && v !== '') params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

async function send(url: string, opts: RequestOptions, token: string | undefined): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json', ...opts.headers };
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  if (opts.body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    return await fetch(url, {
      method: opts.method ?? 'GET',
      headers,
      body:
        opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
      signal: opts.signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw networkError();
  }
}

function endSession(kind: SessionEndKind, error: ApiError): never {
  error.handled = true;
  onSessionEnd(kind);
  throw error;
}

/** The person did not sign in again: the session ends, as expired or as left in another tab. */
function semSessao(outraAba: boolean, code: number | undefined = ERRORS.TOKEN_INVALID.code): never {
  return outraAba
    ? endSession('outraAba', new ApiError(MENSAGENS.saiuEmOutraAba, 401, code))
    : endSession('expired', new ApiError(MENSAGEM_SESSAO_EXPIRADA, 401, code));
}

export async function request<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  // the page is drawn before /app.conf.json answers (main.tsx): the API's address is in it
  await configReady();
  const url = buildUrl(path, opts.query);
  const auth = opts.auth !== false;
  if (auth) {
    const s = sessionStore.get();
    const outraAba = sessionStore.saiuEmOutraAba();
    if (s && isExpired(s.accessToken) && !(await renewSession(outraAba))) semSessao(outraAba);
  }
  let res = await send(url, opts, auth ? sessionStore.get()?.accessToken : undefined);
  if (auth && res.status === 401) {
    const first = await decodeError(res);
    // signed out in another tab, the server answers the session as ended: that is not the end here
    const outraAba = sessionStore.saiuEmOutraAba();
    if (first.code === ERRORS.SESSION_REVOKED.code && !outraAba) endSession('revoked', first);
    // what the person typed is kept: sign in again over the page, then send the same request
    if (!(await renewSession(outraAba))) semSessao(outraAba, first.code);
    res = await send(url, opts, sessionStore.get()?.accessToken);
    if (res.status === 401) {
      const second = await decodeError(res);
      if (second.code !== undefined && SESSION_ENDING_CODES.includes(second.code))
        endSession('revoked', second);
      throw second;
    }
  }
  if (!res.ok) throw await decodeError(res);
  if (opts.responseType === 'blob') return (await res.blob()) as T;
  if (opts.responseType === 'response') return res as T;
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const http = {
  get: <T>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'GET' }),
  post: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'PUT', body: body ?? {} }),
  delete: <T = void>(path: string, opts?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(path, { ...opts, method: 'DELETE' }),
  /** A PDF the server generates, with the same session handling as every other call. */
  pdf: (path: string) =>
    request<Blob>(path, { method: 'GET', headers: { Accept: 'application/pdf' }, responseType: 'blob' }),
};
