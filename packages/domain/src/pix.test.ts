import fc from 'fast-check';
import { parsePix, PixElementType, type PixObjects } from 'pix-utils';
import { describe, expect, it } from 'vitest';
import { secaoCalculos } from './__fixtures__/calculosDoc.ts';
import { cnpjCheckDigits, cpfCheckDigits } from './documents.ts';
import { fromCents, toApiNumber } from './money.ts';
import {
  brCodePixDinamico,
  brCodePixEstatico,
  crc16Ccitt,
  crcValido,
  normalizarChavePix,
  normalizarTextoPix,
  PixError,
  pixQrCodeDataUrl,
  pixQrCodeSvg,
} from './pix.ts';

// the example of the Banco Central's "Manual do BR Code" (static, random key, no amount)
const MANUAL =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

function parsed(brCode: string): Exclude<PixObjects, { type: PixElementType.INVALID }> {
  const p = parsePix(brCode);
  if ('error' in p || p.type === PixElementType.INVALID) throw new Error(`pix-utils refused ${brCode}`);
  return p;
}

describe('BR Code', () => {
  it('reproduces the example of the BR Code manual, CRC included', () => {
    expect(
      brCodePixEstatico({
        chave: '123e4567-e12b-12d1-a456-426655440000',
        nomeRecebedor: 'Fulano de Tal',
        cidadeRecebedor: 'BRASILIA',
      }),
    ).toBe(MANUAL);
    expect(crc16Ccitt('123456789')).toBe('29B1'); // the CRC-16/CCITT-FALSE check value
    expect(crcValido(MANUAL)).toBe(true);
    expect(crcValido(MANUAL.slice(0, -1) + 'E')).toBe(false);
  });

  it('static charge with amount, txid and description: worked example (docs/calculos.md)', () => {
    const code = brCodePixEstatico({
      chave: '11.222.333/0001-81',
      nomeRecebedor: 'Secretaria da Fazenda do Estado de São Paulo',
      cidadeRecebedor: 'São José dos Campos',
      valor: '1234.5',
      txid: 'COB2024000123',
      descricao: 'Parcela 1/4 – acordo nº 123',
    });
    // ID + length + value, field by field
    expect(code).toBe(
      [
        '0002' + '01',
        '2664' +
          ('0014' + 'br.gov.bcb.pix') +
          ('0114' + '11222333000181') +
          ('0224' + 'Parcela 1/4 acordo n 123'),
        '5204' + '0000',
        '5303' + '986',
        '5407' + '1234.50',
        '5802' + 'BR',
        '5924' + 'Secretaria da Fazenda do',
        '6015' + 'Sao Jose dos Ca',
        '6217' + ('0513' + 'COB2024000123'),
        '6304' + '361D',
      ].join(''),
    );
    expect(code.slice(-4)).toBe(crc16Ccitt(code.slice(0, -4)));
    const p = parsed(code);
    expect(p).toMatchObject({
      type: PixElementType.STATIC,
      pixKey: '11222333000181',
      transactionAmount: 1234.5,
      txid: 'COB2024000123',
      merchantName: 'Secretaria da Fazenda do',
      merchantCity: 'Sao Jose dos Ca',
    });
  });

  it('dynamic charge: location URL, single use', () => {
    const code = brCodePixDinamico({
      url: 'https://pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      nomeRecebedor: 'Órgão Credor',
      cidadeRecebedor: 'Brasília',
    });
    expect(code.startsWith('000201010212')).toBe(true);
    expect(parsed(code)).toMatchObject({
      type: PixElementType.DYNAMIC,
      url: 'pix.example.com/qr/v2/9d36b84fc70b478fb95c12729b90ca25',
      merchantName: 'Orgao Credor',
      merchantCity: 'Brasilia',
    });
    expect(() => brCodePixDinamico({ url: 'ftp://x', nomeRecebedor: 'a', cidadeRecebedor: 'b' })).toThrow(
      PixError,
    );
  });

  it('normalises keys and texts', () => {
    expect(normalizarChavePix('123.456.789-09')).toEqual({ tipo: 'CPF', chave: '12345678909' });
    expect(normalizarChavePix('12.ABC.345/01DE-35')).toEqual({ tipo: 'CNPJ', chave: '12ABC34501DE35' });
    expect(normalizarChavePix(' Fulano@Exemplo.com.br ')).toEqual({
      tipo: 'EMAIL',
      chave: 'fulano@exemplo.com.br',
    });
    expect(normalizarChavePix('+55 (11) 98765-4321')).toEqual({ tipo: 'TELEFONE', chave: '+5511987654321' });
    expect(normalizarChavePix('123E4567-E12B-12D1-A456-426655440000').tipo).toBe('EVP');
    for (const bad of ['123.456.789-00', 'fulano@', '+1 555 123 4567', '11987654321', '']) {
      expect(() => normalizarChavePix(bad)).toThrow('Chave Pix inválida');
    }
    expect(normalizarTextoPix('  Conceição   do Araguaia ', 15)).toBe('Conceicao do Ar');
    expect(normalizarTextoPix('ÁGUA@#FRIA', 25)).toBe('AGUA FRIA');
  });

  it('refuses what a bank would refuse', () => {
    const base = { chave: '12345678909', nomeRecebedor: 'Fulano', cidadeRecebedor: 'Recife' };
    expect(() => brCodePixEstatico({ ...base, valor: 0 })).toThrow('Valor do Pix inválido');
    expect(() => brCodePixEstatico({ ...base, valor: '1.001' })).toThrow('Valor do Pix inválido');
    expect(() => brCodePixEstatico({ ...base, txid: 'com espaço' })).toThrow(PixError);
    expect(() => brCodePixEstatico({ ...base, txid: 'A'.repeat(26) })).toThrow(PixError);
    expect(() => brCodePixEstatico({ ...base, nomeRecebedor: '@@@' })).toThrow(
      'Informe o nome do recebedor do Pix',
    );
  });

  it('draws the QR code', async () => {
    const svg = await pixQrCodeSvg(MANUAL);
    expect(svg).toContain('<svg');
    expect(await pixQrCodeDataUrl(MANUAL)).toMatch(/^data:image\/png;base64,/);
  });
});

describe('cross-check with pix-utils (property)', () => {
  const digits = (n: number) =>
    fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
  const chave = fc.oneof(
    digits(9).map((b) => b + cpfCheckDigits(b)),
    digits(12).map((b) => b + cnpjCheckDigits(b)),
    fc.uuid().map((u) => u.toLowerCase()),
    fc.emailAddress().filter((e) => e.length <= 77),
    fc.integer({ min: 10_000_000, max: 99_999_998 }).map((n) => `+55119${n}`),
  );
  const texto = fc.string({ minLength: 1, maxLength: 40 }).map((s) => `Z${s}`);

  it('key, amount and txid read back and the CRC is valid', () => {
    fc.assert(
      fc.property(
        chave,
        texto,
        texto,
        fc.option(fc.bigInt({ min: 1n, max: 99_999_999_999n }), { nil: undefined }),
        fc.option(fc.stringMatching(/^[A-Za-z0-9]{1,25}$/), { nil: undefined }),
        fc.option(fc.string({ maxLength: 80 }), { nil: undefined }),
        (k, nome, cidade, cents, txid, descricao) => {
          const valor = cents === undefined ? undefined : fromCents(cents);
          const code = brCodePixEstatico({
            chave: k,
            nomeRecebedor: nome,
            cidadeRecebedor: cidade,
            valor,
            txid,
            descricao,
          });
          expect(crcValido(code)).toBe(true);
          const p = parsed(code);
          if (p.type !== PixElementType.STATIC) throw new Error('expected a static Pix');
          expect(p.pixKey).toBe(normalizarChavePix(k).chave);
          expect(p.txid).toBe(txid ?? '***');
          expect(p.transactionAmount).toBe(valor === undefined ? 0 : toApiNumber(valor));
          expect(p.merchantName).toBe(normalizarTextoPix(nome, 25));
          expect(p.merchantCity).toBe(normalizarTextoPix(cidade, 15));
          expect(code.length).toBeLessThanOrEqual(512);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('docs/calculos.md §11 (worked example)', () => {
  it('states the BR Code the code builds', () => {
    const code = brCodePixEstatico({
      chave: '11.222.333/0001-81',
      nomeRecebedor: 'Secretaria da Fazenda do Estado de São Paulo',
      cidadeRecebedor: 'São José dos Campos',
      valor: '1234.5',
      txid: 'COB2024000123',
      descricao: 'Parcela 1/4 – acordo nº 123',
    });
    expect(secaoCalculos(11)).toContain('``` ' + code + ' ```');
  });
});
