import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MENSAGENS_ACAO } from '@divida/domain/processo/acao.schema';
import { MENSAGENS_PRESCRICAO } from '@divida/domain/prazos/prescricao.schema';
import { MENSAGENS_CDA, type AcaoCda } from '@divida/domain/workflow/cda';
import { AcaoCdaDialog } from './AcaoCdaDialog.tsx';
import { dividaAtivaApi } from '../dividaAtiva.api.ts';

vi.setConfig({ testTimeout: 30_000 });

const abrir = (acao: AcaoCda, onClose = vi.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AcaoCdaDialog idProcesso={7} acao={acao} valorSugerido={1234.5} onClose={onClose} />
    </QueryClientProvider>,
  );

describe('diálogo de uma ação da CDA', () => {
  it('valida com o schema do domínio e envia só os campos da ação', async () => {
    const acao = vi
      .spyOn(dividaAtivaApi, 'acao')
      .mockResolvedValue({ message: 'Irregularidade registrada.', idAndamento: 1 });
    const onClose = vi.fn();
    abrir('REGISTRAR_IRREGULARIDADE_PROTESTO', onClose);
    const motivo = screen.getByLabelText(/Motivo/);
    fireEvent.change(motivo, { target: { value: 'curto' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MENSAGENS_ACAO.motivoMinimo)).toBeTruthy();
    expect(acao).not.toHaveBeenCalled();
    fireEvent.change(motivo, { target: { value: 'Endereço do devedor divergente.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(acao).toHaveBeenCalledWith(7, 'REGISTRAR_IRREGULARIDADE_PROTESTO', {
        motivo: 'Endereço do devedor divergente.',
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('recusa um número CNJ com dígito verificador errado e propõe o valor da CDA', async () => {
    abrir('REGISTRAR_AJUIZAMENTO');
    expect((screen.getByLabelText(/Valor da causa/) as HTMLInputElement).value).toBe('1.234,50');
    fireEvent.change(screen.getByLabelText(/Número do processo judicial/), {
      target: { value: '1192602-56.2024.8.26.0100' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MENSAGENS_CDA.cnjInvalido)).toBeTruthy();
  });

  it('não localização e citação ou penhora (docs/prazos-e-prescricao.md §2.1): data e observação, data e tipo', async () => {
    const acao = vi.spyOn(dividaAtivaApi, 'acao').mockClear();
    abrir('REGISTRAR_CITACAO_OU_PENHORA');
    expect(screen.getByRole('radiogroup', { name: /Tipo/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MENSAGENS_PRESCRICAO.tipoCitacao)).toBeTruthy();
    expect(screen.getByText(MENSAGENS_ACAO.dataObrigatoria)).toBeTruthy();
    expect(acao).not.toHaveBeenCalled();
  });

  it('não localização: a observação tem no mínimo 10 caracteres', async () => {
    const acao = vi.spyOn(dividaAtivaApi, 'acao').mockClear();
    abrir('REGISTRAR_NAO_LOCALIZACAO');
    fireEvent.change(screen.getByLabelText(/Observação/), { target: { value: 'curta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(await screen.findByText(MENSAGENS_ACAO.observacaoMinimo)).toBeTruthy();
    expect(acao).not.toHaveBeenCalled();
  });
});
