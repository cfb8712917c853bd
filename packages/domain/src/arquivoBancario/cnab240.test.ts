import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money.ts';
import { dobrarTexto, escrever, ler } from './cnab240.ts';
import {
  HEADER_ARQUIVO,
  HEADER_LOTE,
  SEGMENTO_P,
  SEGMENTO_Q,
  SEGMENTO_T,
  SEGMENTO_U,
  TRAILER_ARQUIVO,
  TRAILER_LOTE,
} from './layoutBB.ts';

/**
 * Golden lines: each is built here from docs/arquivos-bancarios.md §1's positions by hand (not from the tables), then
 * the codec must write exactly it and read back the same values. A numeric field docs/arquivos-bancarios.md does not list
 * is zero-filled ("Picture 9: digits, right-aligned, zero-filled"; a bank's validator refuses blanks),
 * at the positions the cnab_yaml layouts give it; reading must still accept blanks there.
 */
function golden(partes: Record<number, string>): string {
  const l = Array.from({ length: 240 }, () => ' ');
  for (const [pos, txt] of Object.entries(partes)) [...txt].forEach((c, i) => (l[Number(pos) - 1 + i] = c));
  return l.join('');
}

const ORGAO = {
  cnpj: '42498600000171',
  convenio: '1234567',
  carteira: '17',
  variacao: '019',
  agencia: '1234',
  digitoAgencia: '5',
  conta: '98765',
  digitoConta: 'X',
  nomeEmpresa: 'Secretaria de Estado de Fazenda',
};

describe('CNAB 240 codec (docs/arquivos-bancarios.md §1)', () => {
  it('folds names to upper-case ASCII without accents', () => {
    expect(dobrarTexto('João Conceição Ávila')).toBe('JOAO CONCEICAO AVILA');
  });

  it('file header', () => {
    const valores = {
      ...ORGAO,
      codigoRemessaRetorno: '1',
      dataGeracao: '2026-11-26',
      horaGeracao: '143005',
      nsa: 12,
    };
    const linha = golden({
      1: '00100000',
      18: '2',
      19: '42498600000171',
      33: '001234567',
      42: '0014',
      46: '17',
      48: '019',
      53: '01234',
      58: '5',
      59: '000000098765',
      71: 'X',
      73: 'SECRETARIA DE ESTADO DE FAZENDA',
      103: 'BANCO DO BRASIL S.A.',
      143: '1',
      144: '26112026',
      152: '143005',
      158: '000012',
      164: '084',
      167: '01600',
      // numeric, not in docs/arquivos-bancarios.md: controle VANs 226–228, tipo de serviço 229–230, ocorrências 231–240
      226: '000000000000000',
    });
    // the name is cut at 30 characters
    expect(linha.slice(72, 102)).toBe('SECRETARIA DE ESTADO DE FAZEND');
    expect(escrever(HEADER_ARQUIVO, valores)).toBe(linha);
    const lido = ler(HEADER_ARQUIVO, linha);
    expect(lido).toMatchObject({ convenio: '001234567', nsa: '000012', dataGeracao: '2026-11-26' });
    // a bank's header with blanks there is still read
    const comBrancos = linha.slice(0, 225) + ' '.repeat(15);
    expect(ler(HEADER_ARQUIVO, comBrancos)).toEqual(lido);
  });

  it('batch header', () => {
    const linha = golden({
      1: '00100011R01',
      14: '042',
      18: '2',
      19: '042498600000171',
      34: '001234567',
      43: '0014',
      47: '17',
      49: '019',
      54: '01234',
      59: '5',
      60: '000000098765',
      72: 'X',
      74: 'SECRETARIA DE ESTADO DE FAZEND',
      184: '00000012',
      192: '26112026',
      200: '00000000',
    });
    const escrito = escrever(HEADER_LOTE, {
      ...ORGAO,
      operacao: 'R',
      numeroRemessaRetorno: 12,
      dataGravacao: '2026-11-26',
      dataCredito: null,
    });
    expect(escrito).toBe(linha);
    expect(ler(HEADER_LOTE, linha)).toMatchObject({ operacao: 'R', dataCredito: null });
  });

  it('segment P', () => {
    const linha = golden({
      1: '0010001300001P 01',
      18: '01234',
      23: '5',
      24: '000000098765',
      36: 'X',
      38: '12345670000000042',
      58: '7',
      // numeric, not in docs/arquivos-bancarios.md: forma de cadastramento
      59: '0',
      61: '22',
      63: '202600000123-01',
      78: '10122026',
      86: '000000000123456',
      // numeric, not in docs/arquivos-bancarios.md: agência cobradora (the bank chooses it)
      101: '00000',
      107: '27N',
      110: '26112026',
      118: '3',
      119: '00000000000000000000000',
      // numeric, not in docs/arquivos-bancarios.md: código 142, data 143–150 and valor 151–165 do desconto 1, IOF 166–180
      142: '000000000000000000000000000000000000000',
      181: '000000000000000',
      196: 'C123P1B42',
      221: '3',
      // numeric, not in docs/arquivos-bancarios.md: prazo de protesto 222–223, código 224 and prazo 225–227 de baixa
      222: '000000',
      228: '09',
      // numeric, not in docs/arquivos-bancarios.md: uso exclusivo do banco 230–239
      230: '0000000000',
    });
    const valores = {
      sequencial: 1,
      movimento: '01',
      agencia: '1234',
      digitoAgencia: '5',
      conta: '98765',
      digitoConta: 'X',
      nossoNumero: '12345670000000042',
      seuNumero: '202600000123-01',
      dataVencimento: '2026-12-10',
      valorNominal: toDecimal('1234.56'),
      dataEmissao: '2026-11-26',
      abatimento: 0,
      chave: 'C123P1B42',
    };
    expect(escrever(SEGMENTO_P, valores)).toBe(linha);
    const lido = ler(SEGMENTO_P, linha);
    expect(lido.nossoNumero).toBe('12345670000000042');
    expect((lido.valorNominal as ReturnType<typeof toDecimal>).toFixed(2)).toBe('1234.56');
    expect(lido.dataVencimento).toBe('2026-12-10');
    expect(lido.chave).toBe('C123P1B42');
    // a P with blanks there (as before these fields were written) is still read
    const brancos = [
      [59, 59],
      [101, 105],
      [142, 180],
      [222, 227],
      [230, 239],
    ].reduce((l, [de, ate]) => l.slice(0, de! - 1) + ' '.repeat(ate! - de! + 1) + l.slice(ate), linha);
    expect(brancos).toHaveLength(240);
    expect(brancos).not.toBe(linha);
    expect(ler(SEGMENTO_P, brancos)).toEqual(lido);
  });

  it('segment Q', () => {
    const linha = golden({
      1: '0010001300002Q 01',
      18: '1',
      19: '000052998224725',
      34: 'JOAO DA SILVA',
      74: 'RUA DAS ACACIAS, 10',
      114: 'CENTRO',
      129: '20040',
      134: '020',
      137: 'RIO DE JANEIRO',
      152: 'RJ',
      154: '0000000000000000',
      210: '000',
    });
    const valores = {
      sequencial: 2,
      movimento: '01',
      tipoInscricao: '1',
      documento: '52998224725',
      nome: 'João da Silva',
      endereco: 'Rua das Acácias, 10',
      bairro: 'Centro',
      cep: '20040',
      sufixoCep: '020',
      cidade: 'Rio de Janeiro',
      uf: 'RJ',
    };
    expect(escrever(SEGMENTO_Q, valores)).toBe(linha);
    expect(ler(SEGMENTO_Q, linha)).toMatchObject({ nome: 'JOAO DA SILVA', cep: '20040', uf: 'RJ' });
  });

  it('segment T', () => {
    const linha = golden({
      1: '0010001300001T 06',
      38: '12345670000000042',
      59: '202600000123-01',
      74: '10122026',
      82: '000000000123456',
      97: '001',
      100: '01234',
      106: 'C123P1B42',
      133: '1',
      134: '000052998224725',
      149: 'JOAO DA SILVA',
      199: '000000000000250',
      214: '0102',
    });
    const valores = {
      sequencial: 1,
      movimento: '06',
      nossoNumero: '12345670000000042',
      seuNumero: '202600000123-01',
      dataVencimento: '2026-12-10',
      valorNominal: '1234.56',
      bancoRecebedor: '001',
      agenciaRecebedora: '1234',
      chave: 'C123P1B42',
      tipoInscricao: '1',
      documento: '52998224725',
      nome: 'JOAO DA SILVA',
      tarifa: '2.50',
      motivos: '0102',
    };
    expect(escrever(SEGMENTO_T, valores)).toBe(linha);
    const lido = ler(SEGMENTO_T, linha);
    expect(lido).toMatchObject({ movimento: '06', chave: 'C123P1B42', motivos: '0102' });
    expect((lido.tarifa as ReturnType<typeof toDecimal>).toFixed(2)).toBe('2.50');
  });

  it('segment U', () => {
    const linha = golden({
      1: '0010001300002U 06',
      18: '000000000000100',
      33: '000000000000000',
      48: '000000000000000',
      78: '000000000123556',
      93: '000000000123306',
      138: '09122026',
      146: '10122026',
    });
    const valores = {
      sequencial: 2,
      movimento: '06',
      acrescimos: '1.00',
      desconto: 0,
      abatimento: 0,
      valorPago: '1235.56',
      valorLiquido: '1233.06',
      dataOcorrencia: '2026-12-09',
      dataCredito: '2026-12-10',
    };
    expect(escrever(SEGMENTO_U, valores)).toBe(linha);
    const lido = ler(SEGMENTO_U, linha);
    expect((lido.valorPago as ReturnType<typeof toDecimal>).toFixed(2)).toBe('1235.56');
    expect(lido.dataOcorrencia).toBe('2026-12-09');
  });

  it('batch and file trailers', () => {
    expect(escrever(TRAILER_LOTE, { quantidadeRegistros: 6 })).toBe(golden({ 1: '00100015', 18: '000006' }));
    expect(escrever(TRAILER_ARQUIVO, { quantidadeLotes: 1, quantidadeRegistros: 8 })).toBe(
      golden({ 1: '00199999', 18: '000001', 24: '000008' }),
    );
    expect(ler(TRAILER_ARQUIVO, golden({ 1: '00199999', 18: '000001', 24: '000008' }))).toMatchObject({
      quantidadeRegistros: '000008',
    });
  });

  it('refuses an impossible date or letters in a numeric field', () => {
    const u = escrever(SEGMENTO_U, { sequencial: 2, movimento: '06', dataOcorrencia: '2026-02-28' });
    const fevereiro31 = u.slice(0, 137) + '31022026' + u.slice(145);
    expect(() => ler(SEGMENTO_U, fevereiro31)).toThrow(/dataOcorrencia/);
    expect(() => ler(TRAILER_LOTE, golden({ 1: '00100015', 18: '00A006' }))).toThrow(/quantidadeRegistros/);
  });
});
