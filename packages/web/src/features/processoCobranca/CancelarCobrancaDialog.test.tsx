import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CobrancaDetalhe } from '@divida/domain/cobranca/cobranca.schema';
import { AcaoCobrancaDialog } from './CobrancaAcoes.tsx';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

describe("'Cancelar Processo de Cobrança' (spec 03 §5)", () => {
  it("an empty reason gives the spec's message, and the buttons say what they do", async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AcaoCobrancaDialog
          acao="CANCELAR"
          c={{ idProcessoCobranca: 7, numero: '202600000007' } as CobrancaDetalhe}
          onClose={onClose}
        />
      </QueryClientProvider>,
    );
    expect(screen.queryByRole('button', { name: 'Confirmar' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancelar cobrança' }));
    expect(await screen.findByText('Deve ser informado um motivo para o cancelamento')).toBeTruthy();
    expect(screen.queryByText('A descrição deve ter no mínimo 5 caracteres')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Voltar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
