import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { toDecimal } from '../money.ts';
import { escreverRemessa, type Beneficiario, type InstrucaoRemessa } from './remessa.ts';
import { escreverRetorno, type MovimentoRetorno } from './retorno.ts';

/**
 * Our CNAB 240 positions cross-checked against an independent description of the layout: the YAML files
 * of `@banco-br/cnab_yaml` (issue 24 item 8). A small reader is built here from those files alone (each
 * field's `pos`, `picture` and `default`); it reads a remessa and a return written by our codec, and
 * every field the YAML names must hold what we meant to write (the value passed to our writer, the
 * YAML's default, or, for a field nobody fills, FEBRABAN's "unused": zeros in `9`, blanks in `X`).
 *
 * Where the YAML and docs/arquivos-bancarios.md (Banco do Brasil's manual) disagree, docs/arquivos-bancarios.md wins: each such field is
 * listed below in EXCECOES with what we write there and why. The list must be exactly the fields that
 * disagree: a new disagreement, or one that no longer is, fails the test.
 */

// ---------------------------------------------------------------------------------------------------
// The independent reader: nothing of our layout tables, only the YAML files.

interface CampoYaml {
  nome: string;
  inicio: number;
  fim: number;
  tipo: '9' | 'X';
  decimais: number;
  padrao?: string;
  formatoData?: string;
}

const RAIZ = join(
  dirname(createRequire(import.meta.url).resolve('@banco-br/cnab_yaml/package.json')),
  'cnab240',
);

function lerYaml(arquivo: string): CampoYaml[] {
  const doc = parse(readFileSync(join(RAIZ, arquivo), 'utf8')) as Record<
    string,
    { pos: [number, number]; picture: string; default?: string | number; date_format?: string }
  >;
  return Object.entries(doc).map(([nome, c]) => {
    // 9(n), X(n), 9(n)V9(m)
    const m = /^([9X])\((\d+)\)(?:V9\((\d+)\))?$/.exec(c.picture);
    if (!m) throw new Error(`${arquivo}: picture desconhecida em ${nome}: ${c.picture}`);
    const tamanho = Number(m[2]) + Number(m[3] ?? 0);
    if (tamanho !== c.pos[1] - c.pos[0] + 1)
      throw new Error(`${arquivo}: ${nome} tem picture de ${tamanho} e posições ${c.pos.join('–')}`);
    return {
      nome,
      inicio: c.pos[0],
      fim: c.pos[1],
      tipo: m[1] as '9' | 'X',
      decimais: Number(m[3] ?? 0),
      ...(c.default !== undefined && { padrao: String(c.default) }),
      ...(c.date_format !== undefined && { formatoData: c.date_format }),
    };
  });
}

/**
 * A record's layout: the generic FEBRABAN file, then the bank's file over it (the cnab_yaml convention:
 * a bank's field replaces the generic field of the same name and any generic field it overlaps).
 */
function layout(generico: string, doBanco?: string): CampoYaml[] {
  let campos = lerYaml(join('generic', generico));
  if (doBanco) {
    for (const b of lerYaml(join('001', doBanco))) {
      campos = campos.filter((g) => g.nome !== b.nome && (g.fim < b.inicio || g.inicio > b.fim));
      campos.push(b);
    }
  }
  return campos.sort((a, b) => a.inicio - b.inicio);
}

const semZeros = (s: string) => s.replace(/^0+(?=\d)/, '');

/** A field's value as the YAML describes it; characters that do not fit a `9` picture are shown «as is». */
function valor(c: CampoYaml, linha: string): string | null {
  const bruto = linha.slice(c.inicio - 1, c.fim);
  if (c.tipo === 'X') return bruto.trimEnd();
  if (!/^\d+$/.test(bruto)) return `«${bruto}»`;
  if (c.decimais > 0) {
    const inteiro = semZeros(bruto.slice(0, bruto.length - c.decimais));
    return `${inteiro}.${bruto.slice(-c.decimais)}`;
  }
  if (c.formatoData === '%d%m%Y')
    return /^0+$/.test(bruto) ? null : `${bruto.slice(4, 8)}-${bruto.slice(2, 4)}-${bruto.slice(0, 2)}`;
  if (c.formatoData === '%H%M%S') return `${bruto.slice(0, 2)}:${bruto.slice(2, 4)}:${bruto.slice(4, 6)}`;
  return semZeros(bruto);
}

/** What a field holds when we pass nothing: its default, else FEBRABAN's zeros (`9`) or blanks (`X`). */
function padrao(c: CampoYaml): string | null {
  const p = c.padrao ?? (c.tipo === '9' ? '0' : '');
  if (c.tipo === 'X') return p.trimEnd();
  if (c.formatoData === '%d%m%Y' && /^0*$/.test(p)) return null;
  if (c.decimais > 0) return `${semZeros(p)}.${'0'.repeat(c.decimais)}`;
  return semZeros(p);
}

type Esperado = Record<string, string | number | null>;
interface Excecao {
  /** the characters we write at the field's positions (docs/arquivos-bancarios.md's rule, or our choice where it is silent) */
  escrevemos: string;
  motivo: string;
}

/**
 * Reads `linha` with `campos` and compares every field with `esperado` (else its default): answers the
 * fields that disagree, each with what the YAML reader read, what it expected and the raw characters.
 */
function conferir(campos: CampoYaml[], linha: string, esperado: Esperado) {
  expect(linha).toHaveLength(240);
  const desconhecidos = Object.keys(esperado).filter((n) => !campos.some((c) => c.nome === n));
  expect(desconhecidos, 'campos esperados que o YAML não tem').toEqual([]);
  const out: Record<string, { lido: string | null; esperado: string | null; bruto: string }> = {};
  for (const c of campos) {
    const e = c.nome in esperado ? esperado[c.nome]! : padrao(c);
    const esp =
      e === null
        ? null
        : c.tipo === '9' && c.decimais === 0 && !c.formatoData
          ? semZeros(String(e))
          : String(e);
    const lido = valor(c, linha);
    if (lido !== esp) out[c.nome] = { lido, esperado: esp, bruto: linha.slice(c.inicio - 1, c.fim) };
  }
  return out;
}

function conferirComExcecoes(
  campos: CampoYaml[],
  linha: string,
  esperado: Esperado,
  excecoes: Record<string, Excecao>,
) {
  const divergencias = conferir(campos, linha, esperado);
  expect(Object.keys(divergencias).sort(), JSON.stringify(divergencias, null, 1)).toEqual(
    Object.keys(excecoes).sort(),
  );
  for (const [nome, x] of Object.entries(excecoes)) {
    expect(divergencias[nome]!.bruto, nome).toBe(x.escrevemos);
    expect(x.motivo.length, nome).toBeGreaterThan(10);
  }
}

// ---------------------------------------------------------------------------------------------------
// What our code writes.

const B: Beneficiario = {
  cnpj: '42498600000171',
  convenio: '1234567',
  carteira: '17',
  variacao: '019',
  agencia: '1234',
  digitoAgencia: '5',
  conta: '98765',
  digitoConta: 'X',
  nome: 'Secretaria de Fazenda',
};
const CAB = { beneficiario: B, nsa: 12, data: '2026-11-26', hora: '143005' };
const REGISTRO: InstrucaoRemessa = {
  instrucao: '01',
  nossoNumero: '12345670000000042',
  seuNumero: '10-1',
  dataVencimento: '2026-12-10',
  valor: toDecimal('1234.56'),
  dataEmissao: '2026-11-26',
  chave: 'C10P1B42',
  pagador: {
    documento: '529.982.247-25',
    nome: 'Maria da Conceição Ávila',
    endereco: 'Rua das Laranjeiras, 100',
    bairro: 'Laranjeiras',
    cep: '22240-003',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
};
const BAIXA: InstrucaoRemessa = {
  instrucao: '02',
  nossoNumero: '12345670000000007',
  seuNumero: '3-2',
  dataVencimento: '2026-11-30',
  valor: toDecimal('98765.43'),
  dataEmissao: '2026-11-01',
  chave: 'C3P2B7',
  pagador: {
    documento: '11.222.333/0001-81',
    nome: 'Comércio de Alimentos São João Ltda',
    endereco: 'Av. Brasil, 5000',
    bairro: 'Penha',
    cep: '21030-000',
    cidade: 'Rio de Janeiro',
    uf: 'RJ',
  },
};

const linhasDe = (texto: string) => {
  expect(texto.endsWith('\r\n')).toBe(true);
  return texto.split('\r\n').slice(0, -1);
};

/** The file header as both directions write it (docs/arquivos-bancarios.md §1 "File header"). */
const headerArquivo = (direcao: 1 | 2): Esperado => ({
  codigo_banco: '001',
  codigo_inscricao: 2,
  numero_inscricao: B.cnpj,
  codigo_convenio: B.convenio,
  carteira: B.carteira,
  variacao_carteira: B.variacao,
  agencia: B.agencia,
  agencia_dv: B.digitoAgencia,
  conta: B.conta,
  conta_dv: B.digitoConta,
  nome_empresa: 'SECRETARIA DE FAZENDA',
  nome_banco: 'BANCO DO BRASIL S.A.',
  codigo_remessa_retorno: direcao,
  data_geracao: CAB.data,
  hora_geracao: '14:30:05',
  numero_sequencial_arquivo: CAB.nsa,
});
const headerLote = (operacao: 'R' | 'T'): Esperado => ({
  codigo_banco: '001',
  lote_servico: 1,
  tipo_operacao: operacao,
  codigo_inscricao: 2,
  numero_inscricao: B.cnpj,
  codigo_convenio: B.convenio,
  carteira: B.carteira,
  variacao_carteira: B.variacao,
  agencia: B.agencia,
  agencia_dv: B.digitoAgencia,
  conta: B.conta,
  conta_dv: B.digitoConta,
  nome_empresa: 'SECRETARIA DE FAZENDA',
  numero_sequencial_arquivo: CAB.nsa,
  data_geracao: CAB.data,
});

// ---------------------------------------------------------------------------------------------------
// The known disagreements, each with its reason (docs/arquivos-bancarios.md wins; where it is silent, our choice).
// A numeric field docs/arquivos-bancarios.md does not list is no disagreement: we write it zero-filled (layoutBB.ts `z`),
// which is what the YAML reader expects of a field nobody fills.

const BRANCOS = (n: number) => ' '.repeat(n);

const EXC_HEADER_ARQUIVO: Record<string, Excecao> = {
  versao_layout_arquivo: {
    escrevemos: '084',
    motivo: 'generic default 030 is an old FEBRABAN version; docs/arquivos-bancarios.md §1: 084',
  },
  densidade_gravacao_arquivo: {
    escrevemos: '01600',
    motivo: 'docs/arquivos-bancarios.md §1 file header 167–171: 01600',
  },
  uso_reservado_empresa: {
    escrevemos: BRANCOS(20),
    motivo:
      "the company's free field; the YAML's 'REMESSA-PRODUCAO' is an example, docs/arquivos-bancarios.md leaves it blank",
  },
  identificacao_cobranca_sem_papel: {
    escrevemos: BRANCOS(3),
    motivo:
      "the YAML's own note: 'CSP' only for layout 030; we write layout 084 (docs/arquivos-bancarios.md §1)",
  },
};

const EXC_HEADER_LOTE: Record<string, Excecao> = {
  versao_layout_lote: {
    escrevemos: '042',
    motivo: "BB does not check it (the YAML's note); docs/arquivos-bancarios.md §1 batch header 14–16: 042",
  },
};

const EXC_SEGMENTO_P: Record<string, Excecao> = {
  tipo_documento: {
    escrevemos: ' ',
    motivo: "the YAML's own note: not handled by BB, ' ' allowed; docs/arquivos-bancarios.md silent",
  },
};

/** T and U: the simulated bank writes only what docs/arquivos-bancarios.md §1 lists (what the product reads). */
const NAO_LIDO =
  "not in docs/arquivos-bancarios.md's T/U (the product never reads it): the simulated bank leaves it blank";
const EXC_SEGMENTO_T: Record<string, Excecao> = {
  agencia_mantenedora: { escrevemos: BRANCOS(5), motivo: NAO_LIDO },
  agencia_dv: { escrevemos: ' ', motivo: NAO_LIDO },
  codigo_cedente: { escrevemos: BRANCOS(12), motivo: NAO_LIDO },
  codigo_cedente_dv: { escrevemos: ' ', motivo: NAO_LIDO },
  agencia_dv_mais_cedente_dv: { escrevemos: ' ', motivo: NAO_LIDO },
  nosso_numero: {
    escrevemos: '12345670000000042   ',
    motivo:
      'generic 9(20); BB (docs/arquivos-bancarios.md §1, the YAML 001 P) sends the 17 digits left-aligned, blank-filled',
  },
  codigo_carteira: { escrevemos: ' ', motivo: NAO_LIDO },
  agencia_cobradora_dac: { escrevemos: ' ', motivo: NAO_LIDO },
  codigo_moeda: { escrevemos: BRANCOS(2), motivo: NAO_LIDO },
};
const EXC_SEGMENTO_U: Record<string, Excecao> = Object.fromEntries(
  [
    ['valor_iof', 15],
    ['valor_outras_despesas', 15],
    ['valor_outros_creditos', 15],
    ['ocorrencia_sacado_valor', 15],
    ['codigo_banco_correspondente', 3],
    ['nosso_numero_banco_correspondente', 20],
    ['uso_exclusivo_febraban_02', 7],
  ].map(([nome, n]) => [nome, { escrevemos: BRANCOS(n as number), motivo: NAO_LIDO }]),
);

// ---------------------------------------------------------------------------------------------------

describe('CNAB 240 cross-checked with the cnab_yaml layouts (issue 24 item 8)', () => {
  const HEADER_ARQUIVO = layout('header_arquivo.yml', 'header_arquivo.yml');
  const HEADER_LOTE = layout('header_lote.yml', 'header_lote.yml');
  const P = layout('remessa/detalhe_segmento_p.yml', 'remessa/detalhe_segmento_p.yml');
  const Q = layout('remessa/detalhe_segmento_q.yml', 'remessa/detalhe_segmento_q.yml');
  const T = layout('retorno/detalhe_segmento_t.yml');
  const U = layout('retorno/detalhe_segmento_u.yml');
  const TRAILER_LOTE = layout('trailer_lote.yml', 'trailer_lote.yml');
  const TRAILER_ARQUIVO = layout('trailer_arquivo.yml');

  it('the merged YAML layouts cover positions 1–240 once each', () => {
    for (const campos of [HEADER_ARQUIVO, HEADER_LOTE, P, Q, T, U, TRAILER_LOTE, TRAILER_ARQUIVO]) {
      const cobertas = campos.flatMap((c) =>
        Array.from({ length: c.fim - c.inicio + 1 }, (_, i) => c.inicio + i),
      );
      expect(cobertas).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
    }
  });

  it('a remessa: file header, batch header, P and Q of each instruction, trailers', () => {
    const linhas = linhasDe(escreverRemessa(CAB, [REGISTRO, BAIXA]));
    expect(linhas).toHaveLength(8);
    const [ha, hl, p1, q1, p2, q2, tl, ta] = linhas as [string, ...string[]] & string[];
    conferirComExcecoes(HEADER_ARQUIVO, ha, headerArquivo(1), EXC_HEADER_ARQUIVO);
    // remessa: no credit date (the YAML 001 names it obsolete, zeros)
    conferirComExcecoes(HEADER_LOTE, hl!, headerLote('R'), EXC_HEADER_LOTE);

    const p = (i: InstrucaoRemessa, seq: number): Esperado => ({
      codigo_banco: '001',
      lote_servico: 1,
      numero_sequencial_lote: seq,
      codigo_ocorrencia: i.instrucao,
      agencia: B.agencia,
      agencia_dv: B.digitoAgencia,
      conta: B.conta,
      conta_dv: B.digitoConta,
      nosso_numero: i.nossoNumero,
      codigo_carteira: 7,
      numero_documento: i.seuNumero,
      vencimento: i.dataVencimento,
      valor_titulo: i.valor.toFixed(2),
      especie: 27,
      aceite: 'N',
      data_emissao: i.dataEmissao,
      codigo_juros_mora: '3',
      data_juros_mora: null,
      valor_juros_mora: '0.00',
      valor_abatimento: '0.00',
      uso_empresa: i.chave,
      codigo_protesto: 3,
    });
    conferirComExcecoes(P, p1!, p(REGISTRO, 1), EXC_SEGMENTO_P);
    conferirComExcecoes(P, p2!, p(BAIXA, 3), EXC_SEGMENTO_P);

    const q = (i: InstrucaoRemessa, seq: number, tipo: 1 | 2, nome: string): Esperado => ({
      codigo_banco: '001',
      lote_servico: 1,
      numero_sequencial_lote: seq,
      codigo_ocorrencia: i.instrucao,
      sacado_codigo_inscricao: tipo,
      sacado_numero_inscricao: i.pagador.documento.replace(/\D/g, ''),
      nome,
      logradouro: i.pagador.endereco.toUpperCase(),
      bairro: i.pagador.bairro.toUpperCase(),
      cep: i.pagador.cep.replace(/\D/g, ''),
      cidade: 'RIO DE JANEIRO',
      estado: 'RJ',
    });
    // Q agrees with the YAML everywhere: no exception
    conferirComExcecoes(Q, q1!, q(REGISTRO, 2, 1, 'MARIA DA CONCEICAO AVILA'), {});
    conferirComExcecoes(Q, q2!, q(BAIXA, 4, 2, 'COMERCIO DE ALIMENTOS SAO JOAO LTDA'), {});

    // batch: its header, four details, its trailer; file: its header and trailer around one batch
    conferirComExcecoes(
      TRAILER_LOTE,
      tl!,
      { codigo_banco: '001', lote_servico: 1, qtde_registro_lote: 6 },
      {},
    );
    conferirComExcecoes(TRAILER_ARQUIVO, ta!, { codigo_banco: '001', qtde_lotes: 1, qtde_registros: 8 }, {});
  });

  it('a return of the simulated bank: T and U through the generic layouts', () => {
    const pago: MovimentoRetorno = {
      movimento: '06',
      nossoNumero: REGISTRO.nossoNumero,
      seuNumero: REGISTRO.seuNumero,
      chave: REGISTRO.chave,
      dataVencimento: REGISTRO.dataVencimento,
      valorNominal: REGISTRO.valor,
      tarifa: toDecimal('2.50'),
      motivos: '',
      acrescimos: toDecimal('1.23'),
      desconto: toDecimal('0.45'),
      valorPago: toDecimal('1235.34'),
      valorLiquido: toDecimal('1232.84'),
      dataOcorrencia: '2026-12-09',
      dataCredito: '2026-12-10',
    };
    const rejeitado: MovimentoRetorno = {
      ...pago,
      movimento: '03',
      motivos: '0816',
      tarifa: toDecimal(0),
      acrescimos: toDecimal(0),
      desconto: toDecimal(0),
      valorPago: toDecimal(0),
      valorLiquido: toDecimal(0),
      dataCredito: null,
    };
    const linhas = linhasDe(escreverRetorno(CAB, [pago, rejeitado]));
    expect(linhas).toHaveLength(8);
    const [ha, hl, t1, u1, t2, u2, tl, ta] = linhas as [string, ...string[]] & string[];
    conferirComExcecoes(HEADER_ARQUIVO, ha, headerArquivo(2), EXC_HEADER_ARQUIVO);
    conferirComExcecoes(HEADER_LOTE, hl!, headerLote('T'), {
      ...EXC_HEADER_LOTE,
      data_credito_obsoleto: {
        escrevemos: '26112026',
        motivo:
          'the YAML 001 describes the remessa (not used); docs/arquivos-bancarios.md §1: the credit date in a return',
      },
    });

    const t = (m: MovimentoRetorno, seq: number): Esperado => ({
      codigo_banco: '001',
      lote_servico: 1,
      tipo_registro: 3,
      numero_sequencial_lote: seq,
      codigo_segmento: 'T',
      codigo_movimento: m.movimento,
      numero_documento: m.seuNumero,
      data_vencimento: m.dataVencimento,
      valor_titulo: m.valorNominal.toFixed(2),
      numero_banco: '001',
      agencia_cobradora: 0,
      uso_empresa: m.chave,
      tipo_inscricao: 0,
      numero_inscricao: 0,
      nome_sacado: '',
      valor_tarifa: m.tarifa.toFixed(2),
      identificacao_rejeicao: m.motivos,
    });
    const u = (m: MovimentoRetorno, seq: number): Esperado => ({
      codigo_banco: '001',
      lote_servico: 1,
      tipo_registro: 3,
      numero_sequencial_registro: seq,
      codigo_segmento: 'U',
      codigo_movimento: m.movimento,
      valor_acrescimos: m.acrescimos.toFixed(2),
      valor_desconto: m.desconto.toFixed(2),
      valor_abatimento: '0.00',
      valor_pago: m.valorPago.toFixed(2),
      valor_liquido: m.valorLiquido.toFixed(2),
      data_ocorrencia: m.dataOcorrencia,
      data_credito: m.dataCredito,
      ocorrencia_sacado_codigo: '',
      ocorrencia_sacado_data: '',
      ocorrencia_sacado_complemento: '',
    });
    conferirComExcecoes(T, t1!, t(pago, 1), EXC_SEGMENTO_T);
    conferirComExcecoes(U, u1!, u(pago, 2), EXC_SEGMENTO_U);
    conferirComExcecoes(T, t2!, t(rejeitado, 3), EXC_SEGMENTO_T);
    conferirComExcecoes(U, u2!, u(rejeitado, 4), EXC_SEGMENTO_U);
    conferirComExcecoes(
      TRAILER_LOTE,
      tl!,
      { codigo_banco: '001', lote_servico: 1, qtde_registro_lote: 6 },
      {},
    );
    conferirComExcecoes(TRAILER_ARQUIVO, ta!, { codigo_banco: '001', qtde_lotes: 1, qtde_registros: 8 }, {});
  });

  it('the reader can fail: a field one position off is caught', () => {
    const linhas = linhasDe(escreverRemessa(CAB, [REGISTRO]));
    const p = linhas[2]!;
    // the due date shifted one position right, as a wrong table would write it
    const torta = p.slice(0, 77) + ' ' + p.slice(77, 85) + p.slice(86);
    expect(Object.keys(conferir(P, torta, { vencimento: REGISTRO.dataVencimento }))).toContain('vencimento');
  });
});
