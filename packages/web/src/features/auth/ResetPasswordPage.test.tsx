import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import * as notify from '../../lib/notify.ts';
import { authApi } from './auth.api.ts';
import ResetPasswordPage from './ResetPasswordPage.tsx';

// The page loads its schema lazily, on mount: loaded first, so no import is pending at teardown.
beforeAll(() => import('./authForms.ts'));

const COMUM = 'Esta senha está entre as mais usadas. Escolha outra.';
const LINK = 'O link de redefinição de senha é inválido ou expirou.';

function pagina() {
  return render(
    <MemoryRouter initialEntries={['/forgotPassword/tok123']}>
      <Routes>
        <Route path="/forgotPassword/:token" element={<ResetPasswordPage />} />
        <Route path="/" element={<p>início</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
const item = (texto: string) =>
  within(screen.getByRole('list', { name: 'Requisitos da senha' }))
    .getByText(texto)
    .closest('li') as HTMLElement;
const digitar = (campo: string, valor: string) =>
  fireEvent.change(screen.getByLabelText(campo, { exact: true }), { target: { value: valor } });

afterEach(() => vi.restoreAllMocks());

describe('Definir Senha (U-18): the rules while typing, one message at a time', () => {
  it('shows the requirements and checks them as one types', () => {
    pagina();
    expect(item('Ao menos um número').dataset.ok).toBe('false');
    digitar('Nova senha', 'abc1');
    expect(item('Ao menos um número').dataset.ok).toBe('true');
    expect(item('Entre 8 e 32 caracteres').dataset.ok).toBe('false');
    digitar('Nova senha', 'abcd1234');
    digitar('Confirmação da nova senha', 'abcd1234');
    expect(item('Entre 8 e 32 caracteres').dataset.ok).toBe('true');
    expect(item('As senhas são iguais').dataset.ok).toBe('true');
  });

  it("the server's refusal goes under the field, not in a toast; the next one replaces it", async () => {
    const toast = vi.spyOn(notify, 'notifyError');
    const chamada = vi
      .spyOn(authApi, 'resetPassword')
      .mockRejectedValueOnce(new ApiError(COMUM, 400, 1, ['novaSenha'], [COMUM]))
      .mockRejectedValueOnce(new ApiError(LINK, 400, 1, ['token'], [LINK]));
    pagina();
    digitar('Nova senha', 'abcd1234');
    digitar('Confirmação da nova senha', 'abcd1234');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(chamada).toHaveBeenCalledWith('abcd1234', 'tok123'));
    expect(await screen.findByText(COMUM)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();

    digitar('Nova senha', 'vento7azul');
    digitar('Confirmação da nova senha', 'vento7azul');
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toBe(LINK);
    expect(screen.queryByText(COMUM)).toBeNull();
    expect(toast).not.toHaveBeenCalled();
  });
});
