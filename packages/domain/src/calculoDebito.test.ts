import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calcularDebito, corrigir, serieIndice } from './correcao.ts';
import { fromCents } from './money.ts';

const IPCA_2023 = serieIndice('IPCA', [
  ['2023-01', '0.53'],
  ['2023-02', '0.84'],
  ['2023-03', '0.71'],
]);

describe('calcularDebito (the one computation of the detail, the refresh and the memory)', () => {
  it('corrects the principal month by month and adds fine and interest to the total', () => {
    const c = calcularDebito({
      principal: '1000',
      multa: '100.10',
      juros: '0.20',
      honorarios: '5',
      dataReferencia: '2023-01-15',
      dataCalculo: '2023-04-10', // after April's 4th business day: March in force
      serie: IPCA_2023,
    });
    expect(c.meses.map((m) => m.mes)).toEqual(['2023-01', '2023-02', '2023-03']);
    expect(c.principalCorrigido.toFixed(2)).toBe('1020.94');
    expect(c.correcao.toFixed(2)).toBe('20.94');
    expect(c.total.toFixed(2)).toBe('1121.24');
    expect(c.honorarios.toFixed(2)).toBe('5.00');
    expect(c.mesesSemIndice).toEqual([]);
  });

  it('a month not published yet carries factor 1 and says so', () => {
    const c = calcularDebito({
      principal: '1000',
      multa: 0,
      juros: 0,
      honorarios: 0,
      dataReferencia: '2023-02-01',
      dataCalculo: '2023-06-20', // May in force; April and May missing from the series
      serie: IPCA_2023,
    });
    expect(c.mesesSemIndice).toEqual(['2023-04', '2023-05']);
    const [, marco, abril, maio] = c.meses;
    expect(abril!.taxa).toBeNull();
    expect(abril!.observacao).toBe('Índice de 04/2023 ainda não publicado');
    expect(maio!.fatorAcumulado.equals(marco!.fatorAcumulado)).toBe(true);
    expect(c.principalCorrigido.equals(marco!.valorCorrigido)).toBe(true);
  });

  it('without an index, or on the reference date, nothing is corrected', () => {
    const base = { principal: '10', multa: 1, juros: 2, honorarios: 0, dataReferencia: '2023-01-15' };
    for (const c of [
      calcularDebito({ ...base, dataCalculo: '2023-03-10', serie: null }),
      calcularDebito({ ...base, dataCalculo: '2023-01-15', serie: IPCA_2023 }),
    ]) {
      expect(c.meses).toEqual([]);
      expect(c.total.toFixed(2)).toBe('13.00');
    }
  });

  it('agrees with corrigir to the cent on any amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 13n }), (cents) => {
        const valor = fromCents(cents);
        const e = { dataReferencia: '2023-01-15', dataCalculo: '2023-04-10', serie: IPCA_2023 };
        const c = calcularDebito({ ...e, principal: valor, multa: 0, juros: 0, honorarios: 0 });
        const r = corrigir({
          valor,
          dataInicial: e.dataReferencia,
          dataAvaliacao: e.dataCalculo,
          serie: e.serie,
        });
        return c.principalCorrigido.equals(r.valorCorrigido) && c.total.equals(r.valorCorrigido);
      }),
    );
  });
});
