import { describe, expect, it } from 'vitest';
import { notaMesPagamento, registroDoBoleto } from './rotulos.ts';

describe('notaMesPagamento (spec 03 §2.3)', () => {
  it("says 'acrescidos do percentual', with the monthly interest only when instalments", () => {
    expect(
      notaMesPagamento({ totalParcelas: 1, percentualJurosMesPagamento: 0.01, percentualHonorarios: 0.1 }),
    ).toBe('Os valores serão acrescidos do percentual de honorários (10%) no mês do pagamento.');
    expect(
      notaMesPagamento({ totalParcelas: 6, percentualJurosMesPagamento: 0.01, percentualHonorarios: 0.1 }),
    ).toBe(
      'Os valores serão acrescidos do percentual de juros ao mês (1%) e do percentual de honorários (10%) no mês do pagamento.',
    );
  });
});

describe('registroDoBoleto (docs/arquivos-bancarios.md §2)', () => {
  it("reads the slip's registration state in Portuguese, and nothing when absent", () => {
    expect(registroDoBoleto({ situacaoRegistroBoleto: 'REGISTRADO' })).toBe('Registrado');
    expect(registroDoBoleto({ situacaoRegistroBoleto: 'PENDENTE' })).toBe('Pendente de registro');
    expect(registroDoBoleto({ situacaoRegistroBoleto: 'REJEITADO' })).toBe('Rejeitado');
    expect(registroDoBoleto({})).toBeNull();
  });
});
