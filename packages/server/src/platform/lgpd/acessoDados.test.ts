import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { registrarAcesso } from './acessoDados.ts';
import { acessoDadosPessoais } from './acessoDados.table.ts';

/**
 * The access row commits without waiting for the disk only in its own statement's transaction: the
 * setting never outlives it (the pooled connection's next transactions wait as before), and inside
 * a caller's transaction the row commits, or rolls back, with the caller's writes.
 */
let app: FastifyInstance;
const leitor = { id: 990_001, orgaoCredorId: 1 };
const linhas = async (devedorId: number) =>
  app.ctx.db.select().from(acessoDadosPessoais).where(eq(acessoDadosPessoais.devedorId, devedorId));

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('registrarAcesso', () => {
  it('writes one row per distinct person, in one statement, and leaves synchronous_commit as it was', async () => {
    await registrarAcesso(app.ctx.db, leitor, 'DEVEDOR_DETALHE', [
      { devedorId: 880_001 },
      { devedorId: 880_001 },
      { devedorId: 880_002, requerenteId: 770_001 },
      {},
    ]);
    expect((await linhas(880_001)).map((l) => [l.usuarioId, l.orgaoCredorId, l.origem])).toEqual([
      [leitor.id, leitor.orgaoCredorId, 'DEVEDOR_DETALHE'],
    ]);
    expect((await linhas(880_002)).map((l) => l.requerenteId)).toEqual([770_001]);
    // every connection of the pool (PGlite has one) still commits synchronously afterwards
    for (let i = 0; i < 12; i++) {
      const r = await app.ctx.db.execute<{ synchronous_commit: string }>(sql`show synchronous_commit`);
      expect((r as unknown as { rows: { synchronous_commit: string }[] }).rows[0]!.synchronous_commit).toBe(
        'on',
      );
    }
  });

  it("inside a transaction: committed or rolled back with the caller's writes", async () => {
    await app.ctx.db
      .transaction(async (tx) => {
        await registrarAcesso(tx, leitor, 'DEVEDOR_DETALHE', [{ devedorId: 880_003 }]);
        const r = await tx.execute<{ synchronous_commit: string }>(sql`show synchronous_commit`);
        expect((r as unknown as { rows: { synchronous_commit: string }[] }).rows[0]!.synchronous_commit).toBe(
          'on',
        );
        throw new Error('desfaz');
      })
      .catch(() => undefined);
    expect(await linhas(880_003)).toEqual([]);
    await app.ctx.db.transaction(async (tx) =>
      registrarAcesso(tx, leitor, 'DEVEDOR_DETALHE', [{ devedorId: 880_003 }]),
    );
    expect(await linhas(880_003)).toHaveLength(1);
  });

  it('nobody shown: nothing written', async () => {
    await registrarAcesso(app.ctx.db, { ...leitor, id: 990_002 }, 'DEVEDOR_DETALHE', []);
    const r = await app.ctx.db
      .select()
      .from(acessoDadosPessoais)
      .where(eq(acessoDadosPessoais.usuarioId, 990_002));
    expect(r).toEqual([]);
  });
});
