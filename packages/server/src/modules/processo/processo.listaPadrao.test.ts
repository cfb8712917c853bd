import type { Permissao } from '@divida/domain/permissions';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SISTEMA, type Alcance } from '../../platform/auth/scope.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { paginaPreparada } from './processo.listaPadrao.ts';
import { listarProcessos } from './processo.repository.ts';
import { processo } from './processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const PERMISSOES: Permissao[] = [`${P}_CONSULTAR`, `${P}_CADASTRAR`, `${P}_EXCLUIR`];

let app: FastifyInstance;
let orgaoA: number;
let orgaoB: number;

beforeAll(async () => {
  app = await createTestApp();
  orgaoA = (await seedOrgao(app)).id;
  orgaoB = (await seedOrgao(app)).id;
  const ids: number[] = [];
  for (const orgaoCredorId of [orgaoA, orgaoB]) {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: PERMISSOES });
    const { accessToken } = await login(app, u.email, u.senha);
    for (let i = 0; i < 9; i++) {
      const r = await app.inject({
        method: 'POST',
        url: '/api/processoConstituicaoCredito',
        headers: bearerOf(accessToken),
        payload: processoValido('529.982.247-25'),
      });
      expect(r.statusCode, r.body).toBe(201);
      ids.push(r.json<{ id: number }>().id);
    }
  }
  // Dates repeated (the id breaks the ties), spread over both bodies; one process deleted.
  for (const [k, id] of ids.entries())
    await app.ctx.db
      .update(processo)
      .set({ data: `2025-0${1 + (k % 4)}-1${k % 3}` })
      .where(eq(processo.id, id));
  await app.ctx.db
    .update(processo)
    .set({ excluido: true })
    .where(inArray(processo.id, [ids[3]!]));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const caller = (orgaoCredorId: number, todos = false): Alcance => ({
  orgaoCredorId,
  permissoes: new Set<Permissao>([`${P}_CONSULTAR`, ...(todos ? (['ACESSO_TODOS_ORGAOS'] as const) : [])]),
});
const padrao = { field: 'data' as const, desc: true };

describe('the opening page of the process list as a prepared statement', () => {
  it('gives the rows and total of the general path, for one body, all bodies and the system', async () => {
    for (const c of [caller(orgaoA), caller(orgaoB), caller(orgaoA, true), SISTEMA] as const)
      for (const size of [1, 4, 15]) {
        const q = { sort: padrao, page: 0, size };
        expect(paginaPreparada(app.ctx.db, c, {}, q)).toBeDefined();
        const preparada = await listarProcessos(app.ctx.db, c, {}, q);
        // a filter every process meets takes the general path
        const geral = await listarProcessos(app.ctx.db, c, { dataInicio: '2000-01-01' }, q);
        expect(preparada).toEqual(geral);
        expect(preparada.content.length).toBe(Math.min(size, preparada.totalElements));
        // run again: the statement is built once and executed as often as asked
        expect(await listarProcessos(app.ctx.db, c, {}, q)).toEqual(geral);
      }
  });

  it('is taken only by the opening page on the database', async () => {
    const c = caller(orgaoA);
    const q = { sort: padrao, page: 0, size: 15 };
    expect(paginaPreparada(app.ctx.db, c, { devedor: 'ana' }, q)).toBeUndefined();
    expect(paginaPreparada(app.ctx.db, c, { apenasProcessosLavrados: true }, q)).toBeUndefined();
    expect(paginaPreparada(app.ctx.db, c, { apenasProcessosLavrados: false, numero: '' }, q)).toBeDefined();
    expect(paginaPreparada(app.ctx.db, c, {}, { ...q, page: 1 })).toBeUndefined();
    expect(
      paginaPreparada(app.ctx.db, c, {}, { ...q, sort: { field: 'data', desc: false } }),
    ).toBeUndefined();
    expect(
      paginaPreparada(app.ctx.db, c, {}, { ...q, sort: { field: 'numero', desc: true } }),
    ).toBeUndefined();
    await app.ctx.db.transaction(async (tx) => {
      expect(paginaPreparada(tx, c, {}, q)).toBeUndefined();
    });
  });
});
