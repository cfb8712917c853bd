import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Conciliacao } from '@divida/domain/arquivoBancario/arquivoBancario.schema';
import { signInAs } from '../../test/session.ts';
import { ResolverConciliacaoDialog } from './ResolverConciliacaoDialog.tsx';
import type { AcaoConciliacao } from './arquivoBancario.api.ts';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const item: Conciliacao = {
  id: 5,
  motivo: 'PAGO_A_MAIOR',
  situacao: 'PENDENTE',
  resolucao: null,
  nossoNumero: '12345670000000042',
  valorPago: 160.5,
  valor: 10.5,
  dataPagamento: '2026-11-20',
  arquivo: { id: 3, nsa: 7 },
  linha: 5,
  lancamento: { id: 42, parcela: 2, idProcessoCobranca: 9 },
  orgaoCredor: { id: 1, sigla: 'PGE' },
  justificativa: null,
};

/** The collection of the line's instalment, as `GET processoCobranca/9` answers (what the dialog reads). */
const detalhe = (saldo: number) => ({
  numero: '202600000009',
  situacaoNome: 'ATIVO',
  processosConstituicaoCredito: [{ devedor: { nome: 'Maria das Dores Silva' } }],
  lancamentos: [
    { id: 42, parcela: 2, dataVencimento: '2026-11-30', situacaoLancamento: 'PREVISTO', saldo, valorPago: 0 },
  ],
});

function abrir(acao: AcaoConciliacao, i: Conciliacao = item, saldo = 10.5) {
  signInAs(['CONCILIAR_PAGAMENTOS']);
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    String(url).endsWith('/processoCobranca/9')
      ? new Response(JSON.stringify(detalhe(saldo)), { status: 200 })
      : new Response(JSON.stringify({ message: 'ok' }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetch);
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ResolverConciliacaoDialog item={i} acao={acao} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { fetch, onClose };
}

const corpo = (fetch: ReturnType<typeof vi.fn>) => {
  const [url, init] = fetch.mock.calls.find(
    ([, init]) => (init as RequestInit | undefined)?.method === 'POST',
  ) as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as unknown };
};

describe('resolving a reconciliation line (docs/arquivos-bancarios.md §4)', () => {
  it('asks for a justification of at least 10 characters before sending anything', async () => {
    const { fetch } = abrir('aceitar');
    expect(
      screen.getByText(/Pago a maior: nosso número 12345670000000042, pago R\$\s160,50 em 20\/11\/2026/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Justificativa/), { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('A justificativa deve ter no mínimo 10 caracteres.')).toBeTruthy();
    // only the instalment's collection was read
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringMatching(/processoCobranca\/9$/),
    ]);
  });

  it('shows whose collection and which instalment, and asks once more before accepting (issue 36 item 11)', async () => {
    const { fetch, onClose } = abrir('aceitar');
    expect(await screen.findByText('Cobrança 202600000009 — Maria das Dores Silva — ATIVO')).toBeTruthy();
    expect(screen.getByText(/Parcela 2 — vencimento 30\/11\/2026 — em aberto R\$\s10,50/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Justificativa/), {
      target: { value: 'Crédito conferido no extrato.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Confirmar: Aceitar pagamento' });
    expect(
      within(confirmar).getByText(
        /O pagamento de R\$\s10,50 será baixado na parcela 2 da cobrança 202600000009\. Deseja continuar\?/,
      ),
    ).toBeTruthy();
    expect(fetch.mock.calls.some(([, init]) => (init as RequestInit | undefined)?.method === 'POST')).toBe(
      false,
    );
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const { url, body } = corpo(fetch);
    expect(url).toMatch(/\/conciliacao\/5\/aceitar$/);
    expect(body).toEqual({ justificativa: 'Crédito conferido no extrato.' });
  });

  it("a payment below the instalment is accepted only as an explicit 'pagamento parcial: restarão R$ …'", async () => {
    const { fetch, onClose } = abrir(
      'aceitar',
      { ...item, motivo: 'PAGO_A_MENOR', valor: 100, valorPago: 100 },
      150,
    );
    const parcial = await screen.findByLabelText(
      /Aceitar como pagamento parcial: restarão R\$\s50,00 em aberto na parcela\./,
    );
    fireEvent.change(screen.getByLabelText(/Justificativa/), {
      target: { value: 'Contribuinte pagou parte da parcela.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Marque o aceite como pagamento parcial.')).toBeTruthy();
    fireEvent.click(parcial);
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Confirmar: Aceitar pagamento' });
    expect(within(confirmar).getByText(/pagamento parcial: restarão R\$\s50,00/)).toBeTruthy();
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(corpo(fetch).body).toEqual({
      justificativa: 'Contribuinte pagou parte da parcela.',
      parcial: true,
    });
  });

  it('asks once more before discarding; Voltar sends nothing, confirming sends', async () => {
    const { fetch, onClose } = abrir('descartar');
    fireEvent.change(screen.getByLabelText(/Justificativa/), {
      target: { value: 'Linha enviada em duplicidade pelo banco.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    expect(await screen.findByText(/não terá efeito sobre a dívida/)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Voltar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByText(/não terá efeito sobre a dívida/)).toBeNull());
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Descartar' }));
    const confirmar = await screen.findByRole('dialog', { name: 'Confirmar: Descartar pendência' });
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Descartar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(corpo(fetch).url).toMatch(/\/conciliacao\/5\/descartar$/);
  });

  it('a payment of no known slip needs the instalment chosen before anything is sent', async () => {
    const { fetch } = abrir('aceitar', { ...item, motivo: 'NAO_IDENTIFICADO', lancamento: null });
    fireEvent.change(screen.getByLabelText(/Justificativa/), {
      target: { value: 'Depósito identificado pelo contribuinte.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('Informe a parcela a que o pagamento se refere.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});
