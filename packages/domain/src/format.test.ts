import { describe, expect, it } from 'vitest';
import {
  displayDateToApi,
  formatBRL,
  formatCep,
  formatarNumeroCda,
  formatarNumeroCobranca,
  formatarNumeroProcesso,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  formatDate,
  formatDateTime,
  formatFileSize,
  formatTelefone,
  fromApiDate,
  parseDisplayDate,
  toApiDate,
} from './format.ts';

describe('formatBRL', () => {
  it.each([
    [1234.56, 'R$ 1.234,56'],
    ['1234567.8', 'R$ 1.234.567,80'],
    [0, 'R$ 0,00'],
    [-10, '-R$ 10,00'],
    [0.005, 'R$ 0,01'],
  ])('%s → %s', (v, out) => expect(formatBRL(v)).toBe(out));
  it('empty for a missing value', () => {
    expect(formatBRL(null)).toBe('');
    expect(formatBRL(undefined)).toBe('');
  });
});

describe('dates', () => {
  it('shows an API date as the day it names, whatever the zone', () => {
    expect(formatDate('2026-03-01')).toBe('01/03/2026');
  });
  it('shows a timestamp as the day and time in São Paulo', () => {
    expect(formatDate('2026-03-01T02:30:00Z')).toBe('28/02/2026');
    expect(formatDateTime('2026-03-01T02:30:00Z')).toBe('28/02/2026 23:30');
    expect(formatDateTime(new Date(Date.UTC(2026, 0, 5, 15, 4)))).toBe('05/01/2026 12:04');
  });
  it('empty for missing or invalid values', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('lixo')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
  it('converts to and from API dates', () => {
    expect(toApiDate(new Date(2026, 1, 9))).toBe('2026-02-09');
    expect(toApiDate(null)).toBeNull();
    expect(fromApiDate('2026-02-09')?.getDate()).toBe(9);
    expect(fromApiDate('2026-02-30')).toBeNull();
    expect(displayDateToApi('09/02/2026')).toBe('2026-02-09');
    expect(parseDisplayDate('31/04/2026')).toBeNull();
    expect(parseDisplayDate('1/2/2026')).toBeNull();
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 Bytes'],
    [512, '512 Bytes'],
    [1024, '1 KB'],
    [1536, '1,5 KB'],
    [10 * 1024 ** 2, '10 MB'],
    [1.234 * 1024 ** 3, '1,23 GB'],
    [1024 ** 8, '1 YB'],
    [5 * 1024 ** 9, '5.120 YB'],
  ])('%s → %s', (v, out) => expect(formatFileSize(v)).toBe(out));
});

describe('masks', () => {
  it('CPF, CNPJ, CEP', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('1234')).toBe('123.4');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCep('01001000')).toBe('01001-000');
  });
  it('CPF or CNPJ by length', () => {
    expect(formatCpfCnpj('12345678909')).toBe('123.456.789-09');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });
  it('phones with 10 and 11 digits', () => {
    expect(formatTelefone('1133334444')).toBe('(11) 3333-4444');
    expect(formatTelefone('11933334444')).toBe('(11) 93333-4444');
    expect(formatTelefone(null)).toBe('');
  });
});

describe('formatarNumeroProcesso', () => {
  it('shows the year, a slash and the yearly sequence; other numbers as stored', () => {
    expect(formatarNumeroProcesso('202400000123')).toBe('2024/00000123');
    expect(formatarNumeroProcesso('1234567890123456')).toBe('1234567890123456');
    expect(formatarNumeroProcesso(null)).toBe('');
  });

  it("a CDA's and a collection's number are written the same way (U-16)", () => {
    expect(formatarNumeroCda('202600000026')).toBe('2026/00000026');
    expect(formatarNumeroCobranca('202600000025')).toBe('2026/00000025');
    expect(formatarNumeroCobranca(undefined)).toBe('');
  });
});
