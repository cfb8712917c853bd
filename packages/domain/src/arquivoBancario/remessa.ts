import type { IsoDate } from '../calendar.ts';
import type { Money } from '../money.ts';
import { escrever, ler } from './cnab240.ts';
import {
  HEADER_ARQUIVO,
  HEADER_LOTE,
  SEGMENTO_P,
  SEGMENTO_Q,
  TRAILER_ARQUIVO,
  TRAILER_LOTE,
} from './layoutBB.ts';

/** The creditor body as the bank knows it (its bank data, docs/arquivos-bancarios.md §1 file header). */
export interface Beneficiario {
  cnpj: string;
  /** 7 digits */
  convenio: string;
  carteira: string;
  variacao: string;
  agencia: string;
  digitoAgencia: string;
  conta: string;
  digitoConta: string;
  nome: string;
}

export interface Pagador {
  /** CPF (11 digits) or CNPJ (14) */
  documento: string;
  nome: string;
  endereco: string;
  bairro: string;
  /** 8 digits */
  cep: string;
  cidade: string;
  uf: string;
}

/** One instruction of a remessa: `01` register, `02` cancel (docs/arquivos-bancarios.md §1 segment P). */
export interface InstrucaoRemessa {
  instrucao: '01' | '02';
  nossoNumero: string;
  seuNumero: string;
  dataVencimento: IsoDate;
  valor: Money;
  dataEmissao: IsoDate;
  /** `C{cobrança}P{parcela}B{boleto}`, echoed by the bank in T 106–130 */
  chave: string;
  pagador: Pagador;
}

export interface CabecalhoArquivo {
  beneficiario: Beneficiario;
  nsa: number;
  data: IsoDate;
  /** HHMMSS */
  hora: string;
}

/**
 * The slip's seu número (docs/arquivos-bancarios.md §1 P 63–77): the 'Nº do Documento' the slip prints, the collection's
 * number and the instalment (`202600000123/1`), so the bank's statement matches the slip a person holds.
 */
export const seuNumeroDoBoleto = (numeroCobranca: string, parcela: number) => `${numeroCobranca}/${parcela}`;

/** The slip's own key (docs/arquivos-bancarios.md §1 P 196–220). */
export const chaveDoBoleto = (cobrancaId: number, parcela: number, boletoId: number) =>
  `C${cobrancaId}P${parcela}B${boletoId}`;

/** The file's name (docs/arquivos-bancarios.md §2): `CBR{convênio 7}{NSA 6}.REM`. */
export const nomeRemessa = (convenio: string, nsa: number) =>
  `CBR${convenio.padStart(7, '0').slice(-7)}${String(nsa).padStart(6, '0')}.REM`;

export function cabecalhos(c: CabecalhoArquivo, direcao: 'remessa' | 'retorno') {
  const b = c.beneficiario;
  const comuns = {
    cnpj: b.cnpj,
    convenio: b.convenio,
    carteira: b.carteira,
    variacao: b.variacao,
    agencia: b.agencia,
    digitoAgencia: b.digitoAgencia,
    conta: b.conta,
    digitoConta: b.digitoConta,
    nomeEmpresa: b.nome,
  };
  return [
    escrever(HEADER_ARQUIVO, {
      ...comuns,
      codigoRemessaRetorno: direcao === 'remessa' ? '1' : '2',
      dataGeracao: c.data,
      horaGeracao: c.hora,
      nsa: c.nsa,
    }),
    escrever(HEADER_LOTE, {
      ...comuns,
      operacao: direcao === 'remessa' ? 'R' : 'T',
      numeroRemessaRetorno: c.nsa,
      dataGravacao: c.data,
      dataCredito: direcao === 'retorno' ? c.data : null,
    }),
  ];
}

/** Closes a batch of `detalhes` lines: the batch and file trailers (docs/arquivos-bancarios.md §1 "Trailers"). */
export function fecharArquivo(cab: string[], detalhes: string[]): string {
  const lote = escrever(TRAILER_LOTE, { quantidadeRegistros: detalhes.length + 2 });
  const linhas = [...cab, ...detalhes, lote];
  linhas.push(escrever(TRAILER_ARQUIVO, { quantidadeLotes: 1, quantidadeRegistros: linhas.length + 1 }));
  return linhas.join('\r\n') + '\r\n';
}

/** Writes a remessa: header, batch header, P + Q per instruction, trailers. */
export function escreverRemessa(c: CabecalhoArquivo, instrucoes: readonly InstrucaoRemessa[]): string {
  const b = c.beneficiario;
  const detalhes = instrucoes.flatMap((i, k) => {
    const doc = i.pagador.documento.replace(/\D/g, '');
    return [
      escrever(SEGMENTO_P, {
        sequencial: 2 * k + 1,
        movimento: i.instrucao,
        agencia: b.agencia,
        digitoAgencia: b.digitoAgencia,
        conta: b.conta,
        digitoConta: b.digitoConta,
        nossoNumero: i.nossoNumero,
        seuNumero: i.seuNumero,
        dataVencimento: i.dataVencimento,
        valorNominal: i.valor,
        dataEmissao: i.dataEmissao,
        abatimento: 0,
        chave: i.chave,
      }),
      escrever(SEGMENTO_Q, {
        sequencial: 2 * k + 2,
        movimento: i.instrucao,
        tipoInscricao: doc.length > 11 ? '2' : '1',
        documento: doc,
        nome: i.pagador.nome,
        endereco: i.pagador.endereco,
        bairro: i.pagador.bairro,
        cep: i.pagador.cep.replace(/\D/g, '').slice(0, 5),
        sufixoCep: i.pagador.cep.replace(/\D/g, '').slice(5, 8),
        cidade: i.pagador.cidade,
        uf: i.pagador.uf,
      }),
    ];
  });
  return fecharArquivo(cabecalhos(c, 'remessa'), detalhes);
}

/** One slip a remessa carried, as the file says it (segments P and Q). */
export interface BoletoDaRemessa {
  instrucao: '01' | '02';
  nossoNumero: string;
  seuNumero: string;
  dataVencimento: IsoDate;
  valor: Money;
  /** the payer's name as the bank received it */
  pagador: string;
}

/**
 * Reads back what `escreverRemessa` wrote: the slips of a remessa in file order (the detail of a remessa
 * lists them, U-11). A P segment's payer is the Q segment that follows it.
 */
export function lerRemessa(texto: string): BoletoDaRemessa[] {
  const linhas = texto.split(/\r?\n/).filter((l) => l.length >= 240 && l[7] === '3');
  const out: BoletoDaRemessa[] = [];
  for (const [k, l] of linhas.entries()) {
    if (l[13] !== 'P') continue;
    const p = ler(SEGMENTO_P, l);
    const q = linhas[k + 1]?.[13] === 'Q' ? ler(SEGMENTO_Q, linhas[k + 1]!) : null;
    out.push({
      instrucao: p.movimento === '02' ? '02' : '01',
      nossoNumero: p.nossoNumero as string,
      seuNumero: p.seuNumero as string,
      dataVencimento: p.dataVencimento as IsoDate,
      valor: p.valorNominal as Money,
      pagador: (q?.nome as string | undefined) ?? '',
    });
  }
  return out;
}
