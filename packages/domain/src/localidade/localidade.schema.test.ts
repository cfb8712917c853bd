import { describe, expect, it } from 'vitest';
import {
  cepParamSchema,
  chaveNomeLocalidade,
  listLocalidadeBodySchema,
  ordemNomeLocalidade,
} from './localidade.schema.ts';

describe('localidade schemas', () => {
  it('matches place names ignoring case, accents, hyphens and apostrophes', () => {
    const same = [
      ['Biritiba-Mirim', 'Biritiba Mirim'],
      ["Alta Floresta D'Oeste", 'alta floresta doeste'],
      ['Lauro Muller', 'Lauro Müller'],
      ["Sant'Ana do Livramento", 'Santana do Livramento'],
      ['SÃO PAULO', 'são paulo'],
    ];
    for (const [a, b] of same) expect(chaveNomeLocalidade(a!), a).toBe(chaveNomeLocalidade(b!));
    expect(chaveNomeLocalidade('São Caitano')).not.toBe(chaveNomeLocalidade('São Caetano'));
    expect(ordemNomeLocalidade('Águas Belas')).toBe('aguas belas');
  });

  it('reads the listLocalidade body: UF sigla in any case or IBGE code; idComarca optional', () => {
    expect(listLocalidadeBodySchema.parse({ idComarca: null, uf: 'sp' })).toEqual({
      idComarca: null,
      uf: 'SP',
    });
    expect(listLocalidadeBodySchema.parse({ uf: 35 })).toEqual({ uf: 35 });
    for (const uf of ['S', 'São Paulo', '12', 99, null]) {
      const r = listLocalidadeBodySchema.safeParse({ uf });
      expect(r.success, String(uf)).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Informe uma UF válida.');
    }
  });

  it('reads a CEP path parameter with or without the mask', () => {
    expect(cepParamSchema.parse({ cep: '01001-000' })).toEqual({ cep: '01001000' });
    for (const cep of ['0100100', '010010000', '00000000', '01001-00a']) {
      expect(cepParamSchema.safeParse({ cep }).error?.issues[0]?.message, cep).toBe('Informe um CEP válido.');
    }
  });
});
