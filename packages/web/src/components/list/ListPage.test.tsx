import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Page } from '@divida/domain/list';
import type { Permissao } from '@divida/domain/permissions';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { ApiError, networkError } from '../../lib/http.ts';
import { signInAs } from '../../test/session.ts';
import { ListPage, type PageRequest } from './ListPage.tsx';

interface Row {
  id: number;
  nome: string;
}

function setup(
  url: string,
  fetchPage: (r: PageRequest<'nome'>) => Promise<Page<Row>>,
  scope: Permissao[] = [],
  defaultSort = 'nome',
) {
  signInAs(scope);
  const router = createMemoryRouter(
    [
      {
        path: '/lista',
        element: (
          <ListPage<Row, 'nome'>
            title="Consulta de Teste"
            queryKey={['teste']}
            fetchPage={fetchPage}
            columns={[{ field: 'nome', headerName: 'Nome', flex: 1 }]}
            sortFields={['nome', 'id']}
            defaultSort={defaultSort}
            filters={[{ name: 'nome', label: 'Nome', maxLength: 150 }]}
            filterSchema={z.object({
              nome: z.string().max(150, 'O nome deve ter no máximo 150 caracteres.'),
            })}
            rowActions={[
              { label: 'Ver Detalhes', icon: <span>v</span>, to: (r) => `/lista/${r.id}` },
              {
                label: 'Editar',
                icon: <span>e</span>,
                permission: 'TIPO_DOCUMENTO_ALTERAR',
                to: (r) => `/e/${r.id}`,
              },
            ]}
            headerActions={[
              { label: 'Inserir', permission: 'TIPO_DOCUMENTO_CADASTRAR', to: '/lista/cadastrar' },
            ]}
          />
        ),
      },
      { path: '/lista/:id', element: <p>detalhe</p> },
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
  return router;
}

const page = (rows: Row[], total = rows.length): Page<Row> => ({ content: rows, totalElements: total });

// the data grid is heavy in jsdom: on a busy machine a test takes more than the default 5 s
describe('ListPage', { timeout: 30_000 }, () => {
  // the grid is a lazy chunk (Grade.tsx): its first import here is slower than findBy waits
  beforeAll(() => import('./Grade.tsx'), 30_000);

  it('reads page, size, sort and filters from the URL for its first request and shows a chip per filter', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([{ id: 7, nome: 'ALFA' }], 31));
    setup('/lista?nome=ALF&_pageIndex=1&_pageSize=30&_sort=-nome', fetchPage);
    await screen.findByText('ALFA');
    expect(fetchPage).toHaveBeenCalledTimes(1);
    expect(fetchPage).toHaveBeenCalledWith({
      page: 1,
      size: 30,
      sort: 'nome,desc',
      filters: { nome: 'ALF' },
    });
    expect(screen.getByText('Nome: ALF')).toBeTruthy();
  });

  it('ignores bad URL values and falls back to the defaults', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([]));
    setup(`/lista?_pageIndex=-3&_pageSize=7&_sort=senha&nome=${'x'.repeat(151)}`, fetchPage);
    await screen.findByText('Não há registros a serem exibidos');
    expect(fetchPage).toHaveBeenCalledWith({ page: 0, size: 15, sort: 'nome', filters: {} });
  });

  it("takes the default sort in the API's form: the first request, the grid's arrow and a header click", async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([{ id: 2, nome: 'ZETA' }]));
    const router = setup('/lista', fetchPage, [], 'nome,desc');
    await screen.findByText('ZETA');
    expect(fetchPage).toHaveBeenCalledWith({ page: 0, size: 15, sort: 'nome,desc', filters: {} });
    const header = screen.getByRole('columnheader', { name: /Nome/ });
    expect(header.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(header).getByText('Nome'));
    await waitFor(() => expect(router.state.location.search).toBe('?_sort=nome'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, size: 15, sort: 'nome', filters: {} }),
    );
    expect(screen.getByRole('columnheader', { name: /Nome/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('writes _pageIndex, _pageSize and _sort into the URL when paging, also for the defaults (spec 01)', async () => {
    const rows = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, nome: `NOME ${i + 1}` }));
    const fetchPage = vi.fn().mockResolvedValue(page(rows, 40));
    const router = setup('/lista', fetchPage);
    await screen.findByText('NOME 1');
    fireEvent.click(screen.getByRole('button', { name: /próxima página/i }));
    await waitFor(() => expect(router.state.location.search).toBe('?_pageIndex=1&_pageSize=15&_sort=nome'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1, size: 15, sort: 'nome', filters: {} }),
    );
  }, 30_000);

  it("a capped total (totalLimitado) reads 'mais de 10.000' and keeps the next page while pages are full", async () => {
    const rows = Array.from({ length: 15 }, (_, i) => ({ id: i + 1, nome: `NOME ${i + 1}` }));
    const fetchPage = vi.fn().mockResolvedValue({ ...page(rows, 10_000), totalLimitado: true });
    const router = setup('/lista?_pageIndex=999', fetchPage);
    await screen.findByText('NOME 1');
    // page 1000 is past the cap: the grid neither clamps it to the 667th page nor ends the list there
    expect(fetchPage).toHaveBeenCalledWith({ page: 999, size: 15, sort: 'nome', filters: {} });
    expect(screen.getByText('14.986–15.000 de mais de 10.000')).toBeTruthy();
    const proxima = screen.getByRole('button', { name: /próxima página/i });
    expect(proxima.hasAttribute('disabled')).toBe(false);
    fireEvent.click(proxima);
    await waitFor(() =>
      expect(router.state.location.search).toBe('?_pageIndex=1000&_pageSize=15&_sort=nome'),
    );
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 1000, size: 15, sort: 'nome', filters: {} }),
    );
  }, 30_000);

  it('keeps _sort in the URL also when the sort goes back to the default (spec 01)', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([{ id: 1, nome: 'ALFA' }]));
    const router = setup('/lista?_sort=-nome', fetchPage);
    await screen.findByText('ALFA');
    // the grid's header cycles desc → none: back to the default sort, still written
    fireEvent.click(
      screen
        .getByRole('columnheader', { name: /Nome/ })
        .querySelector('.MuiDataGrid-columnHeaderTitleContainer')!,
    );
    await waitFor(() => expect(router.state.location.search).toBe('?_sort=nome'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, size: 15, sort: 'nome', filters: {} }),
    );
  });

  it('removing a chip or clearing filters updates the URL and reloads', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([{ id: 1, nome: 'BETA' }]));
    const router = setup('/lista?nome=BE&_pageIndex=2', fetchPage);
    await screen.findByText('BETA');
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({ page: 0, size: 15, sort: 'nome', filters: {} }),
    );
  });

  it('the drawer validates with the schema and applies into the URL', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([]));
    const router = setup('/lista', fetchPage);
    await screen.findByText('Não há registros a serem exibidos');
    fireEvent.click(screen.getByRole('button', { name: 'Filtros' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtros' });
    const input = dialog.querySelector('input[name="nome"]') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'gama' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    });
    await waitFor(() => expect(router.state.location.search).toBe('?nome=gama'));
    await waitFor(() =>
      expect(fetchPage).toHaveBeenLastCalledWith({
        page: 0,
        size: 15,
        sort: 'nome',
        filters: { nome: 'gama' },
      }),
    );
  });

  it('row and header actions follow the permissions', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([{ id: 3, nome: 'DELTA' }]));
    setup('/lista', fetchPage, ['TIPO_DOCUMENTO_CONSULTAR']);
    await screen.findByText('DELTA');
    expect(screen.getByRole('button', { name: 'Ver Detalhes' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Editar' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Inserir' })).toBeNull();
  });

  it('shows Inserir and Editar with the permissions; a row action navigates', async () => {
    const fetchPage = vi.fn().mockResolvedValue(page([{ id: 3, nome: 'DELTA' }]));
    const router = setup('/lista', fetchPage, ['TIPO_DOCUMENTO_CADASTRAR', 'TIPO_DOCUMENTO_ALTERAR']);
    await screen.findByText('DELTA');
    expect(screen.getByRole('link', { name: 'Inserir' }).getAttribute('href')).toBe('/lista/cadastrar');
    expect(screen.getByRole('button', { name: 'Editar' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ver Detalhes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/lista/3'));
  });

  it.each([
    ['a network failure', networkError()],
    ['a 5xx answer', new ApiError('Ocorreu um erro inesperado. Tente novamente mais tarde.', 500, 500)],
  ])(
    '%s shows an error state with the message and Tentar novamente, never the empty list',
    async (_, err) => {
      const fetchPage = vi
        .fn()
        .mockRejectedValueOnce(err)
        .mockResolvedValueOnce(page([{ id: 9, nome: 'EPSILON' }]));
      setup('/lista', fetchPage);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toContain(err.message);
      expect(screen.queryByText('Não há registros a serem exibidos')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: 'Tentar novamente' }));
      await screen.findByText('EPSILON');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(fetchPage).toHaveBeenCalledTimes(2);
    },
  );
});
