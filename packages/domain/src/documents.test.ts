import * as bu from '@brazilian-utils/brazilian-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  isAlphanumericCnpj,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidCpfOrCnpj,
  isValidPhone,
  normalizeCnpj,
  onlyDigits,
} from './documents.ts';

const digits = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const alnum = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: n, maxLength: n });

describe('CPF', () => {
  it.each(['123.456.789-09', '12345678909', '280.012.389-38', '529.982.247-25'])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    '123.456.789-00',
    '1234567890',
    '123456789091',
    '000.000.000-00',
    '111.111.111-11',
    '999.999.999-99',
    '123.456.789-0a',
    '',
  ])('refuses %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('computes the check digits of the Receita example 280.012.389-38', () => {
    expect(cpfCheckDigits('280012389')).toBe('38');
  });

  it('agrees with @brazilian-utils on generated and random CPFs (property)', () => {
    fc.assert(
      fc.property(digits(9), digits(2), (base, tail) => {
        const valid = base + cpfCheckDigits(base);
        expect(isValidCpf(valid)).toBe(bu.isValidCpf(valid));
        expect(isValidCpf(base + tail)).toBe(bu.isValidCpf(base + tail));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('CNPJ', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '12.ABC.345/01DE-35', // the Receita Federal's alphanumeric example
    '12abc34501de35',
    'Q0.SLF.MBD/7VX4-39',
  ])('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    '11.222.333/0001-82',
    '00.000.000/0000-00',
    '11111111111111',
    '12.ABC.345/01DE-3A',
    '12.ABC.345/01DE-36',
    '1122233300018',
    '12.ABÇ.345/01DE-35',
    '',
  ])('refuses %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('computes the alphanumeric check digits on ASCII − 48', () => {
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(isAlphanumericCnpj('12.ABC.345/01DE-35')).toBe(true);
    expect(isAlphanumericCnpj('11.222.333/0001-81')).toBe(false);
  });

  it('agrees with @brazilian-utils (version 2) on generated and mutated CNPJs (property)', () => {
    fc.assert(
      fc.property(fc.oneof(digits(12), alnum(12)), digits(2), (base, tail) => {
        const valid = base + cnpjCheckDigits(base);
        expect(isValidCnpj(valid)).toBe(true);
        expect(bu.isValidCnpj(valid, { version: 2 })).toBe(true);
        expect(isValidCnpj(base + tail)).toBe(bu.isValidCnpj(base + tail, { version: 2 }));
      }),
      { numRuns: 2000 },
    );
  });

  it('CPF/CNPJ switches on the length', () => {
    expect(isValidCpfOrCnpj('123.456.789-09')).toBe(true);
    expect(isValidCpfOrCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfOrCnpj('123456789')).toBe(false);
  });
});

describe('CEP', () => {
  it.each(['01001-000', '01001000', '90.010-000'])('accepts %s', (cep) => expect(isValidCep(cep)).toBe(true));
  it.each(['0100100', '010010000', '00000-000', '99999999', '01001-00a', ''])('refuses %s', (cep) =>
    expect(isValidCep(cep)).toBe(false),
  );
});

describe('phone', () => {
  it.each(['(11) 98765-4321', '11987654321', '(61) 3333-4444', '6133334444', '(92) 2123-4567'])(
    'accepts %s',
    (p) => expect(isValidPhone(p)).toBe(true),
  );
  it.each([
    '(11) 1111-1111',
    '11111111111',
    '(10) 98765-4321', // no DDD 10
    '(11) 88765-4321', // 11 digits must be a mobile starting with 9
    '(11) 9876-5432', // 10 digits starting with 9 is not a landline
    '(11) 99999-9999',
    '119876543',
    'abc',
  ])('refuses %s', (p) => expect(isValidPhone(p)).toBe(false));

  it('accepts only numbers @brazilian-utils also accepts (property)', () => {
    fc.assert(
      fc.property(fc.oneof(digits(10), digits(11)), (p) => {
        if (isValidPhone(p)) expect(bu.isValidPhone(p)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('keeps only digits', () => {
    expect(onlyDigits('(11) 98765-4321')).toBe('11987654321');
  });
});

describe('docs/calculos.md §12 (worked examples)', () => {
  /** Weighted sum and remainder, as the document spells them out. */
  const passo = (valores: number[], pesos: number[]) => {
    const soma = valores.reduce((s, v, i) => s + v * pesos[i]!, 0);
    return { soma, resto: soma % 11, dv: soma % 11 < 2 ? 0 : 11 - (soma % 11) };
  };

  it('CPF 280.012.389-38', () => {
    const v = [...'280012389'].map(Number);
    const a = passo(v, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const b = passo([...v, a.dv], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(`${a.dv}${b.dv}`).toBe(cpfCheckDigits('280012389'));
    expect(isValidCpf('280.012.389-38')).toBe(true);
    expect(secaoCalculos(12)).toContain(
      `CPF 280.012.389-38: soma ${a.soma}, resto ${a.resto} → 1º DV ${a.dv}; soma ${b.soma}, resto ${b.resto} → 2º DV ${b.dv}.`,
    );
  });

  it('alphanumeric CNPJ 12.ABC.345/01DE-35', () => {
    const v = [...'12ABC34501DE'].map((c) => c.charCodeAt(0) - 48);
    const a = passo(v, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    const b = passo([...v, a.dv], [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
    expect(`${a.dv}${b.dv}`).toBe(cnpjCheckDigits('12ABC34501DE'));
    expect(secaoCalculos(12)).toContain(
      `CNPJ alfanumérico 12.ABC.345/01DE-35: valores ${v.join(', ')}; soma ${a.soma}, resto ${a.resto} → 1º DV ${a.dv}; soma ${b.soma}, resto ${b.resto} → 2º DV ${b.dv}.`,
    );
  });
});
