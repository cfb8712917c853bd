import { availableParallelism } from 'node:os';
import { MENSAGENS } from '@divida/domain/errors';
import { Piscina } from 'piscina';
import { AppError } from '../errors.ts';

/**
 * Printable documents of the product (A4): a letterhead with the creditor body's name, the issue
 * date and time (São Paulo), the issuing user with matrícula, and page numbers. Text stays real text.
 * Every print and report builds on `renderDocumento`; pdfmake runs in documento.worker.mjs.
 */

export type Valor = string | number | null | undefined | boolean;

export interface Secao {
  titulo: string;
  campos: [rotulo: string, valor: Valor][];
  /** Running text after the fields (a legal document's clauses), justified. */
  paragrafos?: string[];
  /** A report's rows after the fields: the header repeats on every page. */
  tabela?: Tabela;
}

export interface Tabela {
  colunas: string[];
  /** pdfmake widths: points, '*' (share the rest) or 'auto' */
  larguras: (number | '*' | 'auto')[];
  linhas: string[][];
  /** indexes of the columns aligned right (amounts) */
  aDireita?: number[];
  /** a last row in bold (the totals) */
  rodape?: string[];
}

export interface Documento {
  titulo: string;
  orgao: { nome: string; sigla: string };
  emissor: { nome: string; matricula: string | null };
  secoes: Secao[];
  /**
   * A signature block at the end: place and date, then a line and the signer's lines; or, for a
   * document the parties sign (the instalment term), a line for each party side by side.
   */
  assinatura?: { localData: string; linhas: string[] } | { localData: string; partes: string[][] };
  /** Issue time; defaults to now. */
  emitidoEm?: Date;
  /** A4 landscape (wide reports); portrait by default. */
  paisagem?: boolean;
  /** The product's version, printed beside the issuer (reports). */
  versao?: string;
}

/**
 * Rendering is CPU work (layout, fonts, compression: tens of ms a page) that would stall every
 * other request on the event loop, so it runs in worker threads. At most one thread per core but
 * one is left to the event loop (and at most 4): that bounds the CPU prints may take; more prints
 * wait in the queue, and past MAX_FILA the answer is 503 (try again) instead of an unbounded wait.
 * Idle threads end after a while and do not keep the process alive.
 */
export const PDF_THREADS = Math.max(1, Math.min(4, availableParallelism() - 1));
const MAX_FILA = 200;

/**
 * A layout of its own (the payment slip's boxes) as a pdfmake document definition: plain data only
 * (it crosses to the worker thread), fonts and page set by the worker.
 */
export interface DefinicaoPdf {
  definicao: Record<string, unknown>;
}

let pool: Piscina<Documento | DefinicaoPdf, Uint8Array> | undefined;

/** The worker pool, created at the first print. */
export function pdfPool(): Piscina<Documento | DefinicaoPdf, Uint8Array> {
  pool ??= new Piscina({
    // Plain JavaScript: loads the same under tsx, vitest and node, with no TypeScript loader.
    filename: new URL('./documento.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: PDF_THREADS,
    maxQueue: MAX_FILA,
    idleTimeout: 60_000,
  });
  return pool;
}

export async function renderDocumento(doc: Documento | DefinicaoPdf): Promise<Buffer> {
  const p = pdfPool();
  if (p.queueSize >= MAX_FILA) {
    throw new AppError('UNAVAILABLE', MENSAGENS.servidorOcupado, [], { 'retry-after': '5' });
  }
  const pdf = await p.run(doc);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}
