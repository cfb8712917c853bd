import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RotaAcao } from '@divida/domain/processo/acao.schema';
import type { ProcessoDetalhe } from '@divida/domain/processo/processo.schema';
import { sessionStore } from '../../../lib/sessionStore.ts';
import { signInAs } from '../../../test/session.ts';
import { AcaoDialog } from './AcaoDialog.tsx';

vi.setConfig({ testTimeout: 30_000 });

const p = {
  id: 9,
  numero: '202600000009',
  valores: { multaAtualizada: 0, jurosAtualizado: 0 },
  acoesDisponiveis: [
    {
      action: 'ANEXAR_AR',
      documentosNecessarios: [{ id: 4, nome: 'Aviso de Recebimento', opcional: false }],
    },
    { action: 'CANCELAR_ULTIMA_ACAO', documentosNecessarios: [] },
  ],
} as unknown as ProcessoDetalhe;

/** The dialog against a server stand-in; returns the bodies posted and the close spy. */
function abrir(rota: RotaAcao, resposta: () => Response) {
  signInAs(['PROCESSO_CONSTITUICAO_CREDITO_CANCELAR_ULTIMA_ACAO']);
  const posts: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      posts.push({ url, body: JSON.parse(String(init?.body)) });
      return resposta();
    }),
  );
  const onClose = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AcaoDialog p={p} rota={rota} onClose={onClose} />
    </QueryClientProvider>,
  );
  return { posts, onClose };
}

const ok = () =>
  new Response(JSON.stringify({ message: 'Última ação cancelada com sucesso!', idAndamento: 1 }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('action dialogs (spec 02 §2.5, §5, §8)', () => {
  it("the notice of receipt: its file type required and 'Devedor não encontrado'", async () => {
    abrir('anexarAvisoRecebimento', ok);
    const rotulos = Array.from(document.querySelectorAll('label')).map((l) => l.textContent);
    expect(rotulos).toContain('Aviso de Recebimento *');
    expect(screen.getByLabelText('Devedor não encontrado')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('O arquivo não foi informado')).toBeTruthy();
  });

  it('the inscription: the signing attorney comes filled with the signed-in user', () => {
    abrir('inscreverDividaAtiva', ok);
    expect((screen.getByLabelText(/Procurador Signatário/) as HTMLInputElement).value).toBe('Maria Teste');
  });

  it('the instance variants have no checkbox', () => {
    abrir('anexarAvisoRecebimentoPrimeiraInstancia', ok);
    expect(screen.queryByLabelText('Devedor não encontrado')).toBeNull();
  });

  it('cancel: the reason, then the confirmation, then the call', async () => {
    const { posts, onClose } = abrir('cancelarUltimaAcao', ok);
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText('Deve ser informado um motivo para o cancelamento')).toBeTruthy();
    fireEvent.change(screen.getByLabelText(/Motivo do cancelamento/), {
      target: { value: 'Anexado no processo errado' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    const confirmacao = await screen.findByRole('dialog', { name: 'Confirmação' });
    await waitFor(() =>
      expect(within(confirmacao).queryByText('Tem certeza que deseja realizar essa operação?')).toBeTruthy(),
    );
    expect(posts).toHaveLength(0);
    const botoes = screen.getAllByRole('button', { name: 'Confirmar' });
    fireEvent.click(botoes[botoes.length - 1]!);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts).toEqual([
      {
        url: expect.stringMatching(/processoConstituicaoCredito\/9\/cancelarUltimaAcao$/) as string,
        body: { motivoCancelamento: 'Anexado no processo errado' },
      },
    ]);
  });

  it("a refusal shows in the dialog's banner and the dialog stays", async () => {
    const recusa = () =>
      new Response(null, {
        status: 409,
        headers: { errormsg: encodeURIComponent('Não há ação a cancelar.'), errorcode: '9' },
      });
    const { onClose } = abrir('cancelarUltimaAcao', recusa);
    fireEvent.change(screen.getByLabelText(/Motivo do cancelamento/), {
      target: { value: 'Anexado no processo errado' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await screen.findByText('Tem certeza que deseja realizar essa operação?');
    const botoes = screen.getAllByRole('button', { name: 'Confirmar' });
    fireEvent.click(botoes[botoes.length - 1]!);
    const alerta = await screen.findByRole('alert');
    expect(alerta.textContent).toBe('Não há ação a cancelar.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
