import type { IsoDate } from '../calendar.ts';
import { formatBRL, toDecimal, type Money } from '../money.ts';
import { DivisorDeLinhas } from '../arquivos/linhas.ts';
import { ErroCampo, escrever, ler, TAMANHO_LINHA } from './cnab240.ts';
import { MENSAGENS_ARQUIVO_BANCARIO as M, movimentoDePagamento } from './arquivoBancario.schema.ts';
import {
  HEADER_ARQUIVO,
  HEADER_LOTE,
  SEGMENTO_T,
  SEGMENTO_U,
  TRAILER_ARQUIVO,
  TRAILER_LOTE,
} from './layoutBB.ts';
import { cabecalhos, fecharArquivo, type CabecalhoArquivo } from './remessa.ts';

/** The line splitter of every file reader (arquivos/linhas.ts), where the return's readers find it. */
export { DivisorDeLinhas };

/** One slip's movement in a return file (a T line and its U), as the bank reports it. */
export interface MovimentoRetorno {
  movimento: string;
  nossoNumero: string;
  seuNumero: string;
  chave: string;
  dataVencimento: IsoDate | null;
  valorNominal: Money;
  tarifa: Money;
  /** up to five 2-character codes */
  motivos: string;
  acrescimos: Money;
  desconto: Money;
  valorPago: Money;
  valorLiquido: Money;
  dataOcorrencia: IsoDate | null;
  dataCredito: IsoDate | null;
}

/** Writes a return file (what the bank would send: the demo's and the tests' simulated bank). */
export function escreverRetorno(c: CabecalhoArquivo, movimentos: readonly MovimentoRetorno[]): string {
  const detalhes = movimentos.flatMap((m, k) => [
    escrever(SEGMENTO_T, {
      ...m,
      sequencial: 2 * k + 1,
      bancoRecebedor: '001',
      agenciaRecebedora: '0',
      tipoInscricao: '0',
      documento: '0',
      nome: '',
    }),
    escrever(SEGMENTO_U, { ...m, sequencial: 2 * k + 2, abatimento: 0 }),
  ]);
  return fecharArquivo(cabecalhos(c, 'retorno'), detalhes);
}

export interface LinhaRetorno extends MovimentoRetorno {
  /** the T line's number in the file (1-based): with convênio + NSA, the line's key */
  linha: number;
}

export interface RetornoLido {
  convenio: string;
  nsa: number;
  dataGeracao: IsoDate | null;
  linhas: LinhaRetorno[];
}

export class ErroArquivo extends Error {
  constructor(
    readonly linha: number,
    motivo: string,
    /** a plain sentence before the line's fault */
    resumo?: string,
  ) {
    super(resumo ? `${resumo} ${M.linha(linha, motivo)}` : M.linha(linha, motivo));
  }
}

/**
 * The first character outside printable ASCII, or −1. A plain loop: spreading each line into an array
 * of one-character strings cost most of a 50,000-line file's check (seconds on the event loop).
 */
function foraDoAlfabeto(l: string): number {
  for (let k = 0; k < l.length; k++) {
    const c = l.charCodeAt(k);
    if (c > 0x7e || c < 0x20) return k;
  }
  return -1;
}

/** A return file's header fields (`percorrerRetorno`'s result, once the whole file is checked). */
export type CabecalhoRetorno = Omit<RetornoLido, 'linhas'>;

/** Lines of the first pass between two pauses of `percorrerRetorno` (about a millisecond's work). */
const LINHAS_POR_PAUSA = 500;

/**
 * Reads and checks a whole return file (docs/arquivos-bancarios.md §3) before anything changes: every line 240 ASCII
 * characters, bank 001, a retorno header, one or more batches of T + U, trailers whose counts match.
 * The first fault throws `ErroArquivo` with the line's number; the convênio is the caller's to check.
 */
export function lerRetorno(bytes: Uint8Array): RetornoLido {
  const linhas: LinhaRetorno[] = [];
  const passos = percorrerRetorno(bytes);
  for (let p = passos.next(); ; p = passos.next()) {
    if (p.done) return { ...p.value, linhas };
    if (p.value) linhas.push(p.value);
  }
}

/**
 * `lerRetorno` a step at a time, for a caller that must not hold a large file's parsed lines nor
 * block while it checks them (the server between two steps lets other requests run): yields each
 * movement read (T + U) in file order, and `null` every few hundred lines of the first pass; returns
 * the header once the whole file is checked. The same checks in the same order, so the same first
 * fault: a caller must not act on the lines before the generator has returned.
 */
export function* percorrerRetorno(bytes: Uint8Array): Generator<LinhaRetorno | null, CabecalhoRetorno> {
  const v = new VerificadorRetorno();
  const linhas = linhasDoTexto(bytes);
  for (const l of linhas) {
    v.conferir(l);
    if (v.total % LINHAS_POR_PAUSA === 0) yield null;
  }
  v.fimDaConferencia(bytes.length);
  for (const l of linhas) {
    const m = v.ler(l);
    if (m) yield m;
  }
  return v.fimDaLeitura();
}

/** The file's lines: split at LF or CRLF, one character per byte, a final empty line dropped. */
function linhasDoTexto(bytes: Uint8Array): string[] {
  const d = new DivisorDeLinhas();
  // one character per byte: a byte over 0x7E (an accent, binary) stays visible to the check below
  return [...d.empurrar(new TextDecoder('latin1').decode(bytes)), ...d.fim()];
}

/** The largest amount of a line (a debt's largest value, `VALOR_MAXIMO` of a process). */
export const VALOR_MAXIMO_LINHA = toDecimal('999999999.99');
/** The largest total a file's row records (numeric(15,2)). */
export const TOTAL_MAXIMO_ARQUIVO = toDecimal('9999999999999.99');

type Etapa = 'header' | 'entreLotes' | 'noLote' | 'esperaU' | 'fim';

/**
 * The checks of `lerRetorno` fed one line at a time, so a file can be checked as a stream (the
 * server reads it back from the document store) without holding its text or its lines. Two passes
 * over the same lines, in order: `conferir` each line then `fimDaConferencia` (characters, length,
 * bank: a fault there comes first, whatever the structure before it), then `ler` each line again
 * (the structure; a movement returned at each U) then `fimDaLeitura`. Faults throw `ErroArquivo`.
 */
export class VerificadorRetorno {
  /** lines seen by the first pass */
  total = 0;
  private i = 0;
  private etapa: Etapa = 'header';
  private cabecalho: CabecalhoRetorno | undefined;
  private lotes = 0;
  private inicioDoLote = 0;
  private t = '';
  /** Σ paid of the payment movements (06, 17: `movimentoDePagamento`) read so far */
  totalPago: Money = toDecimal(0);

  conferir(l: string): void {
    const n = ++this.total;
    // a non-ASCII byte (Latin-1 or UTF-8 accents, binary) is a fault of its own
    const fora = foraDoAlfabeto(l);
    // the first line not of the layout's characters or length: not a CNAB 240 file at all, said plainly
    const resumo = n === 1 ? M.naoECnab240 : undefined;
    if (fora >= 0) throw new ErroArquivo(n, M.caractereInvalido(fora + 1), resumo);
    if (l.length !== TAMANHO_LINHA) throw new ErroArquivo(n, M.tamanhoLinha(l.length), resumo);
    if (l.slice(0, 3) !== '001') throw new ErroArquivo(n, M.outroBanco);
  }

  /** `bytes`: the file's size (an empty file's fault is its own) */
  fimDaConferencia(bytes: number): void {
    if (bytes === 0 || this.total === 0) throw new ErroArquivo(1, M.vazio);
  }

  /** The next line of the second pass: the movement its U completes, or null. */
  ler(l: string): LinhaRetorno | null {
    const i = this.i++;
    const tipo = l[7]!;
    switch (this.etapa) {
      case 'header': {
        if (tipo !== '0') throw new ErroArquivo(1, M.semHeaderArquivo);
        const h = campos(HEADER_ARQUIVO, l, i);
        if (h.codigoRemessaRetorno !== '2') throw new ErroArquivo(1, M.naoERetorno);
        this.cabecalho = {
          convenio: String(h.convenio).slice(-7),
          nsa: Number(h.nsa),
          dataGeracao: h.dataGeracao as IsoDate | null,
        };
        this.etapa = 'entreLotes';
        return null;
      }
      case 'entreLotes':
        if (tipo === '1') {
          campos(HEADER_LOTE, l, i);
          this.lotes++;
          this.inicioDoLote = i;
          this.etapa = 'noLote';
          return null;
        }
        if (tipo !== '9') throw new ErroArquivo(i + 1, M.registroInesperado(tipo));
        this.trailerDoArquivo(l, i);
        this.etapa = 'fim';
        return null;
      case 'noLote': {
        if (tipo === '3') {
          const seg = l[13]!;
          if (seg === 'U') throw new ErroArquivo(i + 1, M.uSemT);
          if (seg !== 'T') throw new ErroArquivo(i + 1, M.segmentoInesperado(seg));
          this.t = l;
          this.etapa = 'esperaU';
          return null;
        }
        if (tipo !== '5') throw new ErroArquivo(i + 1, M.registroInesperado(tipo));
        const tl = campos(TRAILER_LOTE, l, i);
        const tem = i - this.inicioDoLote + 1;
        if (Number(tl.quantidadeRegistros) !== tem)
          throw new ErroArquivo(i + 1, M.contagemLote(Number(tl.quantidadeRegistros), tem));
        this.etapa = 'entreLotes';
        return null;
      }
      case 'esperaU': {
        if (tipo !== '3' || l[13] !== 'U') throw new ErroArquivo(i, M.tSemU);
        this.etapa = 'noLote';
        const m = movimentoDe(this.t, l, i - 1);
        this.conferirValores(m);
        return m;
      }
      case 'fim':
        throw new ErroArquivo(i + 1, M.aposTrailer);
    }
  }

  /**
   * A movement's amounts within what the product records (issue 36 item 8): each at most
   * R$ 999.999.999,99 (the largest value of a debt), and the file's total paid (the payment movements, stored on
   * the file's row) within the database's numeric(15,2); the line named is the one holding the amount.
   */
  private conferirValores(m: LinhaRetorno) {
    const campos: [Money, string, number][] = [
      [m.valorNominal, 'valor nominal', m.linha],
      [m.tarifa, 'valor da tarifa', m.linha],
      [m.acrescimos, 'valor dos acréscimos', m.linha + 1],
      [m.desconto, 'valor do desconto', m.linha + 1],
      [m.valorPago, 'valor pago', m.linha + 1],
      [m.valorLiquido, 'valor líquido', m.linha + 1],
    ];
    for (const [v, nome, linha] of campos)
      if (v.gt(VALOR_MAXIMO_LINHA))
        throw new ErroArquivo(linha, M.valorAcimaDoMaximo(nome, formatBRL(v), formatBRL(VALOR_MAXIMO_LINHA)));
    if (!movimentoDePagamento(m.movimento)) return;
    this.totalPago = this.totalPago.plus(m.valorPago);
    if (this.totalPago.gt(TOTAL_MAXIMO_ARQUIVO))
      throw new ErroArquivo(
        m.linha + 1,
        M.totalAcimaDoMaximo(formatBRL(this.totalPago), formatBRL(TOTAL_MAXIMO_ARQUIVO)),
      );
  }

  /** The header, once every line has been read and the file ends where it should. */
  fimDaLeitura(): CabecalhoRetorno {
    if (this.etapa === 'esperaU') throw new ErroArquivo(this.i, M.tSemU);
    if (this.etapa !== 'fim') throw new ErroArquivo(this.i, M.semTrailer);
    return this.cabecalho!;
  }

  private trailerDoArquivo(l: string, i: number) {
    const ta = campos(TRAILER_ARQUIVO, l, i);
    if (Number(ta.quantidadeRegistros) !== this.total)
      throw new ErroArquivo(i + 1, M.contagemArquivo(Number(ta.quantidadeRegistros), this.total));
    if (Number(ta.quantidadeLotes) !== this.lotes)
      throw new ErroArquivo(i + 1, M.contagemLotes(Number(ta.quantidadeLotes), this.lotes));
  }
}

/** A record's fields; a field that does not parse is the line's fault. */
function campos(registro: Parameters<typeof ler>[0], l: string, i: number) {
  try {
    return ler(registro, l);
  } catch (e) {
    if (e instanceof ErroCampo) throw new ErroArquivo(i + 1, M.campoInvalido(e.campo.name, e.campo.start));
    throw e;
  }
}

/** The movement of a T line (index `i`) and its U. */
function movimentoDe(linhaT: string, linhaU: string, i: number): LinhaRetorno {
  const t = campos(SEGMENTO_T, linhaT, i);
  const u = campos(SEGMENTO_U, linhaU, i + 1);
  if (u.movimento !== t.movimento) throw new ErroArquivo(i + 2, M.movimentoDiferente);
  return {
    linha: i + 1,
    movimento: t.movimento as string,
    nossoNumero: t.nossoNumero as string,
    seuNumero: t.seuNumero as string,
    chave: t.chave as string,
    dataVencimento: t.dataVencimento as IsoDate | null,
    valorNominal: t.valorNominal as Money,
    tarifa: t.tarifa as Money,
    motivos: t.motivos as string,
    acrescimos: u.acrescimos as Money,
    desconto: u.desconto as Money,
    valorPago: u.valorPago as Money,
    valorLiquido: u.valorLiquido as Money,
    dataOcorrencia: u.dataOcorrencia as IsoDate | null,
    dataCredito: u.dataCredito as IsoDate | null,
  };
}

/** The 17-digit nosso número of a T line (a 20-digit form's leading `000` stripped, blanks trimmed). */
export const nossoNumeroDe = (campo: string): string => {
  const s = campo.trim();
  return s.length === 20 && s.startsWith('000') ? s.slice(3) : s;
};
