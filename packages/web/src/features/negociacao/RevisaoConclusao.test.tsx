import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResultadoSimulacaoApi } from '@divida/domain/cobranca/cobranca.schema';
import type { FormaPagamentoEtapa } from '@divida/domain/cobranca/negociacao.form';
import type { DebitoNegociavel } from './debito.ts';
import type { RequerenteValores } from './etapa.ts';
import { Conclusao, Revisao } from './RevisaoConclusao.tsx';

vi.setConfig({ testTimeout: 30_000 });

const debito: DebitoNegociavel = {
  id: 26,
  numero: '202600000026',
  numeroCda: '202600000026',
  cpfCnpj: '11222333000181',
  nomeDevedor: 'EMPRESA EXEMPLO LTDA',
  convenio: '123',
  totalCorrigido: 1000,
  saldoDevedor: 1000,
  ultimaCorrecaoValor: null,
};

describe('the wizard end (U-16)', () => {
  it("the review writes the CDA's number as every screen does", () => {
    render(
      <Revisao
        debitos={[debito]}
        requerente={
          {
            tipo: 'TITULAR',
            nome: 'EMPRESA EXEMPLO LTDA',
            cpf: '',
            email: '',
            telefone: '',
          } as unknown as RequerenteValores
        }
        forma={
          {
            formaPagamento: 'A_VISTA',
            desconto: 0,
            primeiroVencimento: null,
          } as unknown as FormaPagamentoEtapa
        }
        simulacao={{ valorTotalAcordo: 1000, parcelas: [] } as unknown as ResultadoSimulacaoApi}
      />,
    );
    expect(screen.getAllByText('2026/00000026')).toHaveLength(2);
    expect(screen.queryByText('202600000026')).toBeNull();
  });

  it('the conclusion is one notice: the collection, formatted, without repeating the term instruction', () => {
    render(
      <Conclusao criada={{ id: 25, numero: '202600000025', message: 'Negociação realizada com sucesso!' }} />,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'Negociação realizada com sucesso! Processo de Cobrança 2026/00000025.',
    );
    expect(screen.queryByText(/Imprima o Termo de Parcelamento/)).toBeNull();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
