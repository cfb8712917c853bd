import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from './sessionStore.ts';
import { signInAs } from '../test/session.ts';
import { setSessionEndHandler } from './http.ts';
import { abrirPdf } from './abrirPdf.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStore.clear();
});

const aba = () => {
  const tab = { close: vi.fn(), location: { href: '' } };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  return tab;
};

describe('abrirPdf', () => {
  it('a revoked session (code 27) ends the session, like any other request', async () => {
    signInAs(['USUARIO_CONSULTAR']);
    const ended = vi.fn();
    setSessionEndHandler(ended);
    const fetchMock = vi.fn(
      async () =>
        new Response(null, {
          status: 401,
          headers: { errormsg: encodeURIComponent('Sessão encerrada'), errorcode: '27' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    aba();
    await abrirPdf('usuario/1/imprimir').catch(() => undefined);
    expect(ended).toHaveBeenCalledWith('revoked');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // issue 23: no tab is opened for a PDF that does not come (it was opened blank, then closed)
    expect(window.open).not.toHaveBeenCalled();
  });

  it('opens the PDF fetched with the bearer token in a new tab once it has arrived', async () => {
    signInAs(['USUARIO_CONSULTAR']);
    const fetchMock = vi.fn(
      async () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:pdf-1'), revokeObjectURL: vi.fn() }),
    );
    aba();
    await abrirPdf('usuario/1/imprimir');
    expect(window.open).toHaveBeenCalledWith('blob:pdf-1', '_blank');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/usuario/1/imprimir');
    expect(new Headers(init.headers).get('Authorization')).toMatch(/^Bearer /);
    expect(new Headers(init.headers).get('Accept')).toBe('application/pdf');
  });

  it('a document that cannot be issued (Guia of an instalment the server refuses) opens no tab: only the message', async () => {
    const abrir = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(
      abrirPdf(() => Promise.reject(new Error('A parcela anterior está em aberto'))),
    ).rejects.toThrow('A parcela anterior está em aberto');
    expect(abrir).not.toHaveBeenCalled();
  });
});
