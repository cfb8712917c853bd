import type { MemoriaCalculo } from '@divida/domain/processo/memoriaCalculo.schema';
import { toApiNumber } from '@divida/domain/money';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../seed/demo.ts';
import { bearerOf, createTestApp, login } from '../../test/harness.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { processo } from './processo.table.ts';

/**
 * A property over every demo process: the calculation memory on the date the stored values were
 * computed for (the last correction, else the reference date) answers the detail's corrected values,
 * and the CDA's inscribed value, to the cent: one engine, no second copy of the arithmetic.
 */
let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp({}, { demo: true });
  token = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
}, 180_000);
afterAll(() => app?.close());

describe('calculation memory of every demo process', () => {
  it('agrees with the process detail and the CDA to the cent', async () => {
    const linhas = await app.ctx.db
      .select({ p: processo, cda: dividaAtiva })
      .from(processo)
      .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
      .where(eq(processo.excluido, false))
      .orderBy(asc(processo.id));
    expect(linhas.length).toBeGreaterThan(100);
    let comCda = 0;
    for (const { p, cda } of linhas) {
      const data = p.ultimaCorrecaoValor ?? p.dataReferenciaCalculo;
      const res = await app.inject({
        method: 'GET',
        url: `/api/processoConstituicaoCredito/${p.id}/memoriaCalculo?data=${data}`,
        headers: bearerOf(token),
      });
      expect(res.statusCode, `${p.numero}: ${res.body}`).toBe(200);
      const m = res.json() as MemoriaCalculo;
      expect(m.total, p.numero).toBe(toApiNumber(p.totalCorrigido));
      expect(m.principalCorrigido, p.numero).toBe(toApiNumber(p.valorAtualizado.plus(p.valorCorrecao)));
      expect(m.multa, p.numero).toBe(toApiNumber(p.multaAtualizada));
      expect(m.juros, p.numero).toBe(toApiNumber(p.jurosAtualizado));
      if (cda) {
        comCda++;
        const dataCda = cda.dataUltimaCorrecaoValor ?? cda.dataReferenciaCalculo;
        const mc = (
          await app.inject({
            method: 'GET',
            url: `/api/processoConstituicaoCredito/${p.id}/memoriaCalculo?data=${dataCda}`,
            headers: bearerOf(token),
          })
        ).json() as MemoriaCalculo;
        expect(mc.total, `CDA ${cda.numeroCda}`).toBe(toApiNumber(cda.valor));
      }
    }
    expect(comCda).toBeGreaterThan(0);
  }, 300_000);
});
