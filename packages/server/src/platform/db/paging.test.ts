import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import type { Executor } from './database.ts';
import { contagemLimitada, LIMITE_CONTAGEM, paginar, type PaginaPedida } from './paging.ts';

/**
 * The capped count of the list kit (issue 27): a list that opts in counts at most `limite + 1`
 * matches and says "more than `limite`" (`totalLimitado`). Here with a cap of 10 over the numbers
 * 1..n, so the cap shows without 10,001 rows.
 */
let app: FastifyInstance;
let ex: Executor;
beforeAll(async () => {
  app = await createTestApp();
  ex = app.ctx.db;
});
afterAll(() => app.close());

const LIMITE = 10;

/** The page `q` of 1..n, capped at LIMITE; `limites` counts the capped count queries built. */
async function lista(n: number, q: PaginaPedida) {
  let limites = 0;
  const serie = () => sql`generate_series(1, ${sql.raw(String(n))}) g`;
  const correspondentes = ex.select({ um: sql`1` }).from(serie());
  const contadas = {
    as: (a: string) => correspondentes.as(a),
    limit: (l: number) => {
      limites++;
      return correspondentes.limit(l);
    },
  };
  const page = await paginar(
    ex,
    q,
    () =>
      ex
        .select({ g: sql<number>`g`.mapWith(Number) })
        .from(serie())
        .orderBy(sql`g`)
        .limit(q.size)
        .offset(q.page * q.size),
    () => contagemLimitada(contadas, LIMITE),
  );
  return { ...page, content: page.content.map((r) => r.g), limites };
}

describe('paginar with contagemLimitada', () => {
  it('caps at 10,000 unless told', () => {
    expect(LIMITE_CONTAGEM).toBe(10_000);
    expect(contagemLimitada(ex.select({ um: sql`1` }).from(sql`generate_series(1, 2) g`)).limite).toBe(
      10_000,
    );
  });

  it('up to the cap, the total is exact and not marked', async () => {
    expect(await lista(3, { page: 0, size: 4 })).toEqual({
      content: [1, 2, 3],
      totalElements: 3,
      limites: 0,
    });
    expect(await lista(8, { page: 0, size: 4 })).toMatchObject({ totalElements: 8, limites: 1 });
    const noLimite = await lista(LIMITE, { page: 1, size: 4 });
    expect(noLimite).toEqual({ content: [5, 6, 7, 8], totalElements: LIMITE, limites: 1 });
  });

  it('past the cap, the total is the cap and marked as a lower bound', async () => {
    expect(await lista(LIMITE + 1, { page: 0, size: 4 })).toEqual({
      content: [1, 2, 3, 4],
      totalElements: LIMITE,
      totalLimitado: true,
      limites: 1,
    });
    expect(await lista(30, { page: 1, size: 4 })).toMatchObject({
      content: [5, 6, 7, 8],
      totalElements: LIMITE,
      totalLimitado: true,
    });
  });

  it('a full page past the cap needs no count; a short page is the last one, counted exactly', async () => {
    expect(await lista(30, { page: 3, size: 4 })).toEqual({
      content: [13, 14, 15, 16],
      totalElements: LIMITE,
      totalLimitado: true,
      limites: 0,
    });
    expect(await lista(30, { page: 7, size: 4 })).toEqual({
      content: [29, 30],
      totalElements: 30,
      limites: 0,
    });
  });

  it('a page past the end counts (capped)', async () => {
    expect(await lista(30, { page: 10, size: 4 })).toEqual({
      content: [],
      totalElements: LIMITE,
      totalLimitado: true,
      limites: 1,
    });
    expect(await lista(6, { page: 10, size: 4 })).toEqual({ content: [], totalElements: 6, limites: 1 });
  });

  it('contagemExata (the exports) counts every match', async () => {
    expect(await lista(30, { page: 0, size: 1, contagemExata: true })).toEqual({
      content: [1],
      totalElements: 30,
      limites: 0,
    });
  });
});
