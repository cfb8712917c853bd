import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';

let app: FastifyInstance;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  const orgao = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

// Both lookups of the debtor and process forms; one file, one database.
describe('lookups: debt natures and identification document types', () => {
  it('POST naturezaDebito/list answers every nature, content and totalElements', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/naturezaDebito/list',
      headers: bearerOf(token),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    const { content, totalElements } = res.json();
    expect(totalElements).toBe(14);
    expect(content[0]).toEqual({ id: 1, nome: 'MULTA ADMINISTRATIVA' });
    expect(content.map((n: { nome: string }) => n.nome)).toContain('RESSARCIMENTO AO ERÁRIO');
    const anon = await app.inject({ method: 'POST', url: '/api/naturezaDebito/list', payload: {} });
    expect(anon.statusCode).toBe(401);
  });

  it('GET tipoDocumentoIdentificacao answers CPF, CNPJ, Passaporte, ID and IE', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/tipoDocumentoIdentificacao',
      headers: bearerOf(token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, nome: 'CPF', excluido: false },
      { id: 2, nome: 'CNPJ', excluido: false },
      { id: 3, nome: 'Passaporte', excluido: false },
      { id: 4, nome: 'ID', excluido: false },
      { id: 5, nome: 'IE', excluido: false },
    ]);
    expect((await app.inject({ method: 'GET', url: '/api/tipoDocumentoIdentificacao' })).statusCode).toBe(
      401,
    );
  });
});
