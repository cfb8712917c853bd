import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import ConfiguracaoPage from './ConfiguracaoPage.tsx';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const atual = {
  maxParcelas: 60,
  valorMinParcelas: 100,
  porcentagemJurosMes: 0.01,
  porcentagemHonorarios: 0.1,
  prazoDias: 10,
  anosPrescricao: 5,
  versao: 3,
};

/** The page against a server stand-in that keeps what is saved; returns the bodies of the PUTs. */
function setup() {
  signInAs(['CONSULTAR_CONFIGURACAO', 'ALTERAR_CONFIGURACAO']);
  const salvos: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url.endsWith('conf/editar')) {
        const body = JSON.parse(String(init?.body)) as typeof atual;
        salvos.push(body);
        return json({ ...body, message: 'ok' });
      }
      return json(atual);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionProvider>
        <ConfiguracaoPage />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return salvos;
}

const campo = (nome: string) => screen.getByLabelText(new RegExp(`^${nome}`)) as HTMLInputElement;
/** The text of the field's helper (its aria-describedby), where its error shows. */
const descricao = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? '';
const digitar = (input: HTMLInputElement, texto: string) => {
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: texto } });
  fireEvent.blur(input);
};
const colar = (input: HTMLInputElement, texto: string) => {
  fireEvent.focus(input);
  input.select();
  const clipboardData = { getData: () => texto, types: ['text/plain'] };
  // a browser pastes by replacing the selection, then fires input
  if (fireEvent.paste(input, { clipboardData })) fireEvent.change(input, { target: { value: texto } });
  fireEvent.blur(input);
};

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

// the first render loads MUI and the page: slow on a busy machine
describe('Configuração: números escritos à brasileira', { timeout: 30_000 }, () => {
  it('saves 1,5 % and R$ 1.234,56 exactly, typed', async () => {
    const salvos = setup();
    await waitFor(() => expect(campo('Valor mínimo da parcela').value).toBe('100,00'));
    expect(campo('Juros ao mês').value).toBe('1');
    digitar(campo('Juros ao mês'), '1,5');
    digitar(campo('Valor mínimo da parcela'), '1.234,56');
    expect(campo('Valor mínimo da parcela').value).toBe('1.234,56');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0]).toEqual({
      maxParcelas: 60,
      valorMinParcelas: 1234.56,
      porcentagemJurosMes: 0.015,
      porcentagemHonorarios: 0.1,
      prazoDias: 10,
      anosPrescricao: 5,
      // the version the page read goes back: a save by someone else meanwhile is refused
      versao: 3,
    });
  });

  it.each(['1234,56', '1.234,56', 'R$ 1.234,56'])('saves %s pasted as 1234.56', async (texto) => {
    const salvos = setup();
    await waitFor(() => expect(campo('Valor mínimo da parcela').value).toBe('100,00'));
    colar(campo('Valor mínimo da parcela'), texto);
    expect(campo('Valor mínimo da parcela').value).toBe('1.234,56');
    colar(campo('Honorários'), '12,25');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0]).toMatchObject({ valorMinParcelas: 1234.56, porcentagemHonorarios: 0.1225 });
  });

  it('saves the term length in days, 1 to 90', async () => {
    const salvos = setup();
    await waitFor(() => expect(campo('Prazo de intimação e recurso').value).toBe('10'));
    digitar(campo('Prazo de intimação e recurso'), '91');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() =>
      expect(descricao(campo('Prazo de intimação e recurso'))).toBe('O prazo máximo é de 90 dias'),
    );
    expect(salvos).toHaveLength(0);
    digitar(campo('Prazo de intimação e recurso'), '15');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0]).toMatchObject({ prazoDias: 15 });
  });

  it('saves the prescription term in years, 1 to 20 (docs/prazos-e-prescricao.md §2)', async () => {
    const salvos = setup();
    await waitFor(() => expect(campo('Prazo de prescrição').value).toBe('5'));
    digitar(campo('Prazo de prescrição'), '21');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() =>
      expect(descricao(campo('Prazo de prescrição'))).toBe('O prazo de prescrição máximo é de 20 anos.'),
    );
    expect(salvos).toHaveLength(0);
    digitar(campo('Prazo de prescrição'), '10');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() => expect(salvos).toHaveLength(1));
    expect(salvos[0]).toMatchObject({ anosPrescricao: 10 });
  });

  it('refuses what it cannot read or store, on the field, and saves nothing', async () => {
    const salvos = setup();
    await waitFor(() => expect(campo('Valor mínimo da parcela').value).toBe('100,00'));
    digitar(campo('Valor mínimo da parcela'), '1,234');
    digitar(campo('Juros ao mês'), '1,2,3');
    fireEvent.click(screen.getByRole('button', { name: 'Alterar' }));
    await waitFor(() =>
      expect(descricao(campo('Valor mínimo da parcela'))).toBe('Use no máximo duas casas decimais'),
    );
    expect(descricao(campo('Juros ao mês'))).toBe('Valor inválido');
    expect(campo('Valor mínimo da parcela').value).toBe('1,234');
    expect(salvos).toHaveLength(0);
  });
});
