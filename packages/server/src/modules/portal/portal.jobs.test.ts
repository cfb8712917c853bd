import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { jobLimparPortal } from './portal.jobs.ts';
import { portalEntrada, portalSessao } from './portal.table.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const sessao = (expiraEm: Date, encerradaEm: Date | null = null) => ({
  id: randomUUID(),
  tokenHash: randomUUID().replace(/-/g, '').padEnd(64, '0'),
  csrfHash: 'x'.repeat(64),
  cpf: '52998224725',
  nome: 'Maria',
  nivel: 'prata' as const,
  amr: [],
  expiraEm,
  encerradaEm,
});

describe('the nightly clean-up of the portal (limpar-portal)', () => {
  it('deletes sign-ins and sessions a day past their end, keeps the live and the recent', async () => {
    const h = 60 * 60 * 1000;
    const agora = Date.now();
    const db = app.ctx.db;
    await db.insert(portalEntrada).values([
      {
        id: 'velha',
        state: 's',
        nonce: 'n',
        codeVerifier: 'v',
        destino: '/portal',
        criadaEm: new Date(agora - 30 * h),
      },
      { id: 'nova', state: 's', nonce: 'n', codeVerifier: 'v', destino: '/portal' },
    ]);
    const vencida = sessao(new Date(agora - 30 * h));
    const encerradaOntem = sessao(new Date(agora + h), new Date(agora - 25 * h));
    const encerradaAgora = sessao(new Date(agora + h), new Date(agora - h));
    const viva = sessao(new Date(agora + 7 * h));
    await db.insert(portalSessao).values([vencida, encerradaOntem, encerradaAgora, viva]);
    const r = await jobLimparPortal(app.ctx).executar({}, undefined as never);
    expect(r).toEqual({ entradas: 1, sessoes: 2 });
    expect((await db.select({ id: portalEntrada.id }).from(portalEntrada)).map((e) => e.id)).toEqual([
      'nova',
    ]);
    expect((await db.select({ id: portalSessao.id }).from(portalSessao)).map((s) => s.id).sort()).toEqual(
      [encerradaAgora.id, viva.id].sort(),
    );
  });
});
