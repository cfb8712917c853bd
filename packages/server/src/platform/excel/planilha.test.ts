import { setTimeout as esperar } from 'node:timers/promises';
import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { planilhaEmFluxo } from './planilha.ts';

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
});
