import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/SessionProvider.tsx';
import { sessionStore } from '../../lib/sessionStore.ts';
import { signInAs } from '../../test/session.ts';
import { BlocoPrescricao } from './BlocoPrescricao.tsx';
import type { Prescricao } from './prescricao.api.ts';

vi.setConfig({ testTimeout: 30_000 });

const resposta = (p: Partial<Prescricao>) =>
  new Response(
    JSON.stringify({
      constituido: true,
      regime: 'TRIBUTARIO',
      dataConstituicao: '2025-05-21',
      prazoPrescricional: '2030-05-21',
      diasRestantes: 1267,
      nivel: 'VERDE',
      eventos: [],
      explicacao: [],
      reconhecimento: null,
      ...p,
    }),
    { status: 200, headers: { 'content-type': 'application/json' } },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStore.clear();
});

describe('the prescription block of the process detail (U-6)', () => {
  it("refreshes with the detail after an action, and its chip says 'Contagem suspensa'", async () => {
    signInAs(['PRESCRICAO_CONSULTAR']);
    const respostas = [
      () => resposta({}),
      () => resposta({ nivel: 'SUSPENSO', prazoPrescricional: '2030-11-17', diasRestantes: 1447 }),
    ];
    let chamadas = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => respostas[Math.min(chamadas++, respostas.length - 1)]!()),
    );
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <SessionProvider>
          <BlocoPrescricao idProcesso={74} cdaPrescrita={false} />
        </SessionProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Verde')).toBeTruthy();
    expect(screen.getByText('21/05/2030')).toBeTruthy();

    // what an action's dialog does once the call succeeds (AcaoDialog, AcaoCdaDialog): the detail's
    // key, processoKeys.detail(74) in processo.api.ts
    await qc.invalidateQueries({ queryKey: ['processo', 'detail', 74] });

    expect(await screen.findByText('Contagem suspensa')).toBeTruthy();
    expect(screen.getByText('17/11/2030')).toBeTruthy();
    expect(screen.queryByText('Suspenso')).toBeNull();
    await waitFor(() => expect(chamadas).toBe(2));
  });
});
