import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdfText.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';

let app: FastifyInstance;
let a: number;
let b: number;
let adminA: { id: number; token: string };
let perfilComum: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/usuario${url}`,
    headers: bearerOf(token),
    ...(payload ? { payload } : {}),
  });

const CRUD = ['USUARIO_CONSULTAR', 'USUARIO_CADASTRAR', 'USUARIO_ALTERAR', 'USUARIO_EXCLUIR'] as const;

const valido = (extra: object = {}) => ({
  nome: 'Fernanda Albuquerque',
  email: 'Fernanda@Orgao.gov.br',
  cpf: '529.982.247-25',
  matricula: '4321',
  telefone1: '(21) 98765-4321',
  cep: '20040-020',
  rua: 'Avenida Rio Branco',
  numero: '156',
  bairro: 'Centro',
  uf: 'RJ',
  municipio: 3304557,
  orgaoCredor: a,
  perfil: perfilComum,
  ...extra,
});

beforeAll(async () => {
  app = await createTestApp();
  a = (await seedOrgao(app, 'USRA')).id;
  b = (await seedOrgao(app, 'USRB')).id;
  const admin = await seedUsuario(app, {
    orgaoCredorId: a,
    // PAINEL: the profile it assigns holds it (nobody hands out a permission it lacks).
    permissoes: [...CRUD, 'PAINEL'],
    nome: 'Administradora do Órgão A',
  });
  adminA = { id: admin.id, token: (await login(app, admin.email, admin.senha)).accessToken };
  perfilComum = (await seedUsuario(app, { orgaoCredorId: a, permissoes: ['PAINEL'] })).perfilId;
});
afterAll(() => app.close());

describe('users', () => {
  it('creates, reads with the address, prints and edits', async () => {
    const res = await call('POST', '', adminA.token, valido());
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Usuário cadastrado com sucesso');
    const u = (await call('GET', `/${res.json().id}`, adminA.token)).json();
    expect(u).toMatchObject({
      nome: 'Fernanda Albuquerque',
      email: 'fernanda@orgao.gov.br',
      cpf: '52998224725',
      telefone1: '21987654321',
      cep: '20040020',
      municipio: { id: 3304557, nome: 'Rio de Janeiro' },
      ativo: true,
      orgaoCredor: { id: a, sigla: 'USRA' },
    });
    expect(u).not.toHaveProperty('senhaHash');
    const text = (await pdfText((await call('GET', `/${u.id}/imprimir`, adminA.token)).rawPayload)).join(' ');
    for (const s of [
      'Dados do Usuário',
      'Fernanda Albuquerque',
      '529.982.247-25',
      '20040-020',
      'Rio de Janeiro/RJ',
      'Administradora do Órgão A',
    ])
      expect(text).toContain(s);
    const upd = await call(
      'PUT',
      `/${u.id}`,
      adminA.token,
      valido({ nome: 'Fernanda Albuquerque Lima', versao: 0 }),
    );
    expect(upd.json().message).toBe('Usuário atualizado com sucesso');
    const own = await call(
      'PUT',
      `/${adminA.id}`,
      adminA.token,
      valido({
        nome: 'Administradora do Órgão A',
        email: 'admin.a@orgao.gov.br',
        cpf: '111.444.777-35',
        matricula: '1',
        versao: 0,
      }),
    );
    expect(own.json().message).toMatch(/realize o acesso novamente/);
  });

  it('validates with the spec messages', async () => {
    const cases: [object, string, string][] = [
      [{ cpf: '' }, 'cpf', 'Deve ser informado um CPF'],
      [{ cpf: '123' }, 'cpf', 'O CPF deve ter 11 caracteres'],
      [{ cpf: '111.111.111-11' }, 'cpf', 'CPF inválido'],
      [{ cep: '00000-000' }, 'cep', 'Informe um CEP válido.'],
      [{ perfil: null }, 'perfil', 'Necessário informar um Perfil'],
      [{ orgaoCredor: 0 }, 'orgaoCredor', 'Necessário informar um Órgão Credor'],
      [{ nome: 'Curto' }, 'nome', 'O nome deve ter no mínimo 10 caracteres'],
      [{ numero: '12a' }, 'numero', 'O número deve conter apenas dígitos'],
      [{ uf: 'SP' }, 'municipio', 'Município não pertence à UF informada'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await call('POST', '', adminA.token, valido(patch));
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({ errorfields: [field], errormessages: [message] });
    }
  });

  it('refuses a duplicate e-mail or CPF with 409 naming the field', async () => {
    await call('POST', '', adminA.token, valido({ email: 'unico@orgao.gov.br', cpf: '390.533.447-05' }));
    const email = await call(
      'POST',
      '',
      adminA.token,
      valido({ email: 'UNICO@orgao.gov.br', cpf: '714.602.380-01' }),
    );
    expect(problemOf(email)).toMatchObject({
      errorfields: ['email'],
      errormessages: ['Já existe um usuário com este e-mail'],
    });
    const cpf = await call(
      'POST',
      '',
      adminA.token,
      valido({ email: 'outro@orgao.gov.br', cpf: '390.533.447-05' }),
    );
    expect(email.statusCode).toBe(409);
    expect(problemOf(cpf).errorfields).toEqual(['cpf']);
  });

  it('keeps an administrator of body A away from body B', async () => {
    const deB = await seedUsuario(app, { orgaoCredorId: b, permissoes: [] });
    expect((await call('GET', `/${deB.id}`, adminA.token)).statusCode).toBe(404);
    expect(
      (
        await call(
          'PUT',
          `/${deB.id}`,
          adminA.token,
          valido({ email: 'x1@orgao.gov.br', cpf: '863.425.710-07', versao: 0 }),
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/${deB.id}`, adminA.token)).statusCode).toBe(404);
    const assign = await call(
      'POST',
      '',
      adminA.token,
      valido({ orgaoCredor: b, email: 'x2@orgao.gov.br', cpf: '863.425.710-07' }),
    );
    expect(assign.statusCode).toBe(403);
    expect(problemOf(assign).errorfields).toEqual(['orgaoCredor']);
  });

  it('deleting deactivates, ends the sessions and keeps the record; nobody deletes itself', async () => {
    const alvo = await seedUsuario(app, { orgaoCredorId: a, permissoes: ['USUARIO_CONSULTAR'] });
    const sessao = await login(app, alvo.email, alvo.senha);
    expect((await call('DELETE', `/${alvo.id}`, adminA.token)).json().message).toBe(
      'Exclusão realizada com sucesso!',
    );
    expect(problemOf(await call('POST', '/list', sessao.accessToken, {})).errorcode).toBe('27');
    expect((await call('GET', `/${alvo.id}`, adminA.token)).json().ativo).toBe(false);
    const list = (await call('POST', '/list?size=100', adminA.token, {})).json();
    expect(list.content.some((u: { id: number }) => u.id === alvo.id)).toBe(false);
    const self = await call('DELETE', `/${adminA.id}`, adminA.token);
    expect(self.statusCode).toBe(400);
    expect(problemOf(self).errormsg).toBe('Não é possível excluir o próprio usuário');
  });

  it('guards each action by its permission', async () => {
    const leitor = await seedUsuario(app, { orgaoCredorId: a, permissoes: ['USUARIO_CONSULTAR'] });
    const t = (await login(app, leitor.email, leitor.senha)).accessToken;
    expect((await call('POST', '', t, valido())).statusCode).toBe(403);
    expect((await call('PUT', `/${leitor.id}`, t, valido())).statusCode).toBe(403);
    expect((await call('DELETE', `/${leitor.id}`, t)).statusCode).toBe(403);
  });
});
