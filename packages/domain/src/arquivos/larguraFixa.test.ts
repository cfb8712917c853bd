import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money.ts';
import { d, escrever, ler, n, v, x } from './larguraFixa.ts';

describe('the fixed-width codec at any record length', () => {
  it('writes and reads a 600-character record (a CRA layout)', () => {
    const registro = [n(1, 1, 'tipo', '1'), x(2, 45, 'nome'), v(300, 'valor'), d(590, 'data')];
    const linha = escrever(registro, { nome: 'José', valor: toDecimal('12.34'), data: '2026-12-02' }, 600);
    expect(linha).toHaveLength(600);
    expect(ler(registro, linha)).toEqual({
      tipo: '1',
      nome: 'JOSE',
      valor: toDecimal('12.34'),
      data: '2026-12-02',
    });
  });
});
