import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import ChangePasswordDialog from './ChangePasswordDialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('change-password dialog', () => {
  it('drops the server error once the fields change', { timeout: 30_000 }, async () => {
    signInAs([]);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(null, {
            status: 400,
            headers: { errormsg: encodeURIComponent('A senha atual está incorreta'), errorcode: '400' },
          }),
      ),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ChangePasswordDialog open onClose={() => {}} />
      </QueryClientProvider>,
    );
    const atual = screen.getByLabelText(/^Senha atual/);
    fireEvent.change(atual, { target: { value: 'errada123' } });
    fireEvent.change(screen.getByLabelText(/^Nova senha/), { target: { value: 'senha1234' } });
    fireEvent.change(screen.getByLabelText(/^Confirmação da nova senha/), { target: { value: 'senha1234' } });
    fireEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect((await screen.findByRole('alert')).textContent).toContain('A senha atual está incorreta');

    fireEvent.change(atual, { target: { value: 'certa1234' } });
    await waitFor(() => expect(screen.queryByText('A senha atual está incorreta')).toBeNull());
  });
});
