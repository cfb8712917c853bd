import { SEM_VALOR } from '@divida/domain/format';
import { describe, expect, it } from 'vitest';
import { corResultado, resumoResultados, rotuloMotivo, rotuloResultado } from './rotulos.ts';

const zero = { REGISTRADO: 0, REJEITADO: 0, LIQUIDADO: 0, BAIXADO: 0, CONCILIACAO: 0, SEM_EFEITO: 0 };

describe('the bank files in Portuguese (docs/arquivos-bancarios.md §3, §4)', () => {
  it("sums a file's outcomes in one line, singular and plural, zeros left out", () => {
    expect(resumoResultados({ ...zero, LIQUIDADO: 12, CONCILIACAO: 1 })).toBe(
      '12 liquidados, 1 em conciliação',
    );
    expect(resumoResultados({ ...zero, REGISTRADO: 1, REJEITADO: 2 })).toBe('1 registrado, 2 rejeitados');
    expect(resumoResultados(zero)).toBe(SEM_VALOR);
  });

  it("names each queue reason and each line's outcome", () => {
    expect(rotuloMotivo('PAGO_A_MENOR')).toBe('Pago a menor');
    expect(rotuloMotivo('NAO_IDENTIFICADO')).toBe('Pagamento não identificado');
    expect(rotuloResultado('LIQUIDADO')).toBe('Liquidado');
    expect(rotuloResultado('CONCILIACAO')).toBe('Em conciliação');
    expect(rotuloResultado(null)).toBe('Aguardando processamento');
    expect(corResultado('REJEITADO')).toBe('error');
    expect(corResultado('CONCILIACAO')).toBe('warning');
  });
});
