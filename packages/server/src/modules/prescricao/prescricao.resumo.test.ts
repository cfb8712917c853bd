import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { toApiNumber, toDecimal } from '@divida/domain/money';
import { NIVEIS_PRESCRICAO, type NivelPrescricao } from '@divida/domain/prazos/prescricao';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { atualizarPrescricao } from '../processo/index.ts';
import { processo } from '../processo/processo.table.ts';
import { consolidarResumoPrescricao } from './prescricao.consulta.ts';
import { recalcularNiveis } from '../processo/index.ts';

/**
 * The summary (`GET /prescricao/resumo`) reads running totals kept by a trigger
 * (prescricao.table.ts): after any sequence of changes of the stored level, the body, the total and
 * the deletion of processes (written directly, as any writer may, and by the daily job), with or
 * without the fold in between, it equals a count over the processes, within each caller's scope.
 */
const HOJE = todayInSaoPaulo();
let app: FastifyInstance;
let orgaoA: number;
let orgaoB: number;
let doOrgaoA: string; // body A's user: sees only body A
let deTodos: string; // every body
const ids: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  orgaoA = (await seedOrgao(app)).id;
  orgaoB = (await seedOrgao(app)).id;
  const usuario = async (
    orgaoCredorId: number,
    permissoes: Parameters<typeof seedUsuario>[1]['permissoes'],
  ) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const cadastroA = await usuario(orgaoA, [
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
  ]);
  const cadastroB = await usuario(orgaoB, [
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
  ]);
  doOrgaoA = await usuario(orgaoA, ['PRESCRICAO_CONSULTAR']);
  deTodos = await usuario(orgaoB, ['PRESCRICAO_CONSULTAR', 'ACESSO_TODOS_ORGAOS']);
  for (const [token, inscrever] of [
    [cadastroA, true],
    [cadastroA, false],
    [cadastroA, true],
    [cadastroB, true],
    [cadastroB, false],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: bearerOf(token),
      payload: processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    // an inscribed process gets its level from the server's own path (atualizarPrescricao)
    if (inscrever) {
      await inscreverParaTeste(app, id, {}, addDays(HOJE, -1700 - ids.length * 30));
      await atualizarPrescricao(app.ctx.db, [id], HOJE);
    }
    ids.push(id);
  }
}, 60_000);
afterAll(() => app?.close());

/** The summary counted over the processes themselves, as it was computed before the totals. */
async function contado(orgao?: number) {
  const linhas = (await app.ctx.db.execute(sql`
    select prescricao_nivel as nivel, count(*)::int as quantidade, sum(total_corrigido)::text as valor
      from ${processo}
     where not excluido and prescricao_nivel is not null
       ${orgao === undefined ? sql`` : sql`and orgao_credor_id = ${orgao}`}
     group by prescricao_nivel`)) as unknown as {
    rows: { nivel: NivelPrescricao; quantidade: number; valor: string }[];
  };
  return NIVEIS_PRESCRICAO.map((nivel) => {
    const l = linhas.rows.find((x) => x.nivel === nivel);
    return { nivel, quantidade: Number(l?.quantidade ?? 0), valor: toApiNumber(l?.valor ?? '0') };
  });
}

async function resumo(token: string) {
  const res = await app.inject({ method: 'GET', url: '/api/prescricao/resumo', headers: bearerOf(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

type Passo =
  | { tipo: 'NIVEL'; i: number; nivel: NivelPrescricao | null }
  | { tipo: 'EXCLUIDO'; i: number; excluido: boolean }
  | { tipo: 'ORGAO'; i: number; b: boolean }
  | { tipo: 'TOTAL'; i: number; centavos: number }
  | { tipo: 'JOB'; dias: number }
  | { tipo: 'CONSOLIDAR' };

const processoAleatorio = fc.integer({ min: 0, max: 4 });
const passo: fc.Arbitrary<Passo> = fc.oneof(
  fc.record({
    tipo: fc.constant('NIVEL' as const),
    i: processoAleatorio,
    nivel: fc.option(fc.constantFrom(...NIVEIS_PRESCRICAO), { nil: null }),
  }),
  fc.record({ tipo: fc.constant('EXCLUIDO' as const), i: processoAleatorio, excluido: fc.boolean() }),
  fc.record({ tipo: fc.constant('ORGAO' as const), i: processoAleatorio, b: fc.boolean() }),
  fc.record({
    tipo: fc.constant('TOTAL' as const),
    i: processoAleatorio,
    centavos: fc.integer({ min: 0, max: 99_999_999_99 }),
  }),
  fc.record({ tipo: fc.constant('JOB' as const), dias: fc.integer({ min: 0, max: 800 }) }),
  fc.record({ tipo: fc.constant('CONSOLIDAR' as const) }),
);

async function aplicar(p: Passo) {
  const db = app.ctx.db;
  switch (p.tipo) {
    case 'NIVEL':
      return db.update(processo).set({ prescricaoNivel: p.nivel }).where(eq(processo.id, ids[p.i]!));
    case 'EXCLUIDO':
      return db.update(processo).set({ excluido: p.excluido }).where(eq(processo.id, ids[p.i]!));
    case 'ORGAO':
      return db
        .update(processo)
        .set({ orgaoCredorId: p.b ? orgaoB : orgaoA })
        .where(eq(processo.id, ids[p.i]!));
    case 'TOTAL':
      return db
        .update(processo)
        .set({ totalCorrigido: toDecimal((p.centavos / 100).toFixed(2)) })
        .where(eq(processo.id, ids[p.i]!));
    case 'JOB':
      // the daily job's own writes, on a later day: the levels due are recomputed and stored
      return recalcularNiveis(db, addDays(HOJE, p.dias));
    case 'CONSOLIDAR':
      return consolidarResumoPrescricao(db);
  }
}

it('the summary equals a count over the processes after random changes, within each scope', async () => {
  // before any change: the levels the inscriptions stored are counted
  expect((await resumo(deTodos)).some((r: { quantidade: number }) => r.quantidade > 0)).toBe(true);
  await fc.assert(
    fc.asyncProperty(fc.array(passo, { minLength: 1, maxLength: 12 }), async (passos) => {
      for (const p of passos) await aplicar(p);
      expect(await resumo(deTodos)).toEqual(await contado());
      expect(await resumo(doOrgaoA)).toEqual(await contado(orgaoA));
    }),
    { numRuns: 40 },
  );
  // and folded, the totals are one row per body and level, still equal
  await consolidarResumoPrescricao(app.ctx.db);
  const linhas = (await app.ctx.db.execute(
    sql`select count(*)::int as n, count(distinct (orgao_credor_id, nivel))::int as chaves from resumo_prescricao`,
  )) as unknown as { rows: { n: number; chaves: number }[] };
  expect(linhas.rows[0]!.n).toBe(linhas.rows[0]!.chaves);
  expect(await resumo(deTodos)).toEqual(await contado());
  expect(await resumo(doOrgaoA)).toEqual(await contado(orgaoA));
}, 300_000);
