import { readFileSync } from 'node:fs';

/**
 * The one CSV reader, for the areas' reference loaders (`*.seed.ts`), the seed and the import
 * commands: RFC 4180 (quoted fields, doubled quotes, CRLF, BOM, ',' or ';'). The upserts are in
 * platform/db/upsert.ts, the commands' batching and progress line in seed/importComando.ts.
 */

export interface Csv {
  header: string[];
  /** Data rows with their 1-based line number in the file (the header is line 1). */
  rows: CsvRecord[];
}

/** The delimiter of a CSV by its header line: ';' when it has more of them than commas (BCB exports). */
export function detectDelimiter(text: string): ',' | ';' {
  const first = text.slice(0, text.indexOf('\n') >>> 0);
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export interface CsvRecord {
  /** 1-based line number where the record starts (the header is line 1). */
  line: number;
  cells: string[];
}

/**
 * An incremental RFC 4180 reader: feed it chunks (a file read as a stream), take the records as they
 * complete. A chunk may end anywhere, inside a quoted field or between CR and LF.
 */
export class CsvReader {
  private cells: string[] = [];
  private field = '';
  private quoted = false;
  /** A quote seen inside a quoted field: either its end or the first of a doubled quote. */
  private quoteInQuoted = false;
  private skipLf = false;
  private fresh = true;
  private line = 1;
  private recordLine = 1;

  constructor(private readonly delimiter: ',' | ';') {}

  push(chunk: string, out: CsvRecord[]): void {
    let i = 0;
    if (this.fresh) {
      this.fresh = false;
      if (chunk.charCodeAt(0) === 0xfeff) i = 1;
    }
    for (; i < chunk.length; i++) {
      const c = chunk[i]!;
      if (this.skipLf) {
        this.skipLf = false;
        if (c === '\n') continue;
      }
      if (this.quoteInQuoted) {
        this.quoteInQuoted = false;
        if (c === '"') {
          this.field += '"';
          continue;
        }
        this.quoted = false;
      }
      if (this.quoted) {
        if (c === '"') this.quoteInQuoted = true;
        else {
          // The run up to the next quote at once (slices, not one concatenation per character).
          const k = chunk.indexOf('"', i);
          const run = chunk.slice(i, k === -1 ? chunk.length : k);
          for (let n = run.indexOf('\n'); n !== -1; n = run.indexOf('\n', n + 1)) this.line++;
          this.field += run;
          i += run.length - 1;
        }
      } else if (c === '"' && this.field === '') this.quoted = true;
      else if (c === this.delimiter) {
        this.cells.push(this.field);
        this.field = '';
      } else if (c === '\n' || c === '\r') {
        this.skipLf = c === '\r';
        this.endRecord(out);
        this.line++;
        this.recordLine = this.line;
      } else {
        let k = i + 1;
        while (k < chunk.length) {
          const d = chunk[k];
          if (d === this.delimiter || d === '\n' || d === '\r') break;
          k++;
        }
        this.field += chunk.slice(i, k);
        i = k - 1;
      }
    }
  }

  end(out: CsvRecord[]): void {
    if (this.quoteInQuoted) this.quoted = false;
    if (this.field !== '' || this.cells.length > 0) this.endRecord(out);
  }

  private endRecord(out: CsvRecord[]) {
    this.cells.push(this.field);
    if (this.cells.length > 1 || this.cells[0] !== '') out.push({ line: this.recordLine, cells: this.cells });
    this.cells = [];
    this.field = '';
  }
}

export function parseCsv(text: string, delimiter: ',' | ';' = detectDelimiter(text)): Csv {
  const records: CsvRecord[] = [];
  const reader = new CsvReader(delimiter);
  reader.push(text, records);
  reader.end(records);
  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

/** Rows as objects keyed by the header's names (the simple reference files). */
export function csvObjects(text: string): Record<string, string>[] {
  const { header, rows } = parseCsv(text, ',');
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r.cells[i] ?? ''])));
}

/** Data lines of a simple reference CSV (no line breaks inside fields): all lines but the header. */
export function linhasDeDados(file: URL): number {
  const text = readFileSync(file, 'utf8');
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n - 1 : n;
}
