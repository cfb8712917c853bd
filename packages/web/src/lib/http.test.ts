import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, decodeError, http, setReauthenticateHandler, setSessionEndHandler } from './http.ts';
import { sessionStore } from './sessionStore.ts';
import { fakeToken, signInAs } from '../test/session.ts';

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'content-type': 'application/json' },
    ...init,
  });

const problem = (status: number, code: number, msg: string, extra: Record<string, string> = {}) =>
  new Response(null, {
    status,
    headers: { errormsg: encodeURIComponent(msg), errorcode: String(code), ...extra },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('decodeError', () => {
  it('reads percent-encoded headers and the field lists in order', async () => {
    const e = await decodeError(
      problem(409, 409, 'Já existe um Tipo de Documento com este nome', {
        errorfields: encodeURIComponent('nome;outro'),
        errormessages: encodeURIComponent('Nome duplicado;Outro inválido'),
      }),
    );
    expect(e.message).toBe('Já existe um Tipo de Documento com este nome');
    expect(e.code).toBe(409);
    expect(e.kind).toBe('client');
    expect(e.fieldErrors()).toEqual({ nome: 'Nome duplicado', outro: 'Outro inválido' });
  });

  it('falls back to the problem+json body', async () => {
    const res = new Response(JSON.stringify({ status: 400, errorcode: 400, errormsg: 'Dados inválidos' }), {
      status: 400,
      headers: { 'content-type': 'application/problem+json' },
    });
    expect((await decodeError(res)).message).toBe('Dados inválidos');
  });

  it('shows a generic message for server errors', async () => {
    const e = await decodeError(problem(500, 500, 'stack trace'));
    expect(e.kind).toBe('server');
    expect(e.message).not.toContain('stack');
  });
});

describe('request', () => {
  it('reports a network failure with its own message', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const e = (await http.get('x').catch((err: unknown) => err)) as ApiError;
    expect(e.kind).toBe('network');
    expect(e.message).toMatch(/ERR_NETWORK/);
  });

  it('shares one refresh among requests that meet a 401, then retries each once', async () => {
    signInAs(['TIPO_DOCUMENTO_CONSULTAR']);
    const renewed = fakeToken(['TIPO_DOCUMENTO_CONSULTAR'], 7200);
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      const auth = new Headers(init?.headers).get('Authorization');
      if (url.endsWith('/auth/token')) return json({ accessToken: renewed, refreshToken: 'refresh-2' });
      return auth === `Bearer ${renewed}` ? json({ ok: url }) : problem(401, 22, 'Token expirado');
    });
    vi.stubGlobal('fetch', fetchMock);
    const results = await Promise.all([http.get('a'), http.get('b'), http.get('c')]);
    expect(results).toEqual([{ ok: '/api/a' }, { ok: '/api/b' }, { ok: '/api/c' }]);
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/auth/token'))).toHaveLength(1);
    expect(sessionStore.get()?.refreshToken).toBe('refresh-2');
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2');
  });

  it('ends the session as expired when the refresh fails', async () => {
    signInAs(['TIPO_DOCUMENTO_CONSULTAR']);
    const ended = vi.fn();
    setSessionEndHandler((kind) => {
      sessionStore.clear();
      ended(kind);
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) =>
        url.endsWith('/auth/token') ? problem(401, 22, 'inválido') : problem(401, 22, 'Token expirado'),
      ),
    );
    const e = (await http.get('a').catch((err: unknown) => err)) as ApiError;
    expect(e.handled).toBe(true);
    expect(ended).toHaveBeenCalledWith('expired');
    expect(sessionStore.get()).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('a revoked session (code 27) is ended at once, without trying to refresh', async () => {
    signInAs(['TIPO_DOCUMENTO_CONSULTAR']);
    const ended = vi.fn();
    setSessionEndHandler(ended);
    const fetchMock = vi.fn(async () => problem(401, 27, 'Sessão encerrada'));
    vi.stubGlobal('fetch', fetchMock);
    await http.get('a').catch(() => undefined);
    expect(ended).toHaveBeenCalledWith('revoked');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('signed out in another tab: the next call asks to sign in again saying so, and sends the same request (issue 37)', async () => {
    signInAs(['ALTERAR_CONFIGURACAO']);
    // the other tab's sign-out: the storage every tab shares is emptied, and the server ends the session
    for (const k of ['accessToken', 'refreshToken', 'user', 'version']) localStorage.removeItem(k);
    const renewed = fakeToken(['ALTERAR_CONFIGURACAO'], 7200);
    const ended = vi.fn();
    setSessionEndHandler(ended);
    const bodies: unknown[] = [];
    let valido = renewed;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('/auth/token')) return problem(401, 27, 'Sessão encerrada');
      if (new Headers(init?.headers).get('Authorization') !== `Bearer ${valido}`)
        return problem(401, 27, 'Sessão encerrada');
      bodies.push(JSON.parse(String(init?.body)));
      return json({ ok: true });
    });
    vi.stubGlobal('fetch', fetchMock);
    const reauthenticate = vi.fn(async () => {
      sessionStore.start(renewed, 'refresh-novo', sessionStore.get()!.user);
      return true;
    });
    setReauthenticateHandler(reauthenticate);
    try {
      expect(await http.put('conf/editar', { porcentagemHonorarios: 0.1234 })).toEqual({ ok: true });
      expect(reauthenticate.mock.calls).toEqual([['outraAba']]);
      expect(bodies).toEqual([{ porcentagemHonorarios: 0.1234 }]);
      expect(ended).not.toHaveBeenCalled();
      // no refresh with a token the other tab's sign-out ended
      expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/auth/token'))).toBe(false);

      // giving up ends the session as left in another tab, never as expired
      valido = 'nenhum';
      for (const k of ['accessToken', 'refreshToken', 'user', 'version']) localStorage.removeItem(k);
      setReauthenticateHandler(async () => false);
      const e = (await http.put('conf/editar', {}).catch((err: unknown) => err)) as ApiError;
      expect(ended).toHaveBeenCalledWith('outraAba');
      expect(e.message).toBe('Você saiu em outra aba');
    } finally {
      setReauthenticateHandler(null);
    }
  });

  it('when the refresh fails, signs in again once (the app dialog) and sends the same requests again', async () => {
    signInAs(['ALTERAR_CONFIGURACAO']);
    const renewed = fakeToken(['ALTERAR_CONFIGURACAO'], 7200);
    const ended = vi.fn();
    setSessionEndHandler(ended);
    const bodies: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.endsWith('/auth/token')) return problem(401, 22, 'Sua sessão expirou');
        if (new Headers(init?.headers).get('Authorization') !== `Bearer ${renewed}`)
          return problem(401, 22, 'Token expirado');
        bodies.push(JSON.parse(String(init?.body)));
        return json({ ok: true });
      }),
    );
    const reauthenticate = vi.fn(async () => {
      sessionStore.setTokens(renewed, 'refresh-novo');
      return true;
    });
    setReauthenticateHandler(reauthenticate);
    try {
      const r = await Promise.all([
        http.put('conf/editar', { porcentagemHonorarios: 0.1234 }),
        http.put('conf/editar', { porcentagemHonorarios: 0.5 }),
      ]);
      expect(r).toEqual([{ ok: true }, { ok: true }]);
      expect(bodies).toEqual([{ porcentagemHonorarios: 0.1234 }, { porcentagemHonorarios: 0.5 }]);
      expect(reauthenticate).toHaveBeenCalledTimes(1);
      expect(ended).not.toHaveBeenCalled();

      // giving up ends the session as before
      sessionStore.setTokens(fakeToken(['ALTERAR_CONFIGURACAO'], 3600), 'refresh-3');
      setReauthenticateHandler(async () => false);
      await http.put('conf/editar', {}).catch(() => undefined);
      expect(ended).toHaveBeenCalledWith('expired');
    } finally {
      setReauthenticateHandler(null);
    }
  });
});
