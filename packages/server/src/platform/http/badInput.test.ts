import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';

/**
 * Every JSON endpoint of the platform, thrown random and hostile bodies: the answer is a 4xx with
 * the error contract (or a 2xx when the random body happens to be valid), never a 5xx.
 */
let app: FastifyInstance;
let token: string;

const endpoints: { method: 'POST' | 'PUT'; url: string; fields: string[] }[] = [
  { method: 'POST', url: '/api/auth/login', fields: ['email', 'senha', 'recaptchaToken'] },
  { method: 'POST', url: '/api/auth/recoverPassword', fields: ['email'] },
  { method: 'POST', url: '/api/auth/resetPassword', fields: ['novaSenha', 'token'] },
  { method: 'POST', url: '/api/usuario/changePassword', fields: ['senhaAtual', 'senhaNova'] },
  {
    method: 'POST',
    url: '/api/usuario/changeUserPassword',
    fields: ['idUsuario', 'senhaNova', 'confirmacaoSenha'],
  },
  { method: 'POST', url: '/api/usuario/list', fields: ['nome', 'orgaoCredor'] },
  { method: 'POST', url: '/api/tipoDocumento/list', fields: ['nome'] },
  { method: 'POST', url: '/api/tipoDocumento', fields: ['nome'] },
  { method: 'PUT', url: '/api/tipoDocumento/1', fields: ['id', 'nome', 'versao'] },
];

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app);
  // Every permission but password assignment and type writes would change state we rely on.
  const u = await seedUsuario(app, {
    orgaoCredorId: o.id,
    permissoes: ['USUARIO_CONSULTAR', 'TIPO_DOCUMENTO_CONSULTAR'],
  });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

const hostile = fc.oneof(
  fc.string({ maxLength: 50 }),
  fc.string({ minLength: 5000, maxLength: 6000 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.anything(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.anything(), { maxKeys: 3 }),
  fc.constantFrom("' or 1=1 --", '%', '_', '\u0000', '💥'.repeat(100), '__proto__', 'a@b.c'),
);

function expectContract(status: number, res: Parameters<typeof problemOf>[0]) {
  expect(status).toBeLessThan(500);
  if (status >= 400) {
    const p = problemOf(res);
    expect(p.errormsg).toBeTruthy();
    expect(Number(p.errorcode)).toBeGreaterThan(0);
    if (p.errorfields) expect(p.errorfields.length).toBe(p.errormessages?.length);
  }
}

describe('bad input never yields a 5xx', () => {
  for (const e of endpoints) {
    it(`${e.method} ${e.url}`, async () => {
      // Missing fields, wrong types, oversized strings.
      for (const payload of [
        {},
        Object.fromEntries(e.fields.map((f) => [f, 12345])),
        Object.fromEntries(e.fields.map((f) => [f, 'x'.repeat(100_000)])),
      ]) {
        const res = await app.inject({ method: e.method, url: e.url, headers: bearerOf(token), payload });
        expectContract(res.statusCode, res);
      }
      // Malformed JSON and a non-object body.
      for (const raw of ['{"a":', '[1,2', 'null', '"texto"', '12']) {
        const res = await app.inject({
          method: e.method,
          url: e.url,
          headers: { ...bearerOf(token), 'content-type': 'application/json' },
          payload: raw,
        });
        expectContract(res.statusCode, res);
      }
      await fc.assert(
        fc.asyncProperty(
          fc.record(Object.fromEntries(e.fields.map((f) => [f, hostile])), { requiredKeys: [] }),
          async (body) => {
            const res = await app.inject({
              method: e.method,
              url: e.url,
              headers: bearerOf(token),
              payload: body as object,
            });
            expectContract(res.statusCode, res);
          },
        ),
        { numRuns: 40 },
      );
    });
  }

  it('the paging query refuses garbage with 400', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 30 }),
        fc.string({ maxLength: 10 }),
        fc.string({ maxLength: 10 }),
        async (sort, size, page) => {
          const q = new URLSearchParams({ sort, size, page }).toString();
          const res = await app.inject({
            method: 'POST',
            url: `/api/usuario/list?${q}`,
            headers: bearerOf(token),
            payload: {},
          });
          expectContract(res.statusCode, res);
        },
      ),
      { numRuns: 60 },
    );
  });
});
