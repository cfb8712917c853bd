import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBRL, formatDecimalBR, fromCents } from './money.ts';
import { parseValorBrasileiro } from './format.ts';
import { valorBrasileiroSchema } from './valor.schema.ts';

const lido = (t: string) => {
  const r = parseValorBrasileiro(t);
  return r.ok ? r.valor.toFixed() : r.erro;
};

describe('parseValorBrasileiro', () => {
  it.each([
    ['1,5', '1.5'],
    ['1.234,56', '1234.56'],
    ['1234,56', '1234.56'],
    ['R$ 1.234,56', '1234.56'],
    ['R$1.234,56', '1234.56'],
    ['R$\u00a01.234,56', '1234.56'],
    [' 12 ', '12'],
    ['1.000', '1000'],
    ['1.000.000', '1000000'],
    ['12,', '12'],
    [',5', '0.5'],
    ['0,01', '0.01'],
    ['-10,00', '-10'],
    ['1,5 %', '1.5'],
    ['1,5%', '1.5'],
    // a single dot that cannot be a thousands separator is the decimal mark (pasted from elsewhere)
    ['1.5', '1.5'],
    ['1234.56', '1234.56'],
    ['0.25', '0.25'],
  ])('%s reads as %s', (t, v) => expect(lido(t)).toBe(v));

  it.each([
    ['', 'vazio'],
    ['   ', 'vazio'],
    ['R$', 'vazio'],
    ['abc', 'invalido'],
    ['1,2,3', 'invalido'],
    ['1.23.456', 'invalido'],
    ['12.34,5', 'invalido'],
    ['1,234.56', 'invalido'],
    ['1.2.3', 'invalido'],
    ['1e5', 'invalido'],
    ['--1', 'invalido'],
    ['R$ R$ 1', 'invalido'],
  ])('%s is refused (%s), never read as another amount', (t, e) => expect(lido(t)).toBe(e));

  it('keeps every decimal typed, so the schema can refuse what it cannot store', () => {
    expect(lido('1,234')).toBe('1.234');
    expect(lido('0,001')).toBe('0.001');
  });

  it('reads back every amount it formats, exactly (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n - 1n }), (c) => {
        const v = fromCents(c);
        const shown = formatDecimalBR(v);
        for (const t of [shown, `R$ ${shown}`, shown.replace(/\./g, ''), v.toFixed(2)]) {
          const r = parseValorBrasileiro(t);
          expect(r.ok && r.valor.equals(v)).toBe(true);
        }
      }),
    );
  });

  it('reads back every amount formatBRL shows, negatives too (property)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }), (c) => {
        const v = fromCents(c);
        const r = parseValorBrasileiro(formatBRL(v));
        expect(r.ok && r.valor.equals(v)).toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('never changes the magnitude: a readable text always keeps its digits in order (property)', () => {
    const texto = fc
      .array(fc.constantFrom('0', '1', '5', '9', '.', ',', ' ', 'R$', '%', '-'), { maxLength: 12 })
      .map((a) => a.join(''));
    fc.assert(
      fc.property(texto, (t) => {
        const r = parseValorBrasileiro(t);
        if (!r.ok) return;
        const digitos = t.replace(/\D/g, '').replace(/^0+/, '');
        const lidos = r.valor.abs().toFixed().replace(/\D/g, '').replace(/^0+/, '');
        // trailing zeros of the fraction may go ('1,50' → 1.5), nothing else
        expect(digitos.startsWith(lidos) && /^0*$/.test(digitos.slice(lidos.length))).toBe(true);
      }),
    );
  });
});

describe('valorBrasileiroSchema', () => {
  const dinheiro = valorBrasileiroSchema('Necessário informar o valor');
  const erro = (v: unknown) => {
    const r = dinheiro.safeParse(v);
    return r.success ? r.data : r.error.issues[0]?.message;
  };
  it('gives the exact number with at most two decimals', () => {
    expect(erro('1.234,56')).toBe(1234.56);
    expect(erro('R$ 9.999.999.999.999,99')).toBe(9_999_999_999_999.99);
    expect(erro('0,1')).toBe(0.1);
    expect(erro(12.5)).toBe(12.5);
  });
  it('says what is wrong', () => {
    expect(erro('')).toBe('Necessário informar o valor');
    expect(erro(undefined)).toBe('Necessário informar o valor');
    expect(erro(null)).toBe('Necessário informar o valor');
    expect(erro('1,234')).toBe('Use no máximo duas casas decimais');
    expect(erro('1.23.4')).toBe('Valor inválido');
  });
});
