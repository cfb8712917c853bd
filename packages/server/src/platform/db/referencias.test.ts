import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { orgaoValido } from '../../test/payloads.ts';

/**
 * A record that others point to cannot be deleted: deleting it would leave them broken (a body
 * whose document type vanished could no longer be saved). 409 with a message saying why.
 */
let app: FastifyInstance;
let token: string;
let ipca: number;
let orgaoId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

const EM_USO = 'O tipo de documento está em uso e não pode ser excluído.';

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
  const areas = ['TIPO_DOCUMENTO', 'PERFIL', 'ORGAO_CREDOR'] as const;
  const u = await seedUsuario(app, {
    orgaoCredorId: orgaoId,
    permissoes: [
      'PAINEL',
      'ACESSO_TODOS_ORGAOS',
      ...areas.flatMap((a) => [`${a}_CONSULTAR`, `${a}_CADASTRAR`, `${a}_ALTERAR`, `${a}_EXCLUIR`] as const),
    ],
  });
  token = (await login(app, u.email, u.senha)).accessToken;
  const indices = (await call('POST', '/orgaoCredor/listIndiceFinanceiro', {})).json() as {
    id: number;
    sigla: string;
  }[];
  ipca = indices.find((i) => i.sigla === 'IPCA')!.id;
});
afterAll(() => app.close());

describe('deleting a document type', () => {
  it('refused while a creditor body accepts it, even as optional; the body stays saveable', async () => {
    const tipo = (await call('POST', '/tipoDocumento', { nome: 'Laudo Pericial' })).json();
    const tipos = [
      { id: 1, opcional: false },
      { id: tipo.id, opcional: true },
    ];
    const orgao = await call(
      'POST',
      '/orgaoCredor',
      orgaoValido(ipca, { sigla: 'REFS', tiposDocumentos: tipos }),
    );
    expect(orgao.statusCode).toBe(201);
    const orgaoRef = orgao.json().id;

    const del = await call('DELETE', `/tipoDocumento/${tipo.id}`);
    expect(del.statusCode).toBe(409);
    expect(problemOf(del).errormsg).toBe(EM_USO);
    expect((await call('GET', `/tipoDocumento/${tipo.id}`)).statusCode).toBe(200);

    const { versao } = (await call('GET', `/orgaoCredor/${orgaoRef}`)).json();
    const salvo = await call(
      'PUT',
      `/orgaoCredor/${orgaoRef}`,
      orgaoValido(ipca, { sigla: 'REFS', tiposDocumentos: tipos, versao }),
    );
    expect(salvo.statusCode).toBe(200);
  });

  it.each([1, 3, 9, 14, 15])('refused for the reference type %i the rules use by id', async (id) => {
    const del = await call('DELETE', `/tipoDocumento/${id}`);
    expect(del.statusCode).toBe(409);
    expect(problemOf(del).errormsg).toBe(EM_USO);
    expect((await call('GET', `/tipoDocumento/${id}`)).json()).toMatchObject({ id, excluido: false });
  });

  it('allowed for a type nobody uses', async () => {
    const tipo = (await call('POST', '/tipoDocumento', { nome: 'Rascunho Avulso' })).json();
    expect((await call('DELETE', `/tipoDocumento/${tipo.id}`)).statusCode).toBe(200);
  });
});

describe('deleting other referenced records', () => {
  it('a profile held by a user: 409 with its message', async () => {
    const { perfilId } = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['PAINEL'] });
    const del = await call('DELETE', `/perfil/${perfilId}`);
    expect(del.statusCode).toBe(409);
    expect(problemOf(del).errormsg).toBe('Este Perfil está atribuído a usuários e não pode ser excluído');
  });

  it('a creditor body with users (even deactivated ones): 409 with its message', async () => {
    const o = await seedOrgao(app);
    await seedUsuario(app, { orgaoCredorId: o.id, permissoes: ['PAINEL'], ativo: false });
    const del = await call('DELETE', `/orgaoCredor/${o.id}`);
    expect(del.statusCode).toBe(409);
    expect(problemOf(del).errormsg).toBe(
      'Este Órgão Credor possui usuários ou processos e não pode ser excluído',
    );
  });
});
