import { setTimeout as esperar } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { dataExcel, FORMATO_DATA, FORMATO_REAIS, planilhaEmFluxo } from './planilha.ts';

const LOTES = 60;
const POR_LOTE = 500;

/** Batches as the database gives them (each after some I/O); counts how many were asked for and whether it was closed. */
function fonte() {
  const estado = { lidos: 0, fechado: false };
  async function* lotes() {
    try {
      for (let l = 0; l < LOTES; l++) {
        await esperar(1);
        estado.lidos++;
        yield Array.from({ length: POR_LOTE }, (_, i) => ({
          n: l * POR_LOTE + i,
          texto: `linha ${l * POR_LOTE + i} com algum texto que não se comprime tanto ${Math.random()}`,
        }));
      }
    } finally {
      estado.fechado = true;
    }
  }
  return { estado, lotes: lotes() };
}

function planilha(lotes: AsyncIterable<{ n: number; texto: string }[]>, falhas: unknown[] = []) {
  return planilhaEmFluxo({
    aba: 'Teste',
    colunas: [
      { header: 'N', key: 'n' },
      { header: 'Texto', key: 'texto' },
    ],
    lotes,
    linha: (r) => r,
    totais: (n) => ({ n, texto: 'Total' }),
    aoFalhar: (err) => falhas.push(err),
  });
}

async function ler(s: Readable): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of s) partes.push(p as Buffer);
  return Buffer.concat(partes);
}

/** Waits until the count stops moving (the writer is waiting for its reader, or is done). */
async function parado(estado: { lidos: number }) {
  let antes = -1;
  while (antes !== estado.lidos) {
    antes = estado.lidos;
    await esperar(100);
  }
}

describe('planilhaEmFluxo', () => {
  it('reads the next batch only when the reader has caught up, and then writes every row', async () => {
    const { estado, lotes } = fonte();
    const falhas: unknown[] = [];
    const s = planilha(lotes, falhas);
    await parado(estado);
    // nobody reads: the writer stops after a few batches instead of buffering the whole file
    expect(estado.lidos).toBeLessThan(LOTES / 2);

    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await ler(s)) as unknown as ArrayBuffer);
    expect(estado.lidos).toBe(LOTES);
    const ws = wb.getWorksheet('Teste')!;
    expect(ws.rowCount).toBe(LOTES * POR_LOTE + 2);
    expect(ws.getRow(LOTES * POR_LOTE + 1).getCell(1).value).toBe(LOTES * POR_LOTE - 1);
    expect(ws.getRow(LOTES * POR_LOTE + 2).getCell(1).value).toBe(LOTES * POR_LOTE);
    expect(falhas).toEqual([]);
  });

  it('stops reading the database when the download is dropped', async () => {
    const { estado, lotes } = fonte();
    const falhas: unknown[] = [];
    const s = planilha(lotes, falhas);
    s.once('data', () => s.destroy());
    s.resume();
    await parado(estado);
    expect(estado.fechado).toBe(true);
    expect(estado.lidos).toBeLessThan(LOTES / 2);
    expect(falhas).toEqual([]);
  });

  it("keeps each column's format on every row: dates, amounts in R$, a date without a column format, the bold totals", async () => {
    const linhas = Array.from({ length: 1_200 }, (_, i) => ({
      texto: i % 2 ? `linha ${i}` : i,
      data: dataExcel('2026-03-09'),
      valor: 1234.5 + i,
      // the first row's is text, so that a style decided by the first cell would be wrong for the dates
      semFormato: i % 3 ? dataExcel('2025-12-31') : '—',
    }));
    const s = planilhaEmFluxo({
      aba: 'Tipos',
      colunas: [
        { header: 'Texto', key: 'texto' },
        { header: 'Data', key: 'data', style: FORMATO_DATA },
        { header: 'Valor', key: 'valor', style: FORMATO_REAIS },
        { header: 'Outra data', key: 'semFormato' },
      ],
      lotes: (async function* () {
        for (let i = 0; i < linhas.length; i += 500) yield linhas.slice(i, i + 500);
      })(),
      linha: (r) => r,
      totais: (n) => ({ texto: `${n} linhas`, valor: 99 }),
      aoFalhar: (err) => {
        throw err;
      },
    });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await ler(s)) as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Tipos')!;
    expect(ws.getRow(1).getCell(2).font?.bold).toBe(true);
    for (const r of [2, 3, 4, 700, 1201]) {
      const row = ws.getRow(r);
      expect(row.getCell(1).value).toBe(r % 2 ? `linha ${r - 2}` : r - 2);
      expect(row.getCell(1).font?.bold).toBeFalsy();
      expect(row.getCell(2).value).toEqual(new Date(Date.UTC(2026, 2, 9)));
      expect(row.getCell(2).numFmt).toBe('dd/mm/yyyy');
      expect(row.getCell(3).value).toBe(1234.5 + r - 2);
      expect(row.getCell(3).numFmt).toBe('"R$" #,##0.00');
      // no column format: still a date (exceljs's default date format), not a bare serial number
      expect(row.getCell(4).value).toEqual((r - 2) % 3 ? new Date(Date.UTC(2025, 11, 31)) : '—');
    }
    const totais = ws.getRow(1202);
    expect(totais.getCell(1).value).toBe('1200 linhas');
    expect(totais.getCell(1).font?.bold).toBe(true);
    expect(totais.getCell(3).font?.bold).toBe(true);
    expect(totais.getCell(3).numFmt).toBe('"R$" #,##0.00');
  });
});
