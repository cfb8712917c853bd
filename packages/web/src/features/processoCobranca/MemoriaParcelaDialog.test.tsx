import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MemoriaParcela } from '@divida/domain/cobranca/memoriaParcela.schema';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { signInAs } from '../../test/session.ts';
import { MemoriaParcelaButton } from './MemoriaParcelaDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const memoria = (dataCalculo: string): MemoriaParcela => ({
  parcela: 1,
  dataVencimento: '2026-10-10',
  situacao: 'PREVISTO',
  dataCalculo,
  indice: 'IPCA-E',
  meses: [],
  principal: 1000,
  correcaoAcordo: 0,
  juros: 100,
  multa: 20,
  correcaoPagamento: 0,
  percentualJurosMes: 1,
  jurosMes: 10,
  percentualHonorarios: 10,
  honorarios: 113,
  total: 1243,
  pago: 0,
  emAberto: 1243,
  observacao: null,
});

const url = (input: unknown) => String(input instanceof Request ? input.url : input);

describe("the instalment's 'Memória de Cálculo' (U-7)", () => {
  it("takes a 'Data do cálculo' in the product's date field and prints the memory of that date", async () => {
    signInAs(['PROCESSO_COBRANCA_CONSULTAR']);
    const fetch = vi.fn(async (input: unknown) => {
      const u = new URL(url(input), 'http://localhost');
      if (u.searchParams.get('formato') === 'pdf')
        return new Response(new Blob(['%PDF-1.4'], { type: 'application/pdf' }), {
          status: 200,
          headers: { 'content-type': 'application/pdf' },
        });
      return new Response(JSON.stringify(memoria(u.searchParams.get('data') ?? '2026-12-10')), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    });
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal(
      'open',
      vi.fn(() => ({}) as Window),
    );
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:memoria');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    render(
      <SessionProvider>
        <QueryClientProvider client={new QueryClient()}>
          <MemoriaParcelaButton idCobranca={7} parcela={1} />
        </QueryClientProvider>
      </SessionProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Memória de cálculo da parcela 1' }));
    expect(await screen.findByText('Memória de Cálculo da Parcela 1')).toBeTruthy();
    const campo = () => document.querySelector('input[name="data"]') as HTMLInputElement;
    // the memory's own date, as every date of the product: dd/mm/aaaa, never a browser's native field
    await waitFor(() => expect(campo().value).toBe('10/12/2026'));
    expect(document.querySelector('input[type="date"]')).toBeNull();
    expect(screen.getByText('Data do cálculo', { selector: 'label' })).toBeTruthy();

    fireEvent.change(campo(), { target: { value: '15/11/2026' } });
    await waitFor(() =>
      expect(fetch.mock.calls.map(([i]) => url(i)).some((u) => u.includes('data=2026-11-15'))).toBe(true),
    );
    expect(await screen.findByText('Parcela em aberto: valores como se paga em 15/11/2026.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    await waitFor(() =>
      expect(fetch.mock.calls.map(([i]) => url(i))).toContain(
        '/api/processoCobranca/7/parcela/1/memoriaCalculo?data=2026-11-15&formato=pdf',
      ),
    );
  });
});
