import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { prescricaoApi } from './prescricao.api.ts';
import { ReconhecimentoDialog } from './ReconhecimentoDialog.tsx';
import type { PassoReconhecimento } from './prescricao.api.ts';

vi.setConfig({ testTimeout: 30_000 });

const abrir = (passo: PassoReconhecimento, onClose = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ReconhecimentoDialog idProcesso={7} passo={passo} onClose={onClose} />
    </QueryClientProvider>,
  );

describe('diálogos do reconhecimento da prescrição', () => {
  it('propor: exige justificativa de 10 caracteres e envia a justificativa', async () => {
    const reconhecer = vi.spyOn(prescricaoApi, 'reconhecer').mockResolvedValue({ message: 'Proposto.' });
    const onClose = vi.fn();
    abrir('reconhecer', onClose);
    const campo = screen.getByLabelText(/Justificativa/);
    fireEvent.change(campo, { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propor Reconhecimento' }));
    expect(await screen.findByText(/mínimo 10 caracteres/)).toBeTruthy();
    expect(reconhecer).not.toHaveBeenCalled();
    fireEvent.change(campo, { target: { value: '  Cinco anos sem causa interruptiva.  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Propor Reconhecimento' }));
    await waitFor(() => expect(reconhecer).toHaveBeenCalledWith(7, 'Cinco anos sem causa interruptiva.'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('aprovar: confirmação sem campo; a recusa do servidor aparece em português no diálogo', async () => {
    vi.spyOn(prescricaoApi, 'aprovar').mockRejectedValue(
      new ApiError('O reconhecimento deve ser aprovado por outro usuário.', 403, undefined),
    );
    const onClose = vi.fn();
    abrir('aprovar', onClose);
    expect(screen.queryByLabelText(/Justificativa/)).toBeNull();
    expect(screen.getByText(/não poderá mais ser negociada/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aprovar' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'O reconhecimento deve ser aprovado por outro usuário.',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});
