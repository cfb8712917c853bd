import { readFileSync } from 'node:fs';
import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../platform/db/database.ts';

/**
 * Tools shared by the reference loaders and the import commands: an RFC 4180 CSV reader (quoted
 * fields, doubled quotes, CRLF, BOM, ',' or ';'), batching, upsert sets and a progress line.
 */

export interface Csv {
  header: string[];
  /** Data rows with their 1-based line number in the file (the header is line 1). */
  rows: { line: number; cells: string[] }[];
}

/** The delimiter of a CSV by its header line: ';' when it has more of them than commas (BCB exports). */
export function detectDelimiter(text: string): ',' | ';' {
  const first = text.slice(0, text.indexOf('\n') >>> 0);
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}

export function parseCsv(text: string, delimiter: ',' | ';' = detectDelimiter(text)): Csv {
  const records: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let recordLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    cells.push(field);
    if (cells.length > 1 || cells[0] !== '') records.push({ line: recordLine, cells });
    cells = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) {
      cells.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += c;
  }
  if (field !== '' || cells.length > 0) endRecord();
  const [head, ...rows] = records;
  return { header: (head?.cells ?? []).map((h) => h.trim()), rows };
}

/** Rows as objects keyed by the header's names (the simple reference files). */
export function csvObjects(text: string): Record<string, string>[] {
  const { header, rows } = parseCsv(text, ',');
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r.cells[i] ?? ''])));
}

export function* batches<T>(items: readonly T[], size: number): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

/** `on conflict do update set col = excluded.col` for the given columns of a table. */
type ColumnKey<T extends PgTable> = keyof T['_']['columns'] & string;

export function excludedSet<T extends PgTable>(table: T, keys: ColumnKey<T>[]) {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  return Object.fromEntries(
    keys.map((k) => [k, sql.raw(`excluded.${toSnakeCase(columns[k]!.name)}`)]),
  ) as Record<string, SQL>;
}

/**
 * Bulk upsert through one JSON parameter (`json_populate_recordset`): several times faster than a
 * multi-row VALUES list on PGlite, with no limit on bound parameters. `rows` use the table's property
 * names; `update` lists the columns rewritten on conflict, and only when one of them changed (so a
 * second run writes nothing). Answers, per row written, whether it was new.
 */
export async function upsertJson<T extends PgTable>(
  ex: Executor,
  table: T,
  rows: readonly Record<string, unknown>[],
  opts: { conflict: ColumnKey<T>[]; update: ColumnKey<T>[] },
): Promise<{ inseridos: number; alterados: number }> {
  if (rows.length === 0) return { inseridos: 0, alterados: 0 };
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const col = (k: string) => `"${toSnakeCase(columns[k]!.name)}"`;
  const keys = Object.keys(rows[0]!);
  const name = `"${getTableName(table)}"`;
  const json = JSON.stringify(
    rows.map((r) => Object.fromEntries(keys.map((k) => [toSnakeCase(columns[k]!.name), r[k]]))),
  );
  const list = keys.map(col).join(', ');
  const upd = opts.update.map(col);
  const onConflict =
    upd.length === 0
      ? 'do nothing'
      : `do update set ${upd.map((c) => `${c} = excluded.${c}`).join(', ')} ` +
        `where (${upd.map((c) => `${name}.${c}`).join(', ')}) is distinct from (${upd.map((c) => `excluded.${c}`).join(', ')})`;
  const res = (await ex.execute(
    sql`${sql.raw(`insert into ${name} (${list}) select ${list} from json_populate_recordset(null::${name}, `)}${json}${sql.raw(
      `::json) on conflict (${opts.conflict.map(col).join(', ')}) ${onConflict} returning (xmax = 0) as novo`,
    )}`,
  )) as unknown as { rows: { novo: boolean }[] };
  const inseridos = res.rows.filter((r) => r.novo).length;
  return { inseridos, alterados: res.rows.length - inseridos };
}

/** A percentage line on stderr: redrawn in place on a terminal, every 10 % otherwise. */
export function progress(label: string, total: number, out: NodeJS.WriteStream = process.stderr) {
  let lastShown = -1;
  const tty = out.isTTY === true;
  return {
    update(done: number) {
      const pct = total === 0 ? 100 : Math.floor((done * 100) / total);
      if (tty) {
        if (pct === lastShown && done !== total) return;
        const width = 30;
        const full = Math.round((pct / 100) * width);
        out.write(`\r${label} [${'#'.repeat(full)}${' '.repeat(width - full)}] ${pct}% ${done}/${total}`);
      } else if (Math.floor(pct / 10) > Math.floor(lastShown / 10) || (done === total && pct !== lastShown)) {
        out.write(`${label}: ${pct}% (${done}/${total})\n`);
      }
      lastShown = pct;
    },
    end() {
      if (tty) out.write('\n');
    },
  };
}

/** Data lines of a simple reference CSV (no line breaks inside fields): all lines but the header. */
export function linhasDeDados(file: URL): number {
  const text = readFileSync(file, 'utf8');
  let n = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) n++;
  return text.endsWith('\n') ? n - 1 : n;
}
