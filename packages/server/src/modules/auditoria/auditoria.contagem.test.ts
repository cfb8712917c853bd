import type { AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';

/**
 * /auditoria's list counts at most 10,001 rows (the list kit's capped count): past 10,000 its total
 * reads "mais de 10.000"; a filter matching fewer is counted exactly. The rows are inserted directly
 * (this file's own database: its chain is not verified here).
 */
let app: FastifyInstance;
let token: string;
let orgaoId: number;

const lista = async (filtro: object, query = '') => {
  const r = await app.inject({
    method: 'POST',
    url: `/api/auditoria/list?size=15${query}`,
    headers: bearerOf(token),
    payload: filtro,
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { content: AuditoriaLinha[]; totalElements: number; totalLimitado?: true };
};

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
  const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [...TODAS_PERMISSOES] });
  token = (await login(app, u.email, u.senha)).accessToken;
  // 10,051 rows of the body's debtors: 50 of them deletions
  await app.ctx.db.execute(sql`
    insert into auditoria (em, usuario_id, entidade, entidade_id, acao, campos, orgao_credor_id)
    select now() - make_interval(secs => g), ${u.id}::int, 'devedor', g::text,
           case when g <= 50 then 'EXCLUIR' else 'ALTERAR' end, '{}'::jsonb, ${orgaoId}::int
      from generate_series(1, 10051) g`);
});
afterAll(async () => app.close());

describe('POST auditoria/list: the capped count', () => {
  it('past 10,000 matches: totalElements 10,000 with totalLimitado; fewer: counted exactly', async () => {
    const todas = await lista({ entidade: 'devedor' });
    expect(todas.content).toHaveLength(15);
    expect(todas.totalElements).toBe(10_000);
    expect(todas.totalLimitado).toBe(true);
    const exclusoes = await lista({ entidade: 'devedor', acao: 'EXCLUIR' }, '&sort=acao,desc');
    expect(exclusoes.totalElements).toBe(50);
    expect(exclusoes.totalLimitado).toBeUndefined();
    // the last page past the cap tells the exact total by itself
    const ultima = await lista({ entidade: 'devedor' }, `&page=${Math.floor(10_051 / 15)}`);
    expect(ultima.totalElements).toBe(10_051);
    expect(ultima.totalLimitado).toBeUndefined();
  });
});
