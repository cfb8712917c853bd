import { describe, expect, it } from 'vitest';
import { idFiltroSchema, idParamSchema, idSchema } from './id.ts';

describe('idSchema', () => {
  it('accepts positive integers up to the database serial range', () => {
    for (const v of [1, 2, 2_147_483_647]) expect(idSchema().parse(v)).toBe(v);
  });

  it('refuses everything a coercion would have turned into an id', () => {
    for (const v of [true, false, [2], '2', '0x2', '+2', ' 2', '', null, 0, -1, 1.5, 2_147_483_648, NaN])
      expect(idSchema().safeParse(v).success, JSON.stringify(v)).toBe(false);
  });
});

describe('idParamSchema', () => {
  it('accepts plain digit strings only', () => {
    expect(idParamSchema.parse({ id: '42' })).toEqual({ id: 42 });
    for (const id of [
      '0',
      '01',
      '+2',
      '-2',
      '0x2',
      '2e1',
      '2.0',
      ' 2',
      '2 ',
      '',
      '2147483648',
      '99999999999',
    ])
      expect(idParamSchema.safeParse({ id }).success, id).toBe(false);
  });
});

describe('idFiltroSchema', () => {
  it('takes an id, 0 or null as "any", and nothing else', () => {
    for (const v of [0, null, undefined, 7]) expect(idFiltroSchema().safeParse(v).success).toBe(true);
    for (const v of [true, '7', [7], -1]) expect(idFiltroSchema().safeParse(v).success).toBe(false);
  });
});
