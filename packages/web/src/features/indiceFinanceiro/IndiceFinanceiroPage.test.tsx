import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { SituacaoIndices } from '@divida/domain/indiceFinanceiro/indiceFinanceiro.schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import IndiceFinanceiroPage from './IndiceFinanceiroPage.tsx';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const indice = (sigla: string, id: number, ultimoMes: string, atrasado: boolean) => ({
  id,
  sigla,
  nome: `Índice ${sigla}`,
  periodicidade: 'MENSAL',
  codigoBacen: 400 + id,
  ultimaDataReferencia: `${ultimoMes}-01`,
  ultimoMes,
  mesEsperado: '2026-10',
  atrasado,
  fonteAutomatica: false,
});

/** The page against a server stand-in; returns the calls it received (url and body). */
function setup(fonte: string | null) {
  signInAs(['ACESSO_TODOS_ORGAOS']);
  const situacao: SituacaoIndices = {
    fonte,
    indices: [indice('IPCA', 1, '2025-12', true), indice('SELIC', 2, '2026-10', false)],
  };
  const chamadas: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      chamadas.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url.endsWith('indiceFinanceiro/situacao')) return json(situacao);
      if (url.endsWith('/valores'))
        return json({
          id: 1,
          sigla: 'IPCA',
          inseridos: 1,
          alterados: 0,
          inalterados: 0,
          ultimaDataReferencia: '2026-01-01',
          erro: null,
        });
      return json({ indices: [] });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <IndiceFinanceiroPage />
    </QueryClientProvider>,
  );
  return chamadas;
}

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('the index screen', () => {
  it('shows each index’s last month loaded and warns about the late one', async () => {
    setup(null);
    const tabela = await screen.findByRole('table', { name: 'Índices financeiros' });
    const ipca = within(tabela).getByText('IPCA').closest('tr')!;
    expect(within(ipca).getByText('12/2025')).toBeTruthy();
    expect(within(ipca).getByText('Atrasado: falta de 01/2026 a 10/2026')).toBeTruthy();
    const selic = within(tabela).getByText('SELIC').closest('tr')!;
    expect(within(selic).getByText('10/2026')).toBeTruthy();
    expect(within(selic).getByText('Em dia')).toBeTruthy();
    expect(
      screen.getByText(/^IPCA atrasado: o último mês carregado é 12\/2025; falta de 01\/2026 a 10\/2026/),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Atualizar agora' })).toBeNull();
  });

  it('without a source, the PGE enters a month by hand', async () => {
    const chamadas = setup(null);
    const tabela = await screen.findByRole('table', { name: 'Índices financeiros' });
    const ipca = within(tabela).getByText('IPCA').closest('tr')!;
    fireEvent.click(within(ipca).getByRole('button', { name: 'Informar mês' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Informar mês – IPCA' });
    fireEvent.change(within(dialogo).getByLabelText('Mês (MM/AAAA)'), { target: { value: '13/2026' } });
    fireEvent.change(within(dialogo).getByLabelText('Variação no mês (%)'), { target: { value: '0,16' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    expect(await within(dialogo).findByText('Informe o mês no formato AAAA-MM (ex.: 2026-01).')).toBeTruthy();
    fireEvent.change(within(dialogo).getByLabelText('Mês (MM/AAAA)'), { target: { value: '1/2026' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.endsWith('indiceFinanceiro/1/valores'))).toBe(true),
    );
    expect(chamadas.find((c) => c.url.endsWith('/valores'))!.body).toEqual({
      valores: [{ mes: '2026-01', valor: '0,16' }],
    });
  });

  it('with the Banco Central as source, offers Atualizar agora and no manual entry', async () => {
    const chamadas = setup('https://api.bcb.gov.br');
    fireEvent.click(await screen.findByRole('button', { name: 'Atualizar agora' }));
    await waitFor(() =>
      expect(chamadas.some((c) => c.url.endsWith('tarefa/agendadas/atualizar-indices/executar'))).toBe(true),
    );
    expect(screen.queryByRole('button', { name: 'Informar mês' })).toBeNull();
    expect(screen.getByText(/buscados todos os dias às 7h20 na API de séries do Banco Central/)).toBeTruthy();
  });
});
