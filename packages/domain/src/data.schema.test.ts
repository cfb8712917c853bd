import { describe, expect, it } from 'vitest';
import { inferirTipoRequerente } from './cobranca/cobranca.schema.ts';
import { dataOpcionalSchema, dataSchema, dataValida } from './data.schema.ts';

describe('a date of a payload', () => {
  it.each([
    '2020-02-31',
    '0000-01-01',
    '2026-13-01',
    '2026-1-1',
    '1899-12-31',
    '2101-01-01',
    '20260-01-01',
    '',
  ])('%j is refused', (v) => {
    expect(dataValida(v)).toBe(false);
    expect(dataSchema('obrigatória').safeParse(v).success).toBe(false);
  });
  it.each(['1900-01-01', '2024-02-29', '2100-12-31'])('%s is a date', (v) => {
    expect(dataValida(v)).toBe(true);
    expect(dataOpcionalSchema().parse(v)).toBe(v);
  });
  it('says what is wrong in Portuguese', () => {
    expect(dataSchema('Informe a data').safeParse('').error?.issues[0]?.message).toBe('Informe a data');
    expect(dataSchema('Informe a data').safeParse('2020-02-31').error?.issues[0]?.message).toBe(
      'Data inválida',
    );
    expect(dataOpcionalSchema().parse('')).toBeNull();
  });
});

describe("the requester's type when the payload leaves it out", () => {
  it.each([
    ['529.982.247-25', '52998224725', 'TITULAR'],
    ['529.982.247-25', '11.222.333/0001-81', 'REPRESENTANTE_EMPRESA'],
    ['529.982.247-25', '111.444.777-35', 'PROCURADOR'],
  ] as const)('requester %s, debtor %s → %s', (cpf, doc, tipo) => {
    expect(inferirTipoRequerente(cpf, doc)).toBe(tipo);
  });
});
