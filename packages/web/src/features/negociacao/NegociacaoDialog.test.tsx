import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import type { DebitoNegociavel } from './debito.ts';
import { NegociacaoDialog } from './NegociacaoDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

const debito: DebitoNegociavel = {
  id: 7,
  numero: '202600000007',
  numeroCda: '2026000001',
  cpfCnpj: '11222333000181',
  nomeDevedor: 'EMPRESA EXEMPLO LTDA',
  convenio: '123',
  totalCorrigido: 1000,
  saldoDevedor: 1000,
  ultimaCorrecaoValor: null,
};

function abrir() {
  signInAs(['NEGOCIACAO_NEGOCIAR_PAGAMENTO']);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } })),
  );
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <NegociacaoDialog debitos={[debito]} onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  const wizard = screen.getByRole('dialog', { name: 'Negociação de Dívidas' });
  return { onClose, wizard };
}

const descartar = () => screen.findByRole('dialog', { name: 'Descartar a negociação?' });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('leaving the negotiation wizard', () => {
  it('Cancelar before anything is filled closes at once', () => {
    const { onClose, wizard } = abrir();
    fireEvent.click(within(wizard).getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it('Cancelar after filling asks first; Continuar keeps what was typed', async () => {
    const { onClose, wizard } = abrir();
    fireEvent.change(within(wizard).getByRole('textbox', { name: /^Nome/ }), {
      target: { value: 'JOÃO BATISTA ARAÚJO' },
    });
    fireEvent.click(within(wizard).getByRole('button', { name: 'Cancelar' }));
    const pergunta = await descartar();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Descartar a negociação?' })).toBeNull());
    expect((within(wizard).getByRole('textbox', { name: /^Nome/ }) as HTMLInputElement).value).toBe(
      'JOÃO BATISTA ARAÚJO',
    );
    fireEvent.click(within(wizard).getByRole('button', { name: 'Cancelar' }));
    fireEvent.click(within(await descartar()).getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });

  it("the browser's Back after filling asks instead of losing everything", async () => {
    const { onClose, wizard } = abrir();
    fireEvent.change(within(wizard).getByRole('textbox', { name: /^Nome/ }), {
      target: { value: 'JOÃO BATISTA ARAÚJO' },
    });
    window.history.back();
    const pergunta = await descartar();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(within(pergunta).getByRole('button', { name: 'Descartar' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });
});
