import { PassThrough, type Readable } from 'node:stream';
import { setImmediate as aoProximoCiclo } from 'node:timers/promises';
import type ExcelJS from 'exceljs';

/** A date-only value ('yyyy-mm-dd') as Excel shows it: midnight UTC, whatever the server's zone. */
export function dataExcel(iso: string): Date {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d));
}

export const FORMATO_DATA = { numFmt: 'dd/mm/yyyy' };
export const FORMATO_REAIS = { numFmt: '"R$" #,##0.00' };

export interface Planilha<T> {
  aba: string;
  colunas: Partial<ExcelJS.Column>[];
  /** the rows, a batch at a time (an async generator reading the database in batches) */
  lotes: AsyncIterable<T[]>;
  linha: (item: T) => Record<string, unknown>;
  /** the last row, in bold, once every row is written (counts and exact totals) */
  totais?: (n: number) => Record<string, unknown>;
  /** after each batch is written, with the rows written so far (a background export's progress) */
  aoLote?: (n: number) => Promise<void>;
  aoFalhar: (err: unknown) => void;
}

/**
 * Resolves once the reader has taken what is buffered, or has gone. exceljs's writer never waits for
 * its reader, so without this a slow download would pile the whole compressed file up in memory.
 */
function vazao(saida: PassThrough): Promise<void> {
  if (!saida.writableNeedDrain || saida.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const fim = () => {
      saida.off('drain', fim);
      saida.off('close', fim);
      resolve();
    };
    saida.on('drain', fim);
    saida.on('close', fim);
  });
}

/** Rows written between two turns of the event loop. */
const LINHAS_POR_VEZ = 250;

/**
 * How much of a sheet's XML may wait for the compressor: a few batches' worth (~260 bytes a row), so
 * that the compressor works on one batch while the next is written. Below a batch's size (it was
 * 256 KiB) they took turns: 1.5 s of waiting in a 100,000-row export.
 */
const PENDENTE_MAX = 2 * 1024 * 1024;

/**
 * Resolves once the sheet's XML written so far has mostly been taken by the zip compressor. exceljs
 * writes each row into archiver's entry stream without waiting for it, so while the compressor lags
 * the uncompressed sheet piles up there (~260 bytes a row: 26 MB at 100,000 rows, held to the end).
 * The entry stream is exceljs's and archiver's internal (`stream.pipes[0]`, a readable-stream
 * PassThrough): if a version changes that, this waits for nothing.
 */
async function vazaoDaAba(ws: ExcelJS.Worksheet): Promise<void> {
  const entrada = (ws as unknown as { stream?: { pipes?: unknown[] } }).stream?.pipes?.[0] as
    (NodeJS.EventEmitter & { _writableState?: { length: number } }) | undefined;
  while (entrada?._writableState && entrada._writableState.length > PENDENTE_MAX) {
    await new Promise<void>((resolve) => {
      const fim = () => {
        clearTimeout(relogio);
        entrada.off('drain', fim);
        resolve();
      };
      // 'drain' comes when the buffer empties; the timer re-checks in case it never needed one
      const relogio = setTimeout(fim, 20);
      entrada.once('drain', fim);
    });
  }
}

/**
 * An .xlsx file written as its rows arrive: exceljs's streaming writer commits each row, so only the
 * current batch (and the next, being read) is ever in memory. The batch after is asked for only once
 * the reader has caught up, and
 * none once the reader has gone (a dropped download stops reading the database). The header is bold,
 * frozen and filtered. A failure midway ends the stream with the error (the download breaks instead
 * of ending as a truncated file).
 */
export function planilhaEmFluxo<T>(p: Planilha<T>): Readable {
  const saida = new PassThrough();
  void (async () => {
    // loaded with the first export: ~24 MB of resident memory a server that never exports does not need
    const { default: Excel } = await import('exceljs');
    const workbook = new Excel.stream.xlsx.WorkbookWriter({ stream: saida, useStyles: true });
    workbook.creator = 'Dívida Ativa';
    const ws = workbook.addWorksheet(p.aba, { views: [{ state: 'frozen', ySplit: 1 }] });
    ws.columns = p.colunas;
    ws.getRow(1).font = { bold: true };
    ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: p.colunas.length } };
    // one style object per column for every data cell: exceljs knows a style object it has seen (a
    // WeakMap) and renders the XML only of a new one, while the cells' own styles are new objects each
    // (merged from the row's and the column's): 0.8 s of a 100,000-row export
    const estilos: Partial<ExcelJS.Style>[] = p.colunas.map((c) => c.style ?? {});
    let n = 0;
    const leitor = p.lotes[Symbol.asyncIterator]();
    // the next batch is asked for before this one is written: the database reads it meanwhile
    let proximo = leitor.next();
    try {
      for (;;) {
        const lido = await proximo;
        if (lido.done) break;
        proximo = leitor.next();
        for (const item of lido.value) {
          const linha = ws.addRow(p.linha(item));
          linha.eachCell((celula, col) => {
            const estilo = estilos[col - 1]!;
            // a date needs a format: without the column's, exceljs gives it its own default
            if (estilo.numFmt || celula.type !== Excel.ValueType.Date) celula.style = estilo;
          });
          linha.commit();
          // a pause now and then: the next batch's query is sent and its rows taken as they come
          // (a synchronous loop kept the database idle until the batch was written), and other
          // requests are served meanwhile
          if (++n % LINHAS_POR_VEZ === 0) await aoProximoCiclo();
        }
        await vazaoDaAba(ws);
        await vazao(saida);
        if (saida.destroyed) return;
        await p.aoLote?.(n);
      }
    } finally {
      // a reader that has gone, or a failure: the batch under way is let go and the generator ends
      // its reading
      await proximo.catch(() => undefined);
      await leitor.return?.(undefined);
    }
    if (p.totais) {
      const totais = ws.addRow(p.totais(n));
      totais.font = { bold: true };
      totais.commit();
    }
    ws.commit();
    await workbook.commit();
  })().catch((err: unknown) => {
    p.aoFalhar(err);
    saida.destroy(err instanceof Error ? err : new Error(String(err)));
  });
  return saida;
}
