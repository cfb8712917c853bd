import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInAs } from '../../test/session.ts';
import EnviarRetornoPage from './EnviarRetornoPage.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const TAREFA = '0b7e8a52-4b0c-4d55-9c34-5f7b8c9d0e1f';

function abrir(fetch: ReturnType<typeof vi.fn>) {
  signInAs(['ARQUIVO_BANCARIO_CONSULTAR', 'ARQUIVO_BANCARIO_ENVIAR']);
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/arquivoBancario/retorno', element: <EnviarRetornoPage /> }], {
    initialEntries: ['/arquivoBancario/retorno'],
  });
  const { container } = render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return container.querySelector<HTMLInputElement>('input[type=file]')!;
}

describe("'Enviar Retorno' (docs/arquivos-bancarios.md §3)", () => {
  it('refuses a file over 20 MB before sending it', async () => {
    const fetch = vi.fn();
    const input = abrir(fetch);
    const grande = new File(['x'], 'RETORNO.RET', { type: 'text/plain' });
    Object.defineProperty(grande, 'size', { value: 20 * 1024 * 1024 + 1 });
    fireEvent.change(input, { target: { files: [grande] } });
    expect(await screen.findByText('O arquivo excede o tamanho máximo de 20 MB.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Enviar' }) as HTMLButtonElement).disabled).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the server's line-numbered refusal", async () => {
    const fetch = vi.fn(async () =>
      json({ errormsg: 'Linha 7: o segmento T não é seguido de um segmento U.' }, 400),
    );
    const input = abrir(fetch);
    fireEvent.change(input, { target: { files: [new File(['0'.repeat(240)], 'R.RET')] } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Linha 7: o segmento T não é seguido de um segmento U.')).toBeTruthy();
  });

  it('sends the file as multipart `arquivo`, then follows the task to its end', async () => {
    let consultas = 0;
    const fetch = vi.fn(async (url: string) => {
      if (url.endsWith('/arquivoBancario/retorno')) return json({ id: 12, idTarefa: TAREFA }, 202);
      if (url.endsWith('/arquivoBancario/12'))
        return json({
          id: 12,
          resultados: {
            REGISTRADO: 0,
            REJEITADO: 0,
            LIQUIDADO: 1,
            BAIXADO: 0,
            CONCILIACAO: 1,
            SEM_EFEITO: 0,
          },
        });
      consultas += 1;
      const fim = consultas > 1;
      return json({
        id: TAREFA,
        fila: 'processar-retorno',
        estado: fim ? 'concluida' : 'executando',
        progresso: fim ? 100 : 40,
        etapa: fim ? null : 'Linha 40 de 100',
        resultado: null,
        criadaEm: '2026-11-26T12:00:00Z',
      });
    });
    const input = abrir(fetch);
    fireEvent.change(input, { target: { files: [new File(['0'.repeat(240)], 'RETORNO.RET')] } });
    expect(screen.getByText(/RETORNO\.RET/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Linha 40 de 100 (40%)')).toBeTruthy();
    // the outcome at once, on this page (U-18)
    expect(
      await screen.findByText(
        'Arquivo de retorno processado: 1 liquidado, 1 em conciliação.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    const corpo = init.body as FormData;
    expect((corpo.get('arquivo') as File).name).toBe('RETORNO.RET');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Ver arquivo' }).getAttribute('href')).toBe(
        '/arquivoBancario/12',
      ),
    );
  });
});
