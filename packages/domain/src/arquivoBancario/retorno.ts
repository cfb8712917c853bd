import type { IsoDate } from '../calendar.ts';
import type { Money } from '../money.ts';
import { ErroCampo, escrever, ler, TAMANHO_LINHA } from './cnab240.ts';
import { MENSAGENS_ARQUIVO_BANCARIO as M } from './arquivoBancario.schema.ts';
import {
  HEADER_ARQUIVO,
  HEADER_LOTE,
  SEGMENTO_T,
  SEGMENTO_U,
  TRAILER_ARQUIVO,
  TRAILER_LOTE,
} from './layoutBB.ts';
import { cabecalhos, fecharArquivo, type CabecalhoArquivo } from './remessa.ts';

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
  ) {
    super(M.linha(linha, motivo));
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
 * Reads and checks a whole return file (BANCO.md §3) before anything changes: every line 240 ASCII
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
  if (bytes.length === 0) throw new ErroArquivo(1, M.vazio);
  // one character per byte: a byte over 0x7E (an accent, binary) stays visible to the check below
  const texto = new TextDecoder('latin1').decode(bytes);
  const linhas = texto.split(/\r?\n/);
  if (linhas.at(-1) === '') linhas.pop();
  if (linhas.length === 0) throw new ErroArquivo(1, M.vazio);
  for (let i = 0; i < linhas.length; i++) {
    const l = linhas[i]!;
    const n = i + 1;
    // a non-ASCII byte (Latin-1 or UTF-8 accents, binary) is a fault of its own
    const fora = foraDoAlfabeto(l);
    if (fora >= 0) throw new ErroArquivo(n, M.caractereInvalido(fora + 1));
    if (l.length !== TAMANHO_LINHA) throw new ErroArquivo(n, M.tamanhoLinha(l.length));
    if (l.slice(0, 3) !== '001') throw new ErroArquivo(n, M.outroBanco);
    if (n % LINHAS_POR_PAUSA === 0) yield null;
  }
  const campos = (registro: Parameters<typeof ler>[0], i: number) => {
    try {
      return ler(registro, linhas[i]!);
    } catch (e) {
      if (e instanceof ErroCampo) throw new ErroArquivo(i + 1, M.campoInvalido(e.campo.name, e.campo.start));
      throw e;
    }
  };
  const tipo = (i: number) => linhas[i]![7];
  if (tipo(0) !== '0') throw new ErroArquivo(1, M.semHeaderArquivo);
  const h = campos(HEADER_ARQUIVO, 0);
  if (h.codigoRemessaRetorno !== '2') throw new ErroArquivo(1, M.naoERetorno);
  let i = 1;
  let lotes = 0;
  while (i < linhas.length && tipo(i) === '1') {
    const inicio = i;
    campos(HEADER_LOTE, i);
    lotes++;
    i++;
    while (i < linhas.length && tipo(i) === '3') {
      const seg = linhas[i]![13];
      if (seg === 'U') throw new ErroArquivo(i + 1, M.uSemT);
      if (seg !== 'T') throw new ErroArquivo(i + 1, M.segmentoInesperado(seg ?? ' '));
      if (i + 1 >= linhas.length || tipo(i + 1) !== '3' || linhas[i + 1]![13] !== 'U')
        throw new ErroArquivo(i + 1, M.tSemU);
      const t = campos(SEGMENTO_T, i);
      const u = campos(SEGMENTO_U, i + 1);
      if (u.movimento !== t.movimento) throw new ErroArquivo(i + 2, M.movimentoDiferente);
      yield {
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
      i += 2;
    }
    if (i >= linhas.length) throw new ErroArquivo(i, M.semTrailer);
    if (tipo(i) !== '5') throw new ErroArquivo(i + 1, M.registroInesperado(tipo(i) ?? ' '));
    const tl = campos(TRAILER_LOTE, i);
    const tem = i - inicio + 1;
    if (Number(tl.quantidadeRegistros) !== tem)
      throw new ErroArquivo(i + 1, M.contagemLote(Number(tl.quantidadeRegistros), tem));
    i++;
  }
  if (lotes === 0 && i < linhas.length && tipo(i) !== '9')
    throw new ErroArquivo(i + 1, M.registroInesperado(tipo(i) ?? ' '));
  if (i >= linhas.length) throw new ErroArquivo(i, M.semTrailer);
  if (tipo(i) !== '9') throw new ErroArquivo(i + 1, M.registroInesperado(tipo(i) ?? ' '));
  const ta = campos(TRAILER_ARQUIVO, i);
  if (Number(ta.quantidadeRegistros) !== linhas.length)
    throw new ErroArquivo(i + 1, M.contagemArquivo(Number(ta.quantidadeRegistros), linhas.length));
  if (Number(ta.quantidadeLotes) !== lotes)
    throw new ErroArquivo(i + 1, M.contagemLotes(Number(ta.quantidadeLotes), lotes));
  if (i + 1 < linhas.length) throw new ErroArquivo(i + 2, M.aposTrailer);
  return {
    convenio: String(h.convenio).slice(-7),
    nsa: Number(h.nsa),
    dataGeracao: h.dataGeracao as IsoDate | null,
  };
}

/** The 17-digit nosso número of a T line (a 20-digit form's leading `000` stripped, blanks trimmed). */
export const nossoNumeroDe = (campo: string): string => {
  const s = campo.trim();
  return s.length === 20 && s.startsWith('000') ? s.slice(3) : s;
};
