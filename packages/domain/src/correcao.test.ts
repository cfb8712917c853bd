import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import { addMonthsToYearMonth, monthsBetween } from './calendar.ts';
import {
  corrigir,
  descreverPeriodo,
  IndiceAusenteError,
  parseSerieCsv,
  serieIndice,
  ultimoMesVigente,
  type SerieIndice,
} from './correcao.ts';
import { formatBRL, formatDecimalBR, fromCents, type Decimal } from './money.ts';

const fixture = (name: string) =>
  readFileSync(new URL(`./__fixtures__/indices/${name}.csv`, import.meta.url), 'utf8');
const IPCA = parseSerieCsv('IPCA', fixture('ipca'));
const INPC = parseSerieCsv('INPC', fixture('inpc'));
const IGPM = parseSerieCsv('IGP-M', fixture('igpm'));

/** Independent exact product in integers: rates have two decimals, so 1 + r/100 = (10000 + 100r) / 10000. */
function exactCorrectedCents(serie: SerieIndice, cents: bigint, from: string, to: string): bigint {
  let num = cents;
  let den = 1n;
  for (let i = 0; i <= monthsBetween(from, to); i++) {
    const rate = serie.taxas.get(addMonthsToYearMonth(from, i))!;
    num *= 10000n + BigInt(rate.times(100).toFixed(0));
    den *= 10000n;
  }
  // half-up (away from zero) to the cent; amounts here are positive
  return (2n * num + den) / (2n * den);
}

describe('ultimoMesVigente', () => {
  it.each([
    ['2024-01-04', '2023-11'], // 3rd business day of January 2024 (1 January is a holiday)
    ['2024-01-05', '2023-12'], // 4th business day: December's index comes into force
    ['2024-01-31', '2023-12'],
    ['2024-03-01', '2024-01'],
    ['2024-03-06', '2024-02'],
  ])('on %s the last month in force is %s', (date, ym) => {
    expect(ultimoMesVigente(date)).toBe(ym);
  });
});

describe('corrigir', () => {
  it('R$ 1.000,00 from 2023-01 to 2024-01 by IPCA: the 12 months of 2023, 4.62 %', () => {
    const r = corrigir({
      valor: '1000',
      dataInicial: '2023-01-15',
      dataAvaliacao: '2024-01-10',
      serie: IPCA,
    });
    expect(r.mesInicial).toBe('2023-01');
    expect(r.mesFinal).toBe('2023-12');
    expect(r.meses).toHaveLength(12);
    expect(r.fator.toFixed(8)).toBe('1.04621114');
    expect(formatBRL(r.valorCorrigido)).toBe('R$ 1.046,21');
    expect(formatBRL(r.correcao)).toBe('R$ 46,21');
    expect(r.meses[0]).toMatchObject({ mes: '2023-01' });
    expect(r.meses[0]!.taxa.toFixed(2)).toBe('0.53');
    expect(r.meses[0]!.fatorAcumulado.toFixed()).toBe('1.0053');
    expect(r.meses[0]!.valorCorrigido.toFixed(2)).toBe('1005.30');
    expect(r.meses.at(-1)!.valorCorrigido.eq(r.valorCorrigido)).toBe(true);
    expect(descreverPeriodo(r)).toBe('Correção pelo IPCA de 01/2023 a 12/2023 (12 meses)');
  });

  it('before the 4th business day the evaluation month uses two months before', () => {
    const r = corrigir({
      valor: '1000',
      dataInicial: '2023-01-15',
      dataAvaliacao: '2024-01-04',
      serie: IPCA,
    });
    expect(r.mesFinal).toBe('2023-11');
    expect(r.meses).toHaveLength(11);
  });

  it.each([
    ['IPCA', 2023, '4.62'],
    ['IPCA', 2024, '4.83'],
    ['IPCA', 2025, '4.26'],
    ['INPC', 2023, '3.71'],
    ['INPC', 2024, '4.77'],
    ['IGP-M', 2023, '-3.18'],
    ['IGP-M', 2024, '6.54'],
    ['IGP-M', 1999, '20.10'],
  ])('%s compounded over %i matches the published annual %s %%', (nome, year, annual) => {
    const serie = { IPCA, INPC, 'IGP-M': IGPM }[nome]!;
    const r = corrigir({
      valor: '100',
      dataInicial: `${year}-01-01`,
      dataAvaliacao: `${year + 1}-01-20`,
      serie,
    });
    expect(r.fator.minus(1).times(100).toFixed(2)).toBe(annual);
  });

  it('applies no month when none is in force yet (factor 1)', () => {
    const r = corrigir({
      valor: '150.75',
      dataInicial: '2024-03-10',
      dataAvaliacao: '2024-03-20',
      serie: IPCA,
    });
    expect(r.fator.toFixed()).toBe('1');
    expect(r.meses).toEqual([]);
    expect(r.valorCorrigido.toFixed(2)).toBe('150.75');
    expect(r.correcao.isZero()).toBe(true);
    expect(descreverPeriodo(r)).toBe(
      'Sem correção: nenhum mês de IPCA vigente entre 10/03/2024 e 20/03/2024',
    );
  });

  it('a missing month is an explicit error, never a zero', () => {
    const run = () =>
      corrigir({ valor: '1000', dataInicial: '2025-06-01', dataAvaliacao: '2026-02-20', serie: IPCA });
    expect(run).toThrow(IndiceAusenteError);
    expect(run).toThrow('Índice IPCA não disponível para 01/2026');
    const gap = serieIndice('X', [
      ['2024-01', '1'],
      ['2024-03', '1'],
    ]);
    expect(() =>
      corrigir({ valor: 1, dataInicial: '2024-01-01', dataAvaliacao: '2024-04-30', serie: gap }),
    ).toThrow('Índice X não disponível para 02/2024');
  });

  it('refuses a malformed series', () => {
    expect(() => parseSerieCsv('X', 'mes;valor\n')).toThrow(RangeError);
    expect(() => serieIndice('X', [['2024-01', '-100']])).toThrow(RangeError);
    expect(() => serieIndice('X', [['2024-13', '1']])).toThrow(RangeError);
    expect(() =>
      serieIndice('X', [
        ['2024-01-01', '1'],
        ['2024-01', '2'],
      ]),
    ).toThrow(RangeError);
  });

  it('equals an exact integer computation on real IPCA, INPC and IGP-M ranges (property)', () => {
    const series = [IPCA, INPC, IGPM];
    fc.assert(
      fc.property(
        fc.constantFrom(...series),
        fc.integer({ min: 0, max: 360 }), // start month index from 1995-01
        fc.integer({ min: 0, max: 48 }),
        fc.bigInt({ min: 1n, max: 99_999_999_999n }),
        fc.integer({ min: 1, max: 28 }),
        (serie, start, length, cents, day) => {
          const from = addMonthsToYearMonth('1995-01', start);
          const to = addMonthsToYearMonth(from, length);
          if (to > '2025-12') return;
          // evaluating on the last day of the month after `to` puts `to` in force
          const evalMonth = addMonthsToYearMonth(to, 1);
          const r = corrigir({
            valor: fromCents(cents),
            dataInicial: `${from}-${String(day).padStart(2, '0')}`,
            dataAvaliacao: `${evalMonth}-28`,
            serie,
          });
          expect(r.meses).toHaveLength(length + 1);
          expect(r.valorCorrigido.eq(fromCents(exactCorrectedCents(serie, cents, from, to)))).toBe(true);
          expect(r.valorCorrigido.minus(r.valorOriginal).eq(r.correcao)).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('docs/calculos.md §4 (worked example)', () => {
  it('states the month-by-month table and the result the code computes', () => {
    const doc = secaoCalculos(4);
    const r = corrigir({
      valor: '1000',
      dataInicial: '2023-01-15',
      dataAvaliacao: '2024-01-10',
      serie: IPCA,
    });
    const fator = (f: Decimal) =>
      f.decimalPlaces() <= 12 ? formatDecimalBR(f, f.decimalPlaces()) : `${formatDecimalBR(f, 8)}…`;
    for (const m of r.meses) {
      const mes = `${m.mes.slice(5, 7)}/${m.mes.slice(0, 4)}`;
      const taxa = formatDecimalBR(m.taxa).replace('-', '−');
      expect(doc).toContain(
        `| ${mes} | ${taxa} | ${fator(m.fatorAcumulado)} | ${formatBRL(m.valorCorrigido)} |`,
      );
    }
    expect(doc).toContain(`Fator ${formatDecimalBR(r.fator, 8)} (IPCA de 2023: 4,62 %`);
    expect(doc).toContain(
      `valor corrigido ${formatBRL(r.valorCorrigido)}; correção ${formatBRL(r.correcao)}.`,
    );
    expect(doc).toContain(`o último mês vigente é ${r.mesFinal!.slice(5)}/${r.mesFinal!.slice(0, 4)}`);
    const antes = ultimoMesVigente('2024-01-04');
    expect(doc).toContain(`em 04/01/2024 ainda seria ${antes.slice(5)}/${antes.slice(0, 4)}`);
  });
});
