import { describe, expect, it } from 'vitest';
import { CsvReader, parseCsv, type CsvRecord } from '../platform/csv.ts';
import { tipoDoLogradouro } from './importCep.ts';
import { mesDaData, taxaDoValor } from './importIndice.ts';

describe('import parsing', () => {
  it('reads RFC 4180 CSV: quotes, doubled quotes, CRLF, BOM, semicolons', () => {
    expect(parseCsv('\uFEFFa,b\r\n"x, y","say ""hi"""\r\n\r\n1,\n')).toEqual({
      header: ['a', 'b'],
      rows: [
        { line: 2, cells: ['x, y', 'say "hi"'] },
        { line: 4, cells: ['1', ''] },
      ],
    });
    expect(parseCsv('"data";"valor"\n"01/01/2024";"0,42"').rows[0]!.cells).toEqual(['01/01/2024', '0,42']);
  });

  it('reads the same records whatever the chunk boundaries', () => {
    const text = 'a;b\r\n"x; ""y""";z\r\n"multi\nline";\r\nlast;row';
    const whole = parseCsv(text);
    for (let cut = 1; cut < text.length; cut++) {
      const out: CsvRecord[] = [];
      const reader = new CsvReader(';');
      reader.push(text.slice(0, cut), out);
      reader.push(text.slice(cut), out);
      reader.end(out);
      expect(out, `cut at ${cut}`).toEqual([{ line: 1, cells: whole.header }, ...whole.rows]);
    }
    expect(whole.rows.map((r) => r.line)).toEqual([2, 3, 5]);
  });

  it('reads months and rates as the SGS writes them', () => {
    expect(['01/01/2024', '01/2024', '2024-01-01', '2024-01'].map(mesDaData)).toEqual(
      Array(4).fill('2024-01-01'),
    );
    expect(['15/01/2024', '2024-13-01', 'jan/2024', 'Fonte'].map(mesDaData)).toEqual(
      Array(4).fill(undefined),
    );
    expect(['0,42', '0.42', 0.42, '-0,50', '1.234,5', '82.390', '007'].map(taxaDoValor)).toEqual([
      '0.42',
      '0.42',
      '0.42',
      '-0.5',
      '1234.5',
      '82.39',
      '7',
    ]);
    expect(['', 'abc', '-100', '0.123456789', null].map(taxaDoValor)).toEqual(Array(5).fill(undefined));
  });

  it('keeps the street type: given, or the first word, or after an ordinal', () => {
    expect(tipoDoLogradouro('Praça da Sé')).toEqual({ logradouro: 'Praça da Sé', tipo: 'Praça' });
    expect(tipoDoLogradouro('das Flores', 'Rua')).toEqual({ logradouro: 'Rua das Flores', tipo: 'Rua' });
    expect(tipoDoLogradouro('Rua das Flores', 'Rua')).toEqual({ logradouro: 'Rua das Flores', tipo: 'Rua' });
    expect(tipoDoLogradouro('1ª Travessa Tal').tipo).toBe('Travessa');
    expect(tipoDoLogradouro('SCS Quadra 1').tipo).toBeNull();
  });
});
