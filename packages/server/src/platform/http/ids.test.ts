import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';

/**
 * Ids are positive integers, strictly: `true`, `[2]`, `"0x2"`, `"+2"` are refused with 400 and
 * never reach a record (a coerced `true` became id 1 and reset the administrator's password).
 */
let app: FastifyInstance;
let orgao: number;
let admin: { id: number; email: string; senha: string };
let token: string;
let alvo: { id: number; perfilId: number; email: string; matricula: string | null };

const CONFUSOS: unknown[] = [true, [2], '0x2', '+2', '2', 2.5, 0, -1, 2_147_483_648];

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp();
  orgao = (await seedOrgao(app)).id;
  // The first user: id 1, the one a coerced `true` would reach.
  admin = await seedUsuario(app, {
    orgaoCredorId: orgao,
    permissoes: ['USUARIO_CONSULTAR', 'USUARIO_ALTERAR', 'USUARIO_ALTERAR_SENHA', 'ACESSO_TODOS_ORGAOS'],
  });
  // A profile needs a permission to be assignable (an empty one reads as missing).
  alvo = await seedUsuario(app, { orgaoCredorId: orgao, permissoes: ['USUARIO_CONSULTAR'] });
  const operador = await seedUsuario(app, {
    orgaoCredorId: orgao,
    permissoes: [
      'USUARIO_CONSULTAR',
      'USUARIO_ALTERAR',
      'USUARIO_ALTERAR_SENHA',
      'ORGAO_CREDOR_CONSULTAR',
      'PERFIL_CONSULTAR',
    ],
  });
  token = (await login(app, operador.email, operador.senha)).accessToken;
});
afterAll(() => app.close());

describe('ids in JSON bodies', () => {
  it('changeUserPassword refuses a confused idUsuario and changes nobody', async () => {
    expect(admin.id).toBe(1);
    for (const idUsuario of CONFUSOS) {
      const res = await call('POST', '/usuario/changeUserPassword', {
        idUsuario,
        senhaNova: 'tomada123',
        confirmacaoSenha: 'tomada123',
      });
      expect({ idUsuario, status: res.statusCode }).toEqual({ idUsuario, status: 400 });
      expect(problemOf(res).errorfields).toEqual(['idUsuario']);
    }
    await login(app, admin.email, admin.senha);
  });

  it('the user form refuses confused body, profile and municipality ids', async () => {
    const ficha = {
      versao: 0,
      nome: 'Usuário Alvo de Teste',
      email: alvo.email,
      cpf: '529.982.247-25',
      matricula: alvo.matricula,
      cep: '20040-020',
      rua: 'Avenida Rio Branco',
      numero: '156',
      bairro: 'Centro',
      uf: 'RJ',
      municipio: 3304557,
      orgaoCredor: orgao,
      perfil: alvo.perfilId,
    };
    for (const campo of ['orgaoCredor', 'perfil', 'municipio'] as const)
      for (const v of [true, [orgao], `${orgao}`, `+${orgao}`]) {
        const res = await call('PUT', `/usuario/${alvo.id}`, { ...ficha, [campo]: v });
        expect({ campo, v, status: res.statusCode }).toEqual({ campo, v, status: 400 });
        expect(problemOf(res).errorfields).toEqual([campo]);
      }
    expect((await call('PUT', `/usuario/${alvo.id}`, { ...ficha, id: true })).statusCode).toBe(400);
    const ok = await call('PUT', `/usuario/${alvo.id}`, ficha);
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('the users list filter refuses a confused body id', async () => {
    for (const orgaoCredor of [true, [orgao], `${orgao}`, '0x1'])
      expect((await call('POST', '/usuario/list', { orgaoCredor })).statusCode).toBe(400);
    for (const orgaoCredor of [0, null, orgao])
      expect((await call('POST', '/usuario/list', { orgaoCredor })).statusCode).toBe(200);
  });
});

describe('ids in paths', () => {
  it('are plain digits: no sign, no hexadecimal, no leading zero, no exponent', async () => {
    for (const id of ['+2', '0x2', '02', '2e0', '2.0', '%202', '-2', '0', '2147483648', '9007199254740993'])
      for (const url of [`/usuario/${id}`, `/orgaoCredor/${id}`, `/perfil/${id}`]) {
        const res = await call('GET', url);
        expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
      }
    expect((await call('GET', `/usuario/${alvo.id}`)).statusCode).toBe(200);
  });
});
