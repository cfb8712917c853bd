import '@divida/domain/test/fastCheckSeed';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emParalelo } from './emParalelo.ts';

/** A few turns of the event loop: a batch's "work". */
const voltas = async (n: number) => {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
};

describe('emParalelo', () => {
  it('runs every batch once, started in order, at most `maximo` at once, never beside an earlier batch it shares a key with', async () => {
    const lote = fc.record({
      chaves: fc.uniqueArray(fc.integer({ min: 0, max: 5 }), { maxLength: 3 }),
      voltas: fc.nat(6),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(lote, { maxLength: 12 }),
        fc.integer({ min: 1, max: 4 }),
        async (lotes, maximo) => {
          const comeco: number[] = [];
          const fim: number[] = [];
          const correndo = new Set<number>();
          let pico = 0;
          const indice = new Map(lotes.map((l, i) => [l, i]));
          await emParalelo(
            lotes,
            (a, b) => a.chaves.some((c) => b.chaves.includes(c)),
            async (l) => {
              const i = indice.get(l)!;
              // an earlier batch that shares a key is not running
              for (const j of correndo)
                expect(
                  lotes[j]!.chaves.some((c) => l.chaves.includes(c)),
                  `${j} beside ${i}`,
                ).toBe(false);
              comeco.push(i);
              correndo.add(i);
              pico = Math.max(pico, correndo.size);
              await voltas(l.voltas);
              correndo.delete(i);
              fim.push(i);
            },
            maximo,
          );
          expect(comeco).toEqual(lotes.map((_, i) => i));
          expect([...fim].sort((a, b) => a - b)).toEqual(lotes.map((_, i) => i));
          expect(pico).toBeLessThanOrEqual(Math.min(maximo, lotes.length));
        },
      ),
    );
  });

  it('two batches without a shared key do overlap', async () => {
    const log: string[] = [];
    await emParalelo(
      [1, 2],
      () => false,
      async (n) => {
        log.push(`início ${n}`);
        await voltas(3 - n);
        log.push(`fim ${n}`);
      },
      2,
    );
    expect(log).toEqual(['início 1', 'início 2', 'fim 2', 'fim 1']);
  });

  it('a failure is thrown after the other running batch settles, and no batch starts after it', async () => {
    const log: string[] = [];
    const falha = emParalelo(
      [1, 2, 3],
      () => false,
      async (n) => {
        log.push(`início ${n}`);
        await voltas(n === 1 ? 1 : 4);
        if (n === 1) throw new Error('lote 1');
        log.push(`fim ${n}`);
      },
      2,
    );
    await expect(falha).rejects.toThrow('lote 1');
    expect(log).toEqual(['início 1', 'início 2', 'fim 2']);
  });
});
