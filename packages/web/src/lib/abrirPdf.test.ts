import { afterEach, describe, expect, it, vi } from 'vitest';
import { abrirPdf } from './abrirPdf.ts';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('abrirPdf', () => {
  it('a document that cannot be issued opens no tab: only the message', async () => {
    const abrir = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(
      abrirPdf(() => Promise.reject(new Error('A parcela anterior está em aberto'))),
    ).rejects.toThrow('A parcela anterior está em aberto');
    expect(abrir).not.toHaveBeenCalled();
  });

  it('the document opens in a new tab once it has arrived', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:pdf-1', revokeObjectURL: () => {} }),
    );
    const abrir = vi.spyOn(window, 'open').mockReturnValue({} as Window);
    await abrirPdf(() => Promise.resolve(new Blob(['%PDF'], { type: 'application/pdf' })));
    expect(abrir).toHaveBeenCalledTimes(1);
    expect(abrir.mock.calls[0]![0]).toBe('blob:pdf-1');
  });
});
