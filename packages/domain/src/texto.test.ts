import { describe, expect, it } from 'vitest';
import { CHAVE_DE, CHAVE_PARA, chaveBusca } from './texto.ts';

describe('chaveBusca', () => {
  it('drops accents and case and squeezes spaces', () => {
    expect(chaveBusca('  PROCURAÇÃO   de  Cobrança ')).toBe('procuracao de cobranca');
    expect(chaveBusca('João Ávila Müller')).toBe('joao avila muller');
    expect(chaveBusca('Ñandú Ýÿ')).toBe('nandu yy');
  });

  it('sorts Portuguese words in dictionary order byte by byte', () => {
    const nomes = ['ZONEAMENTO', 'ÉDEN', 'ÂNCORA', 'ABACAXI', 'ÓRGÃO', 'OBRA', 'ÇAPATÃO'];
    const ordem = [...nomes].sort((a, b) => (chaveBusca(a) < chaveBusca(b) ? -1 : 1));
    expect(ordem).toEqual(['ABACAXI', 'ÂNCORA', 'ÇAPATÃO', 'ÉDEN', 'OBRA', 'ÓRGÃO', 'ZONEAMENTO']);
  });

  it('maps one character to one (the SQL translate of the same strings gives the same key)', () => {
    expect([...CHAVE_DE]).toHaveLength([...CHAVE_PARA].length);
    for (const c of CHAVE_DE) expect(chaveBusca(`x${c}x`)).toHaveLength(3);
  });
});
