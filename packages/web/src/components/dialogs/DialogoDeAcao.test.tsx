import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../lib/http.ts';
import { registerEnqueue, type Enqueue } from '../../lib/notify.ts';
import { CampoTexto } from '../form/CampoTexto.tsx';
import { DialogoDeAcao, type AcaoDoDialogo } from './DialogoDeAcao.tsx';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

/** A server stand-in that refuses every call, naming the field `motivo` when `comCampo`. */
function recusar(comCampo: boolean) {
  const headers: Record<string, string> = {
    errormsg: encodeURIComponent('O motivo não confere.'),
    errorcode: '9',
  };
  if (comCampo) {
    headers.errorfields = 'motivo';
    headers.errormessages = encodeURIComponent('O motivo não confere.');
  }
  const fetch = vi.fn(async () => new Response(null, { status: 400, headers }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function abrir(erros: AcaoDoDialogo['erros']) {
  const onClose = vi.fn();
  const acao: AcaoDoDialogo<{ motivo: string }, { motivo: string }, { message: string }> = {
    titulo: 'Registrar Algo',
    campos: <CampoTexto name="motivo" label="Motivo" />,
    valoresIniciais: { motivo: 'um motivo qualquer' },
    enviar: (corpo) => http.post<{ message: string }>('algo', corpo),
    mensagem: (r) => r.message,
    erros,
  };
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DialogoDeAcao acao={acao} onClose={onClose} />
    </QueryClientProvider>,
  );
  return onClose;
}

describe('the action dialog: where a refusal shows (as each machine showed it before)', () => {
  it("'banner': in the banner and on the field it names; the dialog stays", async () => {
    const fetch = recusar(true);
    const onClose = abrir('banner');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O motivo não confere.');
    expect(screen.getAllByText('O motivo não confere.')).toHaveLength(2);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("'bannerSemCampo': a refusal naming a field shows only on it", async () => {
    recusar(true);
    abrir('bannerSemCampo');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(screen.getAllByText('O motivo não confere.')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("'bannerSemCampo': a refusal naming no field shows in the banner", async () => {
    recusar(false);
    abrir('bannerSemCampo');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('O motivo não confere.');
  });

  it("'aviso': no banner (the app's error toast tells)", async () => {
    const fetch = recusar(false);
    abrir('aviso');
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Confirmar' })).toHaveProperty('disabled', false),
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('the action dialog on success', () => {
  const toasts = vi.fn<Enqueue>();
  registerEnqueue(toasts);

  /** The page unmounts the dialog while the call is under way, as a process page does when the
   *  refetched process no longer offers the action (the PGE's inscription of a queue process). */
  function Pagina({ onClose }: { onClose: () => void }) {
    const [aberto, setAberto] = useState(true);
    const acao: AcaoDoDialogo<{ motivo: string }, { motivo: string }, { message: string }> = {
      titulo: 'Registrar Algo',
      campos: <CampoTexto name="motivo" label="Motivo" />,
      valoresIniciais: { motivo: 'um motivo qualquer' },
      enviar: async () => {
        setAberto(false);
        await new Promise((r) => setTimeout(r, 10));
        return { message: 'Algo registrado.' };
      },
      mensagem: (r) => r.message,
    };
    return aberto ? <DialogoDeAcao acao={acao} onClose={onClose} /> : <p>sem o diálogo</p>;
  }

  it('the toast and the closing come even when the page unmounted the dialog meanwhile', async () => {
    const onClose = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Pagina onClose={onClose} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('sem o diálogo');
    await waitFor(() => expect(toasts).toHaveBeenCalledWith('Algo registrado.', { variant: 'success' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
