import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ResultadoSimulacaoApi } from '@divida/domain/cobranca/cobranca.schema';
import { MENSAGENS_ASSISTENTE } from '@divida/domain/cobranca/negociacao.form';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import { EtapaParcelamento, type Simulacao } from './EtapaParcelamento.tsx';
import { FORM_ETAPA, type ParcelamentoValores } from './etapa.ts';

vi.setConfig({ testTimeout: 30_000 });

const resultado: ResultadoSimulacaoApi = {
  parcelas: [],
  valido: true,
  criticas: [],
  titulo: null,
  maxParcelas: 10,
  valorTotalAcordo: 9305.85,
  valorPrincipal: 9305.85,
  valorMinimoParcela: 100,
};
const limites = { valorMinimoParcela: 100, valorPrincipal: 9305.85 };

const HOJE = '2026-12-02';

function abrir(inicial: ParcelamentoValores | null, s: Simulacao | null) {
  signInAs(['NEGOCIACAO']);
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(resultado), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
  const onAvancar = vi.fn();
  render(
    <>
      <EtapaParcelamento
        hoje={HOJE}
        base={{ precessosIds: [1], desconto: 0 }}
        maxParcelas={10}
        limites={limites}
        inicial={inicial}
        simulacaoInicial={s}
        setOcupado={() => {}}
        onAvancar={onAvancar}
      />
      <button type="submit" form={FORM_ETAPA}>
        Próximo
      </button>
    </>,
  );
  return { onAvancar };
}

const valor = () => screen.getByRole('textbox', { name: /Valor da Primeira Parcela/ }) as HTMLInputElement;

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe("the 'Parcelamento' step", () => {
  it('coming back (Voltar from Revisão) keeps the first instalment typed and its simulation', async () => {
    const condicoes = {
      quantidadeParcelas: 3,
      valorPrimeiraParcela: 5000,
      desconto: 0,
      primeiroVencimento: '2026-12-14',
    };
    const { onAvancar } = abrir(
      { quantidadeParcelas: '3', valorPrimeiraParcela: '5.000,00', primeiroVencimento: '2026-12-14' },
      { condicoes, resultado },
    );
    expect(valor().value).toBe('5.000,00');
    fireEvent.click(screen.getByRole('button', { name: 'Próximo' }));
    await waitFor(() => expect(onAvancar).toHaveBeenCalled());
    expect(screen.queryByText(MENSAGENS_ASSISTENTE.simulacaoDesatualizada)).toBeNull();
  });

  it('the first instalment still follows the quantity until one is typed', async () => {
    abrir(null, null);
    expect(valor().value).toBe('4.652,92');
    fireEvent.change(screen.getByRole('spinbutton', { name: /Quantidade de Parcelas/ }), {
      target: { value: '3' },
    });
    await waitFor(() => expect(valor().value).toBe('3.101,95'));
  });

  it('follows a quantity typed digit by digit (U-4: 2 → "" → 1 → 10), and keeps a value typed', async () => {
    abrir(null, null);
    const quantidade = screen.getByRole('spinbutton', { name: /Quantidade de Parcelas/ });
    for (const v of ['', '1', '10']) fireEvent.change(quantidade, { target: { value: v } });
    await waitFor(() => expect(valor().value).toBe('930,58'));
    fireEvent.change(valor(), { target: { value: '1.000,00' } });
    fireEvent.change(quantidade, { target: { value: '5' } });
    await waitFor(() => expect(quantidade).toHaveProperty('value', '5'));
    expect(valor().value).toBe('1.000,00');
  });

  it('proposes the first due date ten days ahead on a business day, and sends it to the simulation', async () => {
    abrir(null, null);
    const data = document.querySelector('input[name="primeiroVencimento"]') as HTMLInputElement;
    // 02/12/2026 + 10 days = 12/12/2026, a Saturday: Monday 14/12
    expect(data.value).toBe('14/12/2026');
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    const [, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(JSON.parse(String((init as RequestInit).body))).toMatchObject({
      primeiroVencimento: '2026-12-14',
      quantidadeParcelas: 2,
    });
  });

  it('a good simulation clears the messages of an earlier bad one', async () => {
    abrir(null, null);
    const quantidade = screen.getByRole('spinbutton', { name: /Quantidade de Parcelas/ });
    fireEvent.change(quantidade, { target: { value: '11' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    const mensagem = await screen.findByText(/parcelas/i, { selector: 'p.Mui-error' });
    expect(mensagem).toBeTruthy();
    fireEvent.change(quantidade, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simular' }));
    await waitFor(() => expect(screen.getByText(/Total do acordo/)).toBeTruthy());
    expect(document.querySelector('p.Mui-error')).toBeNull();
  });
});
