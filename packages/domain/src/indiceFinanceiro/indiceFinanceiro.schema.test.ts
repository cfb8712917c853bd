import { describe, expect, it } from 'vitest';
import {
  atrasoDoIndice,
  lancamentoIndiceSchema,
  lerArquivoIndice,
  mesEncerrado,
  taxaCanonica,
  taxaIndiceSchema,
} from './indiceFinanceiro.schema.ts';

describe('an index is late when the last month in force is not loaded', () => {
  it('expects the month before last until the 4th business day, then the previous month', () => {
    // March 2026: Mon 2, Tue 3, Wed 4, Thu 5 = the 4th business day
    expect(atrasoDoIndice('2026-01-01', '2026-03-04')).toEqual({
      ultimoMes: '2026-01',
      mesEsperado: '2026-01',
      atrasado: false,
    });
    expect(atrasoDoIndice('2026-01-01', '2026-03-05')).toEqual({
      ultimoMes: '2026-01',
      mesEsperado: '2026-02',
      atrasado: true,
    });
    expect(atrasoDoIndice('2026-05-01', '2026-03-05').atrasado).toBe(false);
    expect(atrasoDoIndice(null, '2026-03-05')).toMatchObject({ ultimoMes: null, atrasado: true });
  });
});

describe('a rate typed by hand', () => {
  it('takes a comma or a dot and keeps the exact figure, canonical', () => {
    expect(taxaIndiceSchema.parse('0,53')).toBe('0.53');
    expect(taxaIndiceSchema.parse(' 0.50 ')).toBe('0.5');
    expect(taxaIndiceSchema.parse('-0,010')).toBe('-0.01');
    expect(taxaIndiceSchema.parse('1.234,5')).toBe('1234.5');
    expect(taxaIndiceSchema.parse('82.39')).toBe('82.39');
    expect(taxaIndiceSchema.parse('0.12345678')).toBe('0.12345678');
    expect(taxaCanonica('007.100')).toBe('7.1');
    expect(taxaCanonica('-0.000')).toBe('0');
  });

  it('refuses what is not a percent per month, in Portuguese', () => {
    for (const v of ['abc', '', '0.123456789', '1e-3', '-100', '-150'])
      expect(taxaIndiceSchema.safeParse(v).success, v).toBe(false);
    expect(taxaIndiceSchema.safeParse('-100').error?.issues[0]?.message).toBe(
      'A variação do mês deve ser maior que -100 %.',
    );
  });

  it('a manual entry names months once, and only months that are over', () => {
    expect(
      lancamentoIndiceSchema.safeParse({
        valores: [
          { mes: '2026-01', valor: '1' },
          { mes: '2026-01', valor: '2' },
        ],
      }).error?.issues[0]?.message,
    ).toBe('O mesmo mês foi informado mais de uma vez.');
    expect(lancamentoIndiceSchema.safeParse({ valores: [{ mes: '2026-1', valor: '1' }] }).success).toBe(
      false,
    );
    expect(mesEncerrado('2026-02', '2026-03-01')).toBe(true);
    expect(mesEncerrado('2026-03', '2026-03-31')).toBe(false);
  });
});

describe('a file of months uploaded by the PGE', () => {
  it('reads the SGS CSV, its JSON and our data,valor CSV, naming the lines it could not read', () => {
    expect(lerArquivoIndice('data;valor\n"01/01/2026";"0,16"\n01/02/2026;0,5\n15/03/2026;0,1\n')).toEqual({
      valores: [
        { mes: '2026-01', valor: '0.16' },
        { mes: '2026-02', valor: '0.5' },
      ],
      recusadas: [4],
    });
    expect(lerArquivoIndice('[{"data":"01/01/2026","valor":"0.16"},{"data":"x","valor":"1"}]')).toEqual({
      valores: [{ mes: '2026-01', valor: '0.16' }],
      recusadas: [2],
    });
    expect(lerArquivoIndice('data,valor\n2026-01-01,0.16\n2026-02-01,"0,50"\n2026-03-01,abc')).toEqual({
      valores: [
        { mes: '2026-01', valor: '0.16' },
        { mes: '2026-02', valor: '0.5' },
      ],
      recusadas: [4],
    });
    expect(lerArquivoIndice('01/2026;0,16').valores).toEqual([{ mes: '2026-01', valor: '0.16' }]);
  });
});
