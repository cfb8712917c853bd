import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import type { Tarefa } from '@divida/domain/tarefa/tarefa.schema';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { exportarPlanilha } from '../../lib/exportar.ts';
import { http } from '../../lib/http.ts';
import { signInAs } from '../../test/session.ts';
import { ListPage, type PageRequest } from '../list/ListPage.tsx';

/**
 * 'Exportar' on a list: the request carries the list's filter and sort; a small export is saved at
 * once under the server's name, a large one shows its progress and is saved when ready.
 */
interface Row {
  id: number;
  nome: string;
}
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const xlsx = (nome: string) =>
  new Response('PK', {
    status: 200,
    headers: { 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(nome)}` },
  });
const tarefa = (t: Partial<Tarefa>): Tarefa => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  fila: 'exportar-planilha',
  estado: 'executando',
  progresso: 0,
  etapa: null,
  resultado: null,
  criadaEm: '2026-11-25T12:00:00Z',
  ...t,
});

/** The browser's downloads: what `a.download` would have saved. */
function capturarDownloads() {
  const baixados: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:arquivo');
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    baixados.push(this.download);
  });
  return baixados;
}

function setup(url: string, respostas: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const chamadas: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const u = String(input);
      chamadas.push({ url: u, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      return respostas(u, init);
    }),
  );
  signInAs(['USUARIO_CONSULTAR']);
  const router = createMemoryRouter(
    [
      {
        path: '/lista',
        element: (
          <ListPage<Row, 'nome'>
            title="Consulta de Teste"
            queryKey={['teste-exportar']}
            fetchPage={(r: PageRequest<'nome'>) =>
              http.post('teste/list', { nome: r.filters.nome ?? null }, { query: { sort: r.sort } })
            }
            exportar={(r) =>
              exportarPlanilha('teste/exportar', { nome: r.filters.nome ?? null }, { sort: r.sort })
            }
            columns={[{ field: 'nome', headerName: 'Nome', flex: 1 }]}
            sortFields={['nome', 'id']}
            defaultSort="nome"
            filters={[{ name: 'nome', label: 'Nome', maxLength: 150 }]}
          />
        ),
      },
    ],
    { initialEntries: [url] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <RouterProvider router={router} />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return chamadas;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Exportar', { timeout: 30_000 }, () => {
  it('saves a small export at once, with the filter and sort of the screen', async () => {
    const baixados = capturarDownloads();
    const chamadas = setup('/lista?nome=ANA&_sort=-nome', (u) =>
      u.includes('teste/list')
        ? json({ content: [{ id: 1, nome: 'ANA' }], totalElements: 1 })
        : xlsx('Usuários.xlsx'),
    );
    await screen.findByText('ANA');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(baixados).toEqual(['Usuários.xlsx']));
    const pedido = chamadas.find((c) => c.url.includes('teste/exportar'))!;
    expect(new URL(pedido.url, 'http://x').searchParams.get('sort')).toBe('nome,desc');
    expect(pedido.body).toEqual({ nome: 'ANA' });
  });

  it("keeps the button disabled with 'Gerando…' and a bar until the file arrives; one file (U-8)", async () => {
    const baixados = capturarDownloads();
    let chegar: (r: Response) => void = () => undefined;
    const chamadas = setup('/lista', (u) =>
      u.includes('teste/list')
        ? json({ content: [{ id: 1, nome: 'ANA' }], totalElements: 1 })
        : new Promise<Response>((resolve) => (chegar = resolve)),
    );
    await screen.findByText('ANA');
    const botao = screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement;
    fireEvent.click(botao);
    fireEvent.click(botao);
    expect((await screen.findByRole('status')).textContent).toBe('Gerando…');
    expect(screen.getByRole('progressbar', { name: MENSAGENS_EXPORTACAO.gerando })).toBeTruthy();
    expect(botao.disabled).toBe(true);
    fireEvent.click(botao);
    chegar(xlsx('Usuários.xlsx'));
    await waitFor(() => expect(baixados).toEqual(['Usuários.xlsx']));
    await waitFor(() => expect(screen.queryByText('Gerando…')).toBeNull());
    expect(screen.queryByRole('progressbar', { name: MENSAGENS_EXPORTACAO.gerando })).toBeNull();
    expect(botao.disabled).toBe(false);
    expect(chamadas.filter((c) => c.url.includes('teste/exportar'))).toHaveLength(1);
  });

  it('follows a large export: progress with the rows written, then the download', async () => {
    const baixados = capturarDownloads();
    let consultas = 0;
    setup('/lista', (u) => {
      if (u.includes('teste/list')) return json({ content: [{ id: 1, nome: 'ANA' }], totalElements: 9000 });
      if (u.includes('teste/exportar')) return json({ tarefa: tarefa({}).id }, 202);
      if (u.endsWith('/arquivo')) return xlsx('Processos.xlsx');
      consultas++;
      return json(
        consultas === 1
          ? tarefa({ progresso: 40, etapa: '3.600 de 9.000 linhas' })
          : tarefa({
              estado: 'concluida',
              progresso: 100,
              resultado: { nome: 'Processos.xlsx', linhas: 9000 },
            }),
      );
    });
    await screen.findByText('ANA');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialogo = await screen.findByRole('dialog', { name: MENSAGENS_EXPORTACAO.gerando });
    const barra = await within(dialogo).findByRole('progressbar');
    await waitFor(() => expect(barra.getAttribute('aria-valuenow')).toBe('40'));
    expect(within(dialogo).getByRole('status').textContent).toBe('3.600 de 9.000 linhas (40%)');
    await within(dialogo).findByText(MENSAGENS_EXPORTACAO.pronto, {}, { timeout: 5_000 });
    // Once ready, the title no longer says it is generating.
    expect(screen.getByRole('dialog', { name: MENSAGENS_EXPORTACAO.prontoTitulo })).toBe(dialogo);
    expect(screen.queryByRole('dialog', { name: MENSAGENS_EXPORTACAO.gerando })).toBeNull();
    await waitFor(() => expect(baixados).toEqual(['Processos.xlsx']));
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Baixar novamente' }));
    await waitFor(() => expect(baixados).toEqual(['Processos.xlsx', 'Processos.xlsx']));
  });

  it('says so when the background export fails, and offers nothing to download', async () => {
    setup('/lista', (u) => {
      if (u.includes('teste/list')) return json({ content: [{ id: 1, nome: 'ANA' }], totalElements: 9000 });
      if (u.includes('teste/exportar')) return json({ tarefa: tarefa({}).id }, 202);
      return json(tarefa({ estado: 'falhou' }));
    });
    await screen.findByText('ANA');
    fireEvent.click(screen.getByRole('button', { name: 'Exportar' }));
    const dialogo = await screen.findByRole('dialog');
    await within(dialogo).findByText(MENSAGENS_EXPORTACAO.falhou);
    expect(within(dialogo).queryByRole('button', { name: 'Baixar novamente' })).toBeNull();
  });

  it('is disabled while the list is empty', async () => {
    setup('/lista', () => json({ content: [], totalElements: 0 }));
    await screen.findByText('Não há registros a serem exibidos');
    expect((screen.getByRole('button', { name: 'Exportar' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
