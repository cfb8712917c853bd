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

function abrir(acao: AcaoConciliacao, i: Conciliacao = item) {
  signInAs(['CONCILIAR_PAGAMENTOS']);
  const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'ok' }), { status: 200 }));
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
  const [url, init] = fetch.mock.calls[0] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as unknown };
};

describe('resolving a reconciliation line (BANCO.md §4)', () => {
  it('asks for a justification of at least 10 characters before sending anything', async () => {
    const { fetch } = abrir('aceitar');
    expect(
      screen.getByText(/Pago a maior: nosso número 12345670000000042, pago R\$\s160,50 em 20\/11\/2026/),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Justificativa/), { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    expect(await screen.findByText('A justificativa deve ter no mínimo 10 caracteres.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('accepts at once (not destructive) with the justification', async () => {
    const { fetch, onClose } = abrir('aceitar');
    fireEvent.change(screen.getByLabelText(/Justificativa/), {
      target: { value: 'Crédito conferido no extrato.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    const { url, body } = corpo(fetch);
    expect(url).toMatch(/\/conciliacao\/5\/aceitar$/);
    expect(body).toEqual({ justificativa: 'Crédito conferido no extrato.' });
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
