import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money.ts';
import { escreverRemessa, nomeRemessa, type Beneficiario } from './remessa.ts';
import {
  DivisorDeLinhas,
  escreverRetorno,
  lerRetorno,
  nossoNumeroDe,
  VerificadorRetorno,
  type LinhaRetorno,
  type MovimentoRetorno,
} from './retorno.ts';

const B: Beneficiario = {
  cnpj: '42498600000171',
  convenio: '1234567',
  carteira: '17',
  variacao: '019',
  agencia: '1234',
  digitoAgencia: '5',
  conta: '98765',
  digitoConta: '0',
  nome: 'SEFAZ',
};
const cab = { beneficiario: B, nsa: 7, data: '2026-11-26', hora: '101010' };
const mov = (k: number, over: Partial<MovimentoRetorno> = {}): MovimentoRetorno => ({
  movimento: '06',
  nossoNumero: `12345670000000${String(k).padStart(3, '0')}`,
  seuNumero: `S${k}`,
  chave: `C1P${k}B${k}`,
  dataVencimento: '2026-12-10',
  valorNominal: toDecimal('100.00'),
  tarifa: toDecimal('2.50'),
  motivos: '',
  acrescimos: toDecimal(0),
  desconto: toDecimal(0),
  valorPago: toDecimal('100.00'),
  valorLiquido: toDecimal('97.50'),
  dataOcorrencia: '2026-12-09',
  dataCredito: '2026-12-10',
  ...over,
});
const bytes = (s: string) => new TextEncoder().encode(s);
const arquivo = escreverRetorno(cab, [mov(1), mov(2, { movimento: '02' })]);
const linhas = arquivo.split('\r\n').slice(0, -1);
const juntar = (ls: string[]) => bytes(ls.join('\r\n') + '\r\n');

/** The server's way: the file in pieces of `n` bytes, split and checked as they come, twice. */
function lerEmPedacos(b: Uint8Array, n: number) {
  const passagem = (cada: (l: string) => void) => {
    const d = new DivisorDeLinhas();
    for (let k = 0; k < b.length; k += n)
      d.empurrar(Buffer.from(b.subarray(k, k + n)).toString('latin1')).forEach(cada);
    d.fim().forEach(cada);
  };
  const v = new VerificadorRetorno();
  passagem((l) => v.conferir(l));
  v.fimDaConferencia(b.length);
  const linhas: LinhaRetorno[] = [];
  passagem((l) => {
    const m = v.ler(l);
    if (m) linhas.push(m);
  });
  return { ...v.fimDaLeitura(), linhas };
}

describe('return file reader (docs/arquivos-bancarios.md §3)', () => {
  it('reads what the simulated bank wrote, CRLF or LF', () => {
    for (const texto of [arquivo, arquivo.replaceAll('\r\n', '\n')]) {
      const r = lerRetorno(bytes(texto));
      expect(r).toMatchObject({ convenio: '1234567', nsa: 7, dataGeracao: '2026-11-26' });
      expect(r.linhas.map((l) => [l.linha, l.movimento, l.nossoNumero, l.valorPago.toFixed(2)])).toEqual([
        [3, '06', '12345670000000001', '100.00'],
        [5, '02', '12345670000000002', '100.00'],
      ]);
    }
  });

  it.each([
    ['empty file', bytes(''), 'Linha 1: o arquivo está vazio.'],
    ['a 239-character line', juntar([linhas[0]!.slice(1), ...linhas.slice(1)]), 'Linha 1: a linha tem 239'],
    [
      'a 241-character line',
      juntar([linhas[0]!, linhas[1]! + ' ', ...linhas.slice(2)]),
      'Linha 2: a linha tem 241',
    ],
    ['CNAB 400', bytes('0'.repeat(400) + '\r\n'), 'Linha 1: a linha tem 400'],
    [
      'another bank',
      juntar(linhas.map((l) => '237' + l.slice(3))),
      'Linha 1: o arquivo não é do Banco do Brasil',
    ],
    [
      'Latin-1 accents',
      new Uint8Array([...bytes(linhas[0]!.slice(0, 72)), 0xc3, ...bytes(linhas[0]!.slice(73) + '\r\n')]),
      'Linha 1: caractere inválido na posição 73',
    ],
    ['truncated file', juntar(linhas.slice(0, 6)), 'Linha 6: o arquivo termina sem os trailers'],
    [
      'T without U',
      juntar([...linhas.slice(0, 3), ...linhas.slice(4)]),
      'Linha 3: o segmento T não é seguido',
    ],
    [
      'trailer count wrong',
      juntar([...linhas.slice(0, 7), linhas[7]!.slice(0, 23) + '000099' + linhas[7]!.slice(29)]),
      'Linha 8: o trailer do arquivo informa 99 registros, mas o arquivo tem 8.',
    ],
    ['a remessa', bytes(escreverRemessa(cab, [])), 'Linha 1: o arquivo não é um retorno'],
    [
      'garbage',
      new Uint8Array(5 * 1024 * 1024).map((_, i) => (i * 7919) % 256),
      'Linha 1: caractere inválido',
    ],
    [
      'a length fault after a structural one: the first pass comes first',
      juntar([...linhas.slice(0, 3), ...linhas.slice(4, 7), linhas[7]! + ' ']),
      'Linha 7: a linha tem 241',
    ],
    ['nothing but a line break', bytes('\r\n'), 'Linha 1: a linha tem 0 caracteres'],
    ['an empty line in the middle', juntar([linhas[0]!, '', ...linhas.slice(1)]), 'Linha 2: a linha tem 0'],
    [
      'a line after the trailer',
      juntar([...linhas, linhas[0]!]),
      'Linha 8: o trailer do arquivo informa 8 registros, mas o arquivo tem 9.',
    ],
    [
      'a line after a trailer that counts it',
      juntar([...linhas.slice(0, 7), linhas[7]!.slice(0, 23) + '000009' + linhas[7]!.slice(29), linhas[0]!]),
      'Linha 9: há registros após o trailer do arquivo.',
    ],
    ['T as the last line', juntar([...linhas.slice(0, 3)]), 'Linha 3: o segmento T não é seguido'],
    ['U without T', juntar([...linhas.slice(0, 2), ...linhas.slice(3)]), 'Linha 3: segmento U sem'],
  ])('%s → the line and the fault, whole or streamed', (_, b, msg) => {
    expect(() => lerRetorno(b)).toThrow(msg);
    // in pieces that split lines and CRLFs anywhere: the same first fault
    for (const n of [1, 7, 241, 242, 64 * 1024]) expect(() => lerEmPedacos(b, n)).toThrow(msg);
  });

  it('streamed, reads what the whole file gives, CRLF or LF', () => {
    for (const texto of [arquivo, arquivo.replaceAll('\r\n', '\n'), arquivo.slice(0, -2)])
      for (const n of [1, 3, 240, 241, 242, 1000])
        expect(lerEmPedacos(bytes(texto), n)).toEqual(lerRetorno(bytes(texto)));
  });

  it('names the slip file and strips the 20-digit form of the nosso número', () => {
    expect(nomeRemessa('1234567', 12)).toBe('CBR1234567000012.REM');
    expect(nossoNumeroDe('00012345670000000042')).toBe('12345670000000042');
    expect(nossoNumeroDe('12345670000000042   ')).toBe('12345670000000042');
  });
});
