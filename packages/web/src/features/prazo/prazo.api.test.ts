import { describe, expect, it } from 'vitest';
import { corpoPrazo } from './prazo.api.ts';

describe('filtros de /prazos', () => {
  it('vencendoEmDias de 0 a 30 e vencidos', () => {
    expect(corpoPrazo({ vencendoEmDias: '0' })).toEqual({ vencendoEmDias: 0 });
    expect(corpoPrazo({ vencendoEmDias: '31', vencidos: 'true' })).toEqual({ vencidos: true });
    expect(corpoPrazo({ vencendoEmDias: '' })).toEqual({});
  });
});
