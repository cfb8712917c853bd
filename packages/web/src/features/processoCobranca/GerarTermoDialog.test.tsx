import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import type { CobrancaDetalhe } from '@divida/domain/cobranca/cobranca.schema';
import { AcaoCobrancaDialog } from './CobrancaAcoes.tsx';

vi.setConfig({ testTimeout: 30_000 });

const cobranca = (tipo: CobrancaDetalhe['requerente']['tipo']) =>
  ({
    idProcessoCobranca: 7,
    numero: '202600000007',
    titular: { id: 1, nome: 'Agropecuária Serra Verde Ltda', documentoIdentificacao: '11222333000181' },
    requerente: {
      id: 2,
      tipo,
      nome: 'Luciana Alves Moreira',
      cpf: '31415926590',
      email: 'luciana@exemplo.com.br',
      telefone: '21987654321',
    },
  }) as CobrancaDetalhe;

const abrir = (c: CobrancaDetalhe) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AcaoCobrancaDialog acao="GERAR_TERMO_PARCELAMENTO" c={c} onClose={() => {}} />
    </QueryClientProvider>,
  );

describe("'Gerar Termo de Parcelamento' (U-17)", () => {
  it("starts from the requester who made the agreement: a company's representative", () => {
    abrir(cobranca('REPRESENTANTE_EMPRESA'));
    expect(screen.getByRole('combobox', { name: /Requerente/ }).textContent).toBe('Representante');
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Luciana Alves Moreira');
  });

  it('a debtor who asked for itself signs as Titular', () => {
    abrir(cobranca('TITULAR'));
    expect(screen.getByRole('combobox', { name: /Requerente/ }).textContent).toBe('Titular');
    expect((screen.getByLabelText(/^Nome/) as HTMLInputElement).value).toBe('Agropecuária Serra Verde Ltda');
  });
});
