import type { Permissao } from '@divida/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { provarEscopo, provarListaEscopo } from '../../test/escopo.ts';
import { createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';

/** Users are their body's: another body's user is not found, whatever the call. */
let app: FastifyInstance;
let a: number;
let b: number;
let adminA: string;
let pge: string;

const ADMIN: Permissao[] = [
  'USUARIO_CONSULTAR',
  'USUARIO_CADASTRAR',
  'USUARIO_ALTERAR',
  'USUARIO_EXCLUIR',
  'USUARIO_ALTERAR_SENHA',
];

beforeAll(async () => {
  app = await createTestApp();
  a = (await seedOrgao(app)).id;
  b = (await seedOrgao(app)).id;
  const x = await seedUsuario(app, { orgaoCredorId: a, permissoes: ADMIN });
  const p = await seedUsuario(app, { orgaoCredorId: a, permissoes: [...ADMIN, 'ACESSO_TODOS_ORGAOS'] });
  adminA = (await login(app, x.email, x.senha)).accessToken;
  pge = (await login(app, p.email, p.senha)).accessToken;
});
afterAll(() => app.close());

describe("another body's user", () => {
  it('answers 404 on read, print, write, password and delete', async () => {
    const deB = await seedUsuario(app, { orgaoCredorId: b, permissoes: [], nome: 'Beatriz do Órgão B' });
    await provarEscopo(app, {
      deFora: adminA,
      deDentro: pge,
      pedidos: {
        ler: { method: 'GET', url: `/api/usuario/${deB.id}` },
        imprimir: { method: 'GET', url: `/api/usuario/${deB.id}/imprimir` },
        alterar: {
          method: 'PUT',
          url: `/api/usuario/${deB.id}`,
          payload: {
            nome: 'Beatriz do Órgão B',
            email: deB.email,
            cpf: '529.982.247-25',
            matricula: deB.matricula,
            cep: '20040-020',
            rua: 'Avenida Rio Branco',
            numero: '156',
            bairro: 'Centro',
            uf: 'RJ',
            municipio: 3304557,
            orgaoCredor: b,
            perfil: deB.perfilId,
            versao: 0,
          },
        },
        senha: {
          method: 'POST',
          url: '/api/usuario/changeUserPassword',
          payload: { idUsuario: deB.id, senhaNova: 'tomada123', confirmacaoSenha: 'tomada123' },
        },
        excluir: { method: 'DELETE', url: `/api/usuario/${deB.id}` },
      },
    });
  });

  it('is not listed, even when filtering by its body', async () => {
    const deB = await seedUsuario(app, { orgaoCredorId: b, permissoes: [] });
    for (const payload of [{}, { orgaoCredor: b }])
      await provarListaEscopo(app, {
        deFora: adminA,
        deDentro: pge,
        lista: { method: 'POST', url: '/api/usuario/list?size=100', payload },
        id: deB.id,
      });
  });
});
