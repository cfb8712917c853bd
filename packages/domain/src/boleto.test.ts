import * as boletoUtils from '@mrmgomes/boleto-utils';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import { addDays } from './calendar.ts';
import {
  BoletoError,
  campoLivreBB,
  codigoBarrasDaLinha,
  codigoBarrasSvg,
  dataDoFator,
  fatorVencimento,
  formatarLinhaDigitavel,
  gerarBoletoBB,
  lerCodigoBarras,
  linhaDigitavel,
  modulo10,
  modulo11Barras,
  montarCodigoBarras,
  nossoNumeroBB,
  validarCodigoBarras,
  validarLinhaDigitavel,
} from './boleto.ts';
import { fromCents, toApiNumber } from './money.ts';

// the package's typings omit the second parameter its code reads (CODIGO_DE_BARRAS or LINHA_DIGITAVEL)
const validarCodigoComDV = boletoUtils.validarCodigoComDV as unknown as (
  codigo: string,
  tipo: string,
) => boolean;

describe('due-date factor', () => {
  it.each([
    ['2000-07-03', '1000'],
    ['2025-02-21', '9999'],
    ['2025-02-22', '1000'], // FEBRABAN rollover
    ['2025-02-23', '1001'],
    ['2024-05-10', '9712'],
    ['2049-10-13', '9999'],
    ['2049-10-14', '1000'],
  ])('%s → %s', (date, factor) => {
    expect(fatorVencimento(date)).toBe(factor);
  });

  it('refuses dates before the first factor 1000', () => {
    expect(() => fatorVencimento('2000-07-02')).toThrow(BoletoError);
  });

  it('decodes to the cycle nearest the reference date', () => {
    expect(dataDoFator('1000', '2025-01-10')).toBe('2025-02-22');
    expect(dataDoFator('1000', '2001-01-01')).toBe('2000-07-03');
    expect(dataDoFator('9999', '2025-03-01')).toBe('2025-02-21');
    expect(dataDoFator('1010', '2025-02-20')).toBe('2025-03-04');
    expect(() => dataDoFator('0999', '2025-01-01')).toThrow(BoletoError);
  });

  it('round-trips for any due date within ±4000 days of the reference (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 9500, max: 25000 }),
        fc.integer({ min: -4000, max: 4000 }),
        (d, delta) => {
          const ref = addDays('1997-10-07', d);
          const due = addDays(ref, delta);
          expect(dataDoFator(fatorVencimento(due), ref)).toBe(due);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('check digits', () => {
  it('mod 10 and mod 11 of the FEBRABAN layout', () => {
    expect(modulo10('001900000')).toBe(9);
    expect(modulo10('0123456700')).toBe(4);
    expect(modulo10('0000000000')).toBe(0);
    // the general DV is never 0: remainders 0 and 1 give 1
    expect(modulo11Barras('0'.repeat(43))).toBe(1);
  });

  it('reads a published slip (boleto-utils README example, Itaú)', () => {
    const barras = '34196790600001000002220000005566385101214000';
    const linha = '34192220090000556638551012140003679060000100000';
    expect(validarCodigoBarras(barras)).toBe(true);
    expect(linhaDigitavel(barras)).toBe(linha);
    expect(codigoBarrasDaLinha(linha)).toBe(barras);
    expect(validarLinhaDigitavel(formatarLinhaDigitavel(linha))).toBe(true);
    expect(lerCodigoBarras(barras, '2019-01-01')).toMatchObject({ banco: '341', vencimento: '2019-05-31' });
    expect(boletoUtils.identificarData(barras, 'CODIGO_DE_BARRAS').toISOString().slice(0, 10)).toBe(
      '2019-05-31',
    );
    expect(lerCodigoBarras(barras, '2019-01-01').valor.toFixed(2)).toBe('1000.00');
  });
});

describe('Banco do Brasil, convênio of 7 digits: worked example (docs/calculos.md)', () => {
  const boleto = gerarBoletoBB({
    convenio: '1234567',
    carteira: '17',
    sequencial: 42,
    valor: '1234.56',
    vencimento: '2025-03-10',
  });

  it('builds nosso número, campo livre, barcode and linha digitável', () => {
    expect(boleto.nossoNumero).toBe('12345670000000042');
    expect(boleto.campoLivre).toBe('0000001234567000000004217');
    expect(boleto.fatorVencimento).toBe('1016');
    expect(boleto.codigoBarras).toBe(
      '0019' + boleto.codigoBarras[4] + '1016' + '0000123456' + boleto.campoLivre,
    );
    expect(boleto.codigoBarras).toBe('00195101600001234560000001234567000000004217');
    expect(boleto.linhaDigitavel).toBe('00190000090123456700400000042176510160000123456');
    expect(boleto.linhaDigitavelFormatada).toBe('00190.00009 01234.567004 00000.042176 5 10160000123456');
    expect(boleto.valor.toFixed(2)).toBe('1234.56');
  });

  it('reads back what it wrote', () => {
    const lido = lerCodigoBarras(boleto.codigoBarras, '2025-03-01');
    expect(lido).toMatchObject({
      banco: '001',
      moeda: '9',
      vencimento: '2025-03-10',
      campoLivre: boleto.campoLivre,
    });
    expect(lido.valor.toFixed(2)).toBe('1234.56');
    expect(codigoBarrasDaLinha(boleto.linhaDigitavelFormatada)).toBe(boleto.codigoBarras);
  });

  it('draws the barcode as Interleaved 2 of 5 SVG', () => {
    const svg = codigoBarrasSvg(boleto.codigoBarras);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('<path');
    expect(() => codigoBarrasSvg('123')).toThrow(BoletoError);
  });

  it('rejects what it cannot build, with a clear message', () => {
    expect(() => nossoNumeroBB('123456', 1)).toThrow(
      'Convênio do Banco do Brasil com 6 dígitos não é suportado; apenas convênios de 7 dígitos',
    );
    expect(() => nossoNumeroBB('12345678', 1)).toThrow(BoletoError);
    expect(() => nossoNumeroBB('12A4567', 1)).toThrow('O convênio deve conter apenas dígitos');
    expect(() => nossoNumeroBB('1234567', 0)).toThrow(BoletoError);
    expect(() => nossoNumeroBB('1234567', '12345678901')).toThrow(BoletoError);
    expect(() => campoLivreBB('12345670000000042', '123')).toThrow('A carteira deve ter até 2 dígitos');
    const campoLivre = boleto.campoLivre;
    expect(() => montarCodigoBarras({ vencimento: '2025-03-10', valor: 0, campoLivre })).toThrow(
      'O valor do boleto deve estar entre R$ 0,01 e R$ 99.999.999,99',
    );
    expect(() => montarCodigoBarras({ vencimento: '2025-03-10', valor: '100000000', campoLivre })).toThrow(
      BoletoError,
    );
    expect(() => montarCodigoBarras({ vencimento: '2025-03-10', valor: '1.001', campoLivre })).toThrow(
      BoletoError,
    );
  });

  it('refuses a barcode or linha with a wrong digit', () => {
    const wrong =
      boleto.codigoBarras.slice(0, 20) +
      ((Number(boleto.codigoBarras[20]) + 1) % 10) +
      boleto.codigoBarras.slice(21);
    expect(validarCodigoBarras(wrong)).toBe(false);
    const l = boleto.linhaDigitavel;
    expect(validarLinhaDigitavel(l.slice(0, 9) + ((Number(l[9]) + 1) % 10) + l.slice(10))).toBe(false);
    expect(validarLinhaDigitavel(l.slice(0, 40) + ((Number(l[40]) + 1) % 10) + l.slice(41))).toBe(false);
    expect(() => codigoBarrasDaLinha('123')).toThrow(BoletoError);
  });
});

describe('cross-check with @mrmgomes/boleto-utils (property)', () => {
  const dados = fc.record({
    convenio: fc.integer({ min: 0, max: 9_999_999 }).map((n) => String(n).padStart(7, '0')),
    carteira: fc.constantFrom('11', '12', '15', '16', '17', '18', '31', '51'),
    sequencial: fc.integer({ min: 1, max: 2 ** 31 }),
    valor: fc.bigInt({ min: 1n, max: 9_999_999_999n }).map((c) => fromCents(c)),
    vencimento: fc.integer({ min: 1000, max: 18999 }).map((d) => addDays('1997-10-07', d)),
  });

  it('every slip validates there, and converting one form into the other agrees', () => {
    let divergent = 0;
    fc.assert(
      fc.property(dados, (d) => {
        const b = gerarBoletoBB(d);
        const barras = b.codigoBarras;
        expect(boletoUtils.codBarras2LinhaDigitavel(barras, false)).toBe(b.linhaDigitavel);
        expect(boletoUtils.codBarras2LinhaDigitavel(barras, true)).toBe(b.linhaDigitavelFormatada);
        expect(boletoUtils.linhaDigitavel2CodBarras(b.linhaDigitavel)).toBe(barras);
        expect(validarCodigoComDV(b.linhaDigitavel, 'LINHA_DIGITAVEL')).toBe(true);
        // boleto-utils strips leading zeros by looking at the second digit, so it misreads amounts of
        // R$ 10.000.000,00 and more whose second digit is 0; compare below that
        if (barras[9] === '0') {
          expect(boletoUtils.identificarValor(barras, 'CODIGO_DE_BARRAS')).toBe(toApiNumber(b.valor));
        }
        expect(String(boletoUtils.obtemFatorData({ codigo: barras, tipoCodigo: 'CODIGO_DE_BARRAS' }))).toBe(
          b.fatorVencimento,
        );
        const decoded = (
          b.vencimento >= '2025-02-22'
            ? boletoUtils.identificarDataComNovoFator2025(barras, 'CODIGO_DE_BARRAS')
            : boletoUtils.identificarData(barras, 'CODIGO_DE_BARRAS')
        )
          .toISOString()
          .slice(0, 10);
        if (b.vencimento < '2049-10-14') expect(decoded).toBe(b.vencimento);
        // boleto-utils computes the general DV with the collection-account rule (remainder 0 or 1 → DV 0);
        // FEBRABAN's bank-slip rule gives 1 there, so the two disagree on exactly those barcodes.
        const semDv = barras.slice(0, 4) + barras.slice(5);
        let soma = 0;
        for (let i = 0; i < 43; i++) soma += Number(semDv[42 - i]) * ((i % 8) + 2);
        if (soma % 11 > 1) {
          expect(validarCodigoComDV(barras, 'CODIGO_DE_BARRAS')).toBe(true);
        } else {
          divergent++;
          expect(barras[4]).toBe('1');
          expect(validarCodigoComDV(barras, 'CODIGO_DE_BARRAS')).toBe(false);
          expect(validarCodigoBarras(barras.slice(0, 4) + '0' + barras.slice(5))).toBe(false);
        }
      }),
      { numRuns: 1500 },
    );
    expect(divergent).toBeGreaterThan(0); // ~2/11 of the cases: the divergence is exercised
  });
});

describe('docs/calculos.md §10 (worked example)', () => {
  it('states the slip the code builds', () => {
    const b = gerarBoletoBB({
      convenio: '1234567',
      carteira: '17',
      sequencial: 42,
      valor: '1234.56',
      vencimento: '2025-03-10',
    });
    const doc = secaoCalculos(10);
    expect(doc).toContain(`nosso número ${b.nossoNumero}; campo livre ${b.campoLivre};`);
    expect(doc).toContain(`16 dias depois de 22/02/2025 → ${b.fatorVencimento};`);
    const semDv = b.codigoBarras.slice(0, 4) + b.codigoBarras.slice(5);
    let soma = 0;
    for (let i = 0; i < 43; i++) soma += Number(semDv[42 - i]) * ((i % 8) + 2);
    expect(doc).toContain(
      `soma ponderada dos 43 dígitos = ${soma}; ${soma} mod 11 = ${soma % 11}; DV geral = 11 − ${soma % 11} = ${modulo11Barras(semDv)};`,
    );
    expect(doc).toContain(`código de barras ${b.codigoBarras};`);
    const l = b.linhaDigitavel;
    expect(doc).toContain(
      `DVs dos campos: ${l.slice(0, 9)} → ${modulo10(l.slice(0, 9))}; ${l.slice(10, 20)} → ${modulo10(l.slice(10, 20))}; ${l.slice(21, 31)} → ${modulo10(l.slice(21, 31))};`,
    );
    expect(doc).toContain(`linha digitável \`${b.linhaDigitavelFormatada}\`.`);
  });
});
