import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp({ TEST_CLOCK: 'true' });
  const orgao = await seedOrgao(app);
  const u = await seedUsuario(app, {
    orgaoCredorId: orgao.id,
    permissoes: ['PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR', 'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
  });
  token = (await login(app, u.email, u.senha)).accessToken;
}, 60_000);
afterAll(() => app?.close());

it("POST processoConstituicaoCredito dates the process by the server's today (ctx.relogio) and numbers it by that year", async () => {
  const hoje = addDays(todayInSaoPaulo(), 400); // always in a later year than the system clock's
  const relogio = await app.inject({ method: 'PUT', url: '/api/teste/relogio', payload: { hoje } });
  expect(relogio.json()).toEqual({ hoje });

  const criado = await app.inject({
    method: 'POST',
    url: '/api/processoConstituicaoCredito',
    headers: bearerOf(token),
    payload: processoValido('529.982.247-25'),
  });
  expect(criado.statusCode, criado.body).toBe(201);
  const detalhe = await app.inject({
    method: 'GET',
    url: `/api/processoConstituicaoCredito/${criado.json().id}`,
    headers: bearerOf(token),
  });
  expect(detalhe.statusCode, detalhe.body).toBe(200);
  expect(detalhe.json().data).toBe(hoje);
  expect(detalhe.json().numero.slice(0, 4)).toBe(hoje.slice(0, 4));
});
