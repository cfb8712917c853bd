import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { tipoDocumento } from '../../modules/tipoDocumento/tipoDocumento.table.ts';
import { usuario as usuarioTable } from '../../modules/usuario/usuario.table.ts';
import { orgaoValido, usuarioValido } from '../../test/payloads.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { AppError } from '../errors.ts';
import { comUnicos } from './uniqueViolation.ts';

/**
 * Two staff members saving the same name at the same moment: both pass the service's pre-check,
 * the database's unique index refuses the second insert. That must be the same 409 on the field as
 * the pre-check gives, never a 500 (PostgreSQL runs these truly in parallel; PGlite serialises).
 */
let app: FastifyInstance;
let token: string;
let orgaoId: number;
let ipca: number;
let perfilComum: number;

const N = 6;

const post = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearerOf(token), payload });

function expectOneCreatedRestConflict(res: LightMyRequestResponse[], field: string, message: string) {
  const codes = res.map((r) => r.statusCode).sort();
  expect(codes).toEqual([201, ...Array(N - 1).fill(409)]);
  for (const r of res.filter((x) => x.statusCode === 409)) {
    expect(problemOf(r)).toMatchObject({ errorfields: [field], errormessages: [message] });
  }
}

// Valid CPFs, distinct.
const CPFS = ['52998224725', '11144477735', '12345678909', '93541134780', '39053344705', '86288366757'];

const CNPJS = [
  '11222333000181',
  '11444777000161',
  '33000167000101',
  '00000000000191',
  '60746948000112',
  '00360305000104',
];

const orgao = (i: number, extra: object = {}) =>
  orgaoValido(ipca, {
    nome: `Secretaria de Teste ${'ABCDEFGHIJ'[i]}`,
    cnpj: CNPJS[i],
    sigla: `SIG${'ABCDEFGHIJ'[i]}`,
    ...extra,
  });

const usuario = (i: number, extra: object = {}) =>
  usuarioValido(orgaoId, perfilComum, {
    nome: `Usuária Concorrente ${'ABCDEFGHIJ'[i]}`,
    email: `concorrente${i}@orgao.gov.br`,
    cpf: CPFS[i],
    matricula: `77${i}`,
    ...extra,
  });

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
  const u = await seedUsuario(app, {
    orgaoCredorId: orgaoId,
    permissoes: [
      'PAINEL',
      'ACESSO_TODOS_ORGAOS',
      'PERFIL_CONSULTAR',
      'PERFIL_CADASTRAR',
      'TIPO_DOCUMENTO_CADASTRAR',
      'ORGAO_CREDOR_CONSULTAR',
      'ORGAO_CREDOR_CADASTRAR',
      'USUARIO_CADASTRAR',
      'USUARIO_CONSULTAR',
    ],
  });
  token = (await login(app, u.email, u.senha)).accessToken;
  perfilComum = (await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['PAINEL'] })).perfilId;
  const indices = (await post('/orgaoCredor/listIndiceFinanceiro', {})).json() as {
    id: number;
    sigla: string;
  }[];
  ipca = indices.find((i) => i.sigla === 'IPCA')!.id;
});
afterAll(() => app.close());

const vezes = <T>(f: (i: number) => Promise<T>) => Promise.all(Array.from({ length: N }, (_, i) => f(i)));

describe('concurrent creates with the same unique key', () => {
  it('document type name: one 201, the rest 409 on nome', async () => {
    const res = await vezes(() => post('/tipoDocumento', { nome: 'Laudo Concorrente' }));
    expectOneCreatedRestConflict(res, 'nome', 'Já existe um Tipo de Documento com este nome');
  });

  it('profile name: one 201, the rest 409 on nome', async () => {
    const res = await vezes(() => post('/perfil', { nome: 'Perfil Concorrente', permissoes: ['PAINEL'] }));
    expectOneCreatedRestConflict(res, 'nome', 'Já existe um Perfil com este nome');
  });

  it('creditor body sigla: one 201, the rest 409 on sigla', async () => {
    const res = await vezes((i) => post('/orgaoCredor', orgao(i, { sigla: 'MESMA', cnpj: CNPJS[i] })));
    expectOneCreatedRestConflict(res, 'sigla', 'Já existe um Órgão Credor com esta sigla');
  });

  it('creditor body CNPJ: one 201, the rest 409 on cnpj', async () => {
    const res = await vezes((i) => post('/orgaoCredor', orgao(i, { cnpj: '47960950000121' })));
    expectOneCreatedRestConflict(res, 'cnpj', 'Já existe um Órgão Credor com este CNPJ');
  });

  it('user e-mail (any case): one 201, the rest 409 on email', async () => {
    const res = await vezes((i) =>
      post('/usuario', usuario(i, { email: i % 2 ? 'Mesmo@Orgao.gov.br' : 'mesmo@orgao.gov.br' })),
    );
    expectOneCreatedRestConflict(res, 'email', 'Já existe um usuário com este e-mail');
  });

  it('user CPF: one 201, the rest 409 on cpf', async () => {
    const res = await vezes((i) =>
      post('/usuario', usuario(i, { email: `cpf${i}@orgao.gov.br`, cpf: '71428793860' })),
    );
    expectOneCreatedRestConflict(res, 'cpf', 'Já existe um usuário com este CPF');
  });
});

describe('a record deleted while another request saves a row pointing to it', () => {
  it('a user saved with a profile deleted meanwhile: 409 asking to reload, never a 500, and no user', async () => {
    const criado = await post('/perfil', { nome: 'Perfil Que Some', permissoes: ['PAINEL'] });
    const perfilId = (criado.json() as { id: number }).id;
    // The other request's delete lands between this one's checks and its insert.
    await app.ctx.db.execute(
      sql.raw(`
      create function apagar_perfil_no_meio() returns trigger language plpgsql as $$
      begin
        delete from perfil_permissao where perfil_id = new.perfil_id;
        delete from perfil where id = new.perfil_id;
        return new;
      end $$`),
    );
    await app.ctx.db.execute(
      sql.raw(`
      create trigger apagar_perfil_no_meio before insert on usuario
        for each row when (new.email = 'corrida@orgao.gov.br') execute function apagar_perfil_no_meio();`),
    );
    try {
      const res = await post(
        '/usuario',
        usuarioValido(orgaoId, perfilId, {
          email: 'corrida@orgao.gov.br',
          cpf: '28625587887',
          matricula: '991',
        }),
      );
      expect(res.statusCode).toBe(409);
      expect(problemOf(res).errormsg).toBe('O registro foi alterado por outro usuário. Recarregue a página.');
      const [r] = await app.ctx.db
        .select()
        .from(usuarioTable)
        .where(eq(usuarioTable.email, 'corrida@orgao.gov.br'));
      expect(r).toBeUndefined();
    } finally {
      await app.ctx.db.execute(sql.raw('drop trigger apagar_perfil_no_meio on usuario'));
      await app.ctx.db.execute(sql.raw('drop function apagar_perfil_no_meio()'));
    }
  });
});

describe('comUnicos', () => {
  it("turns the database's own unique violation into a conflict on the field, on this driver", async () => {
    const inserir = () => app.ctx.db.insert(tipoDocumento).values({ nome: 'DIRETO NO BANCO' });
    await inserir();
    const unicos = { tipo_documento_nome_vivo: { field: 'nome', message: 'Nome repetido' } };
    const err = await comUnicos(unicos, inserir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AppError);
    expect((err as AppError).toProblem()).toMatchObject({
      status: 409,
      errorfields: ['nome'],
      errormessages: ['Nome repetido'],
    });
  });
});
