import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';

// The pool's settings only exist on PostgreSQL (database.ts): PGlite is one embedded connection.
describe.runIf(process.env.DATABASE_URL)("the application's PostgreSQL connections", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  const ajuste = async (nome: 'jit' | 'plan_cache_mode') => {
    const r = await app.ctx.db.execute(sql`select current_setting(${nome}) as valor`);
    return (r as unknown as { rows: { valor: string }[] }).rows[0]!.valor;
  };

  it('run without JIT and plan named statements once, generically (bench/README.md, issue 27)', async () => {
    // every connection of the pool, not only the first one: ask more at once than one can answer
    const valores = await Promise.all(
      Array.from({ length: 6 }, () => Promise.all([ajuste('jit'), ajuste('plan_cache_mode')])),
    );
    for (const [jit, plano] of valores) {
      expect(jit).toBe('off');
      expect(plano).toBe('force_generic_plan');
    }
  });
});
