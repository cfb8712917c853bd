import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { ate, bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { atualizarPrescricao, prescricaoDoProcesso } from '../processo/index.ts';
import { processo } from '../processo/processo.table.ts';

/**
 * A change of the prescription term (`anosPrescricao`, /configuracao) is saved at once and
 * recomputes the stored deadlines and levels in the background (prescricao.jobs.ts): afterwards
 * every stored value equals the pure function's under the new term.
 */
const HOJE = todayInSaoPaulo();
let app: FastifyInstance;
let admin: string;
let pge: string; // the configuration is one for the whole office: the PGE changes it
const ids: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const u = await seedUsuario(app, {
    orgaoCredorId: a.id,
    permissoes: [
      'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
      'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
      'CONSULTAR_CONFIGURACAO',
      'ALTERAR_CONFIGURACAO',
    ],
  });
  admin = (await login(app, u.email, u.senha)).accessToken;
  const g = await seedUsuario(app, {
    orgaoCredorId: a.id,
    permissoes: ['CONSULTAR_CONFIGURACAO', 'ALTERAR_CONFIGURACAO', 'ACESSO_TODOS_ORGAOS'],
  });
  pge = (await login(app, g.email, g.senha)).accessToken;
  // inscribed 1 to 6 years ago: under 5 years some are green, some near the end, none prescribed
  for (const diasAtras of [300, 700, 1100, 1500, 1800, 2100]) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: bearerOf(admin),
      payload: processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }),
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as number;
    await inscreverParaTeste(app, id, {}, addDays(HOJE, -diasAtras));
    ids.push(id);
  }
  await atualizarPrescricao(app.ctx.db, ids, HOJE);
}, 60_000);
afterAll(() => app?.close());

const armazenados = async () =>
  (
    await app.ctx.db
      .select({ id: processo.id, nivel: processo.prescricaoNivel, prazo: processo.prescricaoPrazo })
      .from(processo)
      .where(inArray(processo.id, ids))
      .orderBy(processo.id)
  ).map(({ nivel, prazo }) => ({ nivel, prazo }));

const calculados = async () => {
  const r = [];
  for (const id of [...ids].sort((a, b) => a - b)) {
    const c = await prescricaoDoProcesso(app.ctx.db, id, HOJE);
    r.push({ nivel: c?.nivel ?? null, prazo: c?.prazoPrescricional ?? null });
  }
  return r;
};

it('changing anosPrescricao recomputes the stored levels and deadlines', async () => {
  const antes = await armazenados();
  expect(antes).toEqual(await calculados());
  const conf = await app.inject({
    method: 'GET',
    url: '/api/conf/buscarConfiguracoes',
    headers: bearerOf(admin),
  });
  expect(conf.json().anosPrescricao).toBe(5);
  const res = await app.inject({
    method: 'PUT',
    url: '/api/conf/editar',
    headers: bearerOf(pge),
    payload: { ...(conf.json() as object), anosPrescricao: 3 },
  });
  expect(res.statusCode, res.body).toBe(200);
  // saved at once; the levels follow when the background task has run
  expect(res.json().anosPrescricao).toBe(3);
  const esperados = await calculados();
  // the new term moves something: otherwise the test could not tell a recomputation from none
  expect(esperados).not.toEqual(antes);
  await ate(async () => JSON.stringify(await armazenados()) === JSON.stringify(esperados));
  expect(await armazenados()).toEqual(esperados);
}, 60_000);
