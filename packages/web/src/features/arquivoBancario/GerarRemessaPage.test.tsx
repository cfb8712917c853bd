import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RemessaPendentes } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { signInAs } from '../../test/session.ts';
import GerarRemessaPage from './GerarRemessaPage.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const url = (input: unknown) => String(input instanceof Request ? input.url : input);

const abrir = (pendentes: RemessaPendentes) => {
  signInAs(['ARQUIVO_BANCARIO_ENVIAR']);
  const fetch = vi.fn(async (input: unknown) =>
    url(input).includes('arquivoBancario/remessa/pendentes')
      ? new Response(JSON.stringify(pendentes), { status: 200 })
      : // the old screen's list of every body: SEFAZ has no convênio
        new Response(
          JSON.stringify([
            { id: 1, sigla: 'INEA', nome: 'INSTITUTO ESTADUAL DO AMBIENTE' },
            { id: 2, sigla: 'SEFAZ', nome: 'SECRETARIA DE ESTADO DE FAZENDA' },
          ]),
          { status: 200 },
        ),
  );
  vi.stubGlobal('fetch', fetch);
  const router = createMemoryRouter([{ path: '/arquivoBancario/remessa', element: <GerarRemessaPage /> }], {
    initialEntries: ['/arquivoBancario/remessa'],
  });
  render(
    <SessionProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>,
  );
  return fetch;
};

describe("'Gerar Remessa' (U-11)", () => {
  it('offers only the bodies with a convênio, and shows how many instructions wait for each', async () => {
    abrir([
      {
        idOrgaoCredor: 1,
        sigla: 'INEA',
        nome: 'INSTITUTO ESTADUAL DO AMBIENTE',
        convenio: '2873461',
        registros: 2,
        baixas: 1,
      },
      {
        idOrgaoCredor: 3,
        sigla: 'DETRAN',
        nome: 'DEPARTAMENTO DE TRÂNSITO',
        convenio: '3334445',
        registros: 0,
        baixas: 0,
      },
    ]);
    const resumo = await screen.findByRole('region', { name: 'Instruções aguardando remessa' });
    expect(
      within(resumo)
        .getAllByRole('listitem')
        .map((l) => l.textContent),
    ).toEqual([
      'INEA (convênio 2873461): 2 registros e 1 baixa',
      'DETRAN (convênio 3334445): nenhuma instrução pendente',
    ]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Órgão Credor/ }));
    const opcoes = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(opcoes).toEqual([
      'INEA - INSTITUTO ESTADUAL DO AMBIENTE (2 registros e 1 baixa)',
      'DETRAN - DEPARTAMENTO DE TRÂNSITO (nenhuma instrução pendente)',
    ]);
    expect(opcoes.join(' ')).not.toContain('SEFAZ');
  });

  it('says so when no body has a convênio', async () => {
    abrir([]);
    expect(await screen.findByText('Nenhum órgão credor possui convênio bancário cadastrado.')).toBeTruthy();
  });
});
