import { describe, expect, it } from 'vitest';
import {
  dataDePagamentoAceita,
  mensagemDataDePagamento,
  problemaDaDataDePagamento,
} from './dataPagamento.ts';

const l = { hoje: '2026-12-01', emissaoBoleto: '2026-11-20', dataAcordo: '2026-11-10' } as const;

describe('the payment date rule (issue 36 item 7)', () => {
  it('a payment is never after today, before its slip, or before the agreement', () => {
    expect(problemaDaDataDePagamento('2027-12-01', l)).toBe('FUTURA');
    expect(problemaDaDataDePagamento('2026-11-19', l)).toBe('ANTES_DA_EMISSAO');
    expect(problemaDaDataDePagamento('2026-11-09', { ...l, emissaoBoleto: null })).toBe('ANTES_DO_ACORDO');
    expect(problemaDaDataDePagamento('2026-11-20', l)).toBeNull();
    expect(problemaDaDataDePagamento('2026-12-01', l)).toBeNull();
    expect(mensagemDataDePagamento('ANTES_DA_EMISSAO', l)).toBe(
      'A data do pagamento não pode ser anterior à emissão do boleto (20/11/2026).',
    );
  });

  it('an accepted line settles on the nearest valid day', () => {
    expect(dataDePagamentoAceita('2027-12-01', l)).toBe('2026-12-01');
    expect(dataDePagamentoAceita('2026-11-01', l)).toBe('2026-11-20');
    expect(dataDePagamentoAceita('2026-11-25', l)).toBe('2026-11-25');
  });
});
