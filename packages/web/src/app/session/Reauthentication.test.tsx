import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http.ts';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import { Reauthentication } from './Reauthentication.tsx';

// The dialog's form loads its schema lazily, on mount: loaded here first, so that no import is still
// pending when the file's environment is torn down (CI saw an EnvironmentTeardownError).
beforeAll(() => import('../../features/auth/authForms.ts'));

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

/** A form whose Salvar sends what was typed. */
function Formulario() {
  const [nome, setNome] = useState('');
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        void http.post('processoConstituicaoCredito', { nome }).catch(() => undefined);
      }}
    >
      <label>
        Nome
        <input value={nome} onChange={(e) => setNome(e.target.value)} />
      </label>
      <button type="submit">Salvar</button>
    </form>
  );
}

describe('sign in again over the page', () => {
  it('signed out in another tab: says so (not that the session expired) and keeps what was typed (issue 37)', async () => {
    signInAs(['PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR']);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(null, {
            status: 401,
            headers: { errormsg: encodeURIComponent('Sessão encerrada'), errorcode: '27' },
          }),
      ),
    );
    render(
      <SessionProvider>
        <Formulario />
        <Reauthentication />
      </SessionProvider>,
    );
    fireEvent.change(screen.getByLabelText('Nome'), { target: { value: 'Abigail Devedora' } });
    // the other tab's sign-out empties the storage every tab shares
    for (const k of ['accessToken', 'refreshToken', 'user', 'version']) localStorage.removeItem(k);
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    const dialogo = await screen.findByRole(
      'dialog',
      { name: 'Você saiu em outra aba' },
      { timeout: 10_000 },
    );
    expect(dialogo.textContent).toContain('O que você digitou continua na página');
    expect(dialogo.textContent).not.toMatch(/expir/i);
    expect(screen.getByDisplayValue('maria@exemplo.gov.br')).toBeTruthy();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('Abigail Devedora');
  });
});
