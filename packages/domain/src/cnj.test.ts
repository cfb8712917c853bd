import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnjCheckDigits, formatarNumeroCnj, isValidNumeroCnj } from './cnj.ts';

// A real case of the São Paulo court (TJSP, Foro Central Cível), and numbers of other branches whose
// check digits were computed apart from this code.
const VALIDOS = [
  '1192602-55.2024.8.26.0100',
  '0001234-71.2024.8.26.0100',
  '5001234-31.2020.4.04.7000',
  '0800123-11.2023.8.17.0001',
];

const digitos = (n: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });

describe('número CNJ (Resolução 65/2008)', () => {
  it('aceita números válidos, com ou sem máscara', () => {
    for (const n of VALIDOS) {
      expect(isValidNumeroCnj(n), n).toBe(true);
      expect(isValidNumeroCnj(n.replace(/\D/g, '')), n).toBe(true);
      expect(isValidNumeroCnj(` ${n} `), n).toBe(true);
    }
  });

  it('recusa cada dígito trocado', () => {
    for (const n of VALIDOS) {
      for (let i = 0; i < n.length; i++) {
        if (!/\d/.test(n[i]!)) continue;
        for (let d = 0; d <= 9; d++) {
          if (String(d) === n[i]) continue;
          const errado = n.slice(0, i) + d + n.slice(i + 1);
          expect(isValidNumeroCnj(errado), errado).toBe(false);
        }
      }
    }
  });

  it('recusa formatos errados, máscara parcial e o segmento de justiça 0', () => {
    for (const n of [
      '',
      '1192602-55.2024.8.26.010',
      '119260255.2024.8.26.0100',
      '1192602-55-2024-8-26-0100',
      '1192602552024826010',
      '11926025520248260100X',
      'abcdefg-hi.jklm.n.op.qrst',
    ]) {
      expect(isValidNumeroCnj(n), n).toBe(false);
    }
    // check digits that hold, but J = 0 is no branch of the judiciary
    const dv = cnjCheckDigits('0000001' + '2024' + '0' + '26' + '0100');
    expect(isValidNumeroCnj(`0000001-${dv}.2024.0.26.0100`)).toBe(false);
  });

  it('calcula dígitos que validam para qualquer número (propriedade)', () => {
    fc.assert(
      fc.property(
        digitos(7),
        digitos(4),
        fc.integer({ min: 1, max: 9 }),
        digitos(2),
        digitos(4),
        (n, a, j, tr, o) => {
          const dv = cnjCheckDigits(`${n}${a}${j}${tr}${o}`);
          const numero = `${n}-${dv}.${a}.${j}.${tr}.${o}`;
          return isValidNumeroCnj(numero) && isValidNumeroCnj(numero.replace(/\D/g, ''));
        },
      ),
    );
  });

  it('formata 20 dígitos na máscara', () => {
    expect(formatarNumeroCnj('11926025520248260100')).toBe('1192602-55.2024.8.26.0100');
    expect(formatarNumeroCnj('123')).toBe('123');
    expect(formatarNumeroCnj(null)).toBe('');
  });
});
