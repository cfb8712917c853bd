import { TODAS_PERMISSOES, type Permissao } from '@divida/domain/permissions';
import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { perfil, perfilPermissao } from '../perfil/perfil.table.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';

/**
 * Nobody hands out, through a profile, a permission it does not hold itself: a body administrator
 * must not reach a wider profile by assigning it, creating a user with it, taking over a user who
 * holds it (new password, edit, deactivation) or editing the profile.
 */
let app: FastifyInstance;
let orgao: number;
let admin: { id: number; perfilId: number; token: string };
let amplo: number;
let estreito: number;
let total: number;
let comum: { id: number; email: string; senha: string };
let colega: { id: number; email: string; senha: string };

const DO_ADMIN: Permissao[] = [
  'USUARIO_CONSULTAR',
  'USUARIO_CADASTRAR',
  'USUARIO_ALTERAR',
  'USUARIO_EXCLUIR',
  'USUARIO_ALTERAR_SENHA',
  'PERFIL_CONSULTAR',
  'PERFIL_CADASTRAR',
  'PERFIL_ALTERAR',
  'PERFIL_EXCLUIR',
  'PAINEL',
];

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

/** A PUT carries the record's current version (read as the administrator), as the page does. */
async function call(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) {
  if (method !== 'PUT' || !payload || 'versao' in payload) return inject(method, url, token, payload);
  const atual = await inject('GET', url, admin.token);
  const versao = atual.statusCode === 200 ? (atual.json() as { versao: number }).versao : 0;
  return inject(method, url, token, { ...payload, versao });
}

const ficha = (extra: object) => ({
  nome: 'Usuária de Teste Alcance',
  email: 'alcance@orgao.gov.br',
  cpf: '529.982.247-25',
  matricula: '777',
  cep: '20040-020',
  rua: 'Avenida Rio Branco',
  numero: '156',
  bairro: 'Centro',
  uf: 'RJ',
  municipio: 3304557,
  orgaoCredor: orgao,
  perfil: estreito,
  ...extra,
});

const perfilDe = async (id: number) => (await call('GET', `/usuario/${id}`, admin.token)).json().perfil.id;

beforeAll(async () => {
  app = await createTestApp();
  orgao = (await seedOrgao(app)).id;
  const a = await seedUsuario(app, { orgaoCredorId: orgao, permissoes: DO_ADMIN });
  admin = { id: a.id, perfilId: a.perfilId, token: (await login(app, a.email, a.senha)).accessToken };
  const c = await seedUsuario(app, { orgaoCredorId: orgao, permissoes: ['PAINEL'] });
  comum = c;
  estreito = c.perfilId;
  const w = await seedUsuario(app, {
    orgaoCredorId: orgao,
    permissoes: TODAS_PERMISSOES.filter((p) => p !== 'ACESSO_TODOS_ORGAOS'),
  });
  colega = w;
  amplo = w.perfilId;
  total = (await seedUsuario(app, { orgaoCredorId: orgao, permissoes: [...TODAS_PERMISSOES] })).perfilId;
});
afterAll(() => app.close());

describe('a body administrator and wider profiles', () => {
  it('cannot assign a wider profile to a user of its body', async () => {
    const u = (await call('GET', `/usuario/${comum.id}`, admin.token)).json();
    const res = await call(
      'PUT',
      `/usuario/${comum.id}`,
      admin.token,
      ficha({ nome: u.nome, email: u.email, cpf: '390.533.447-05', matricula: u.matricula, perfil: amplo }),
    );
    expect(res.statusCode).toBe(403);
    expect(problemOf(res).errorfields).toEqual(['perfil']);
    expect(await perfilDe(comum.id)).toBe(estreito);
    const t = (await login(app, comum.email, comum.senha)).accessToken;
    const conf = await call('PUT', '/conf/editar', t, {
      maxParcelas: 1,
      valorMinParcelas: 1,
      porcentagemJurosMes: 0.99,
      porcentagemHonorarios: 0.99,
    });
    expect(conf.statusCode).toBe(403);
  });

  it('cannot create a user with a wider profile, nor with the all-bodies one', async () => {
    for (const perfil of [amplo, total]) {
      const res = await call('POST', '/usuario', admin.token, ficha({ perfil }));
      expect(res.statusCode).toBe(403);
    }
    const list = await call('POST', '/usuario/list', admin.token, { nome: 'Usuária de Teste Alcance' });
    expect(list.json().totalElements).toBe(0);
  });

  it('cannot set the password of, edit or deactivate a same-body user with a wider profile', async () => {
    const senha = await call('POST', '/usuario/changeUserPassword', admin.token, {
      idUsuario: colega.id,
      senhaNova: 'tomada123',
      confirmacaoSenha: 'tomada123',
    });
    expect(senha.statusCode).toBe(403);
    await expect(login(app, colega.email, 'tomada123')).rejects.toThrow(/401/);
    await login(app, colega.email, colega.senha);

    const u = (await call('GET', `/usuario/${colega.id}`, admin.token)).json();
    const edit = await call(
      'PUT',
      `/usuario/${colega.id}`,
      admin.token,
      ficha({
        nome: u.nome,
        email: 'outro.email@orgao.gov.br',
        cpf: '714.602.380-01',
        matricula: u.matricula,
        perfil: estreito,
      }),
    );
    expect(edit.statusCode).toBe(403);
    expect(await perfilDe(colega.id)).toBe(amplo);

    expect((await call('DELETE', `/usuario/${colega.id}`, admin.token)).statusCode).toBe(403);
    expect((await call('GET', `/usuario/${colega.id}`, admin.token)).json().ativo).toBe(true);
  });

  it('cannot edit, strip or delete a profile holding a permission it lacks, nor widen its own', async () => {
    for (const id of [total, amplo]) {
      const res = await call('PUT', `/perfil/${id}`, admin.token, {
        nome: 'Despojado',
        permissoes: ['PAINEL'],
      });
      expect(res.statusCode).toBe(403);
    }
    expect((await call('GET', `/perfil/${total}`, admin.token)).json().permissoes).toContain(
      'ACESSO_TODOS_ORGAOS',
    );
    const proprio = await call('PUT', `/perfil/${admin.perfilId}`, admin.token, {
      nome: 'Administrador Ampliado',
      permissoes: [...DO_ADMIN, 'ALTERAR_CONFIGURACAO'],
    });
    expect(proprio.statusCode).toBe(403);
    const novo = await call('POST', '/perfil', admin.token, {
      nome: 'Configurador',
      permissoes: ['ALTERAR_CONFIGURACAO'],
    });
    expect(novo.statusCode).toBe(403);
    const [livre] = await app.ctx.db.insert(perfil).values({ nome: 'CONFIGURADOR LIVRE' }).returning();
    await app.ctx.db
      .insert(perfilPermissao)
      .values({ perfilId: livre!.id, permissao: 'ALTERAR_CONFIGURACAO' });
    expect((await call('DELETE', `/perfil/${livre!.id}`, admin.token)).statusCode).toBe(403);
    expect((await call('GET', `/perfil/${livre!.id}`, admin.token)).statusCode).toBe(200);
  });

  it('still assigns, creates and manages within its own permissions', async () => {
    const criado = await call('POST', '/usuario', admin.token, ficha({ email: 'dentro@orgao.gov.br' }));
    expect(criado.statusCode).toBe(201);
    const senha = await call('POST', '/usuario/changeUserPassword', admin.token, {
      idUsuario: comum.id,
      senhaNova: 'atribuida1',
      confirmacaoSenha: 'atribuida1',
    });
    expect(senha.statusCode).toBe(200);
    // a body's administrator creates their body's own profiles, never a shared one (issue 37 item 1)
    const p = await call('POST', '/perfil', admin.token, { nome: 'Painel Apenas', permissoes: ['PAINEL'] });
    expect(p.statusCode, p.body).toBe(201);
    expect(p.json().orgaoCredor).toMatchObject({ id: orgao });
    const edit = await call('PUT', `/perfil/${p.json().id}`, admin.token, {
      nome: 'Painel E Usuarios',
      permissoes: ['PAINEL', 'USUARIO_CONSULTAR'],
    });
    expect(edit.statusCode).toBe(200);
    const compartilhado = await call('POST', '/perfil', admin.token, {
      nome: 'Painel Comum',
      permissoes: ['PAINEL'],
      idOrgaoCredor: null,
    });
    expect(compartilhado.statusCode).toBe(403);
    expect(problemOf(compartilhado).errormsg).toBe(MENSAGENS.cadastroCompartilhado);
  });
});

describe('own password', () => {
  it('is changed only through changePassword, which asks for the current one', async () => {
    const res = await call('POST', '/usuario/changeUserPassword', admin.token, {
      idUsuario: admin.id,
      senhaNova: 'semAtual123',
      confirmacaoSenha: 'semAtual123',
    });
    expect(res.statusCode).toBe(400);
    expect(problemOf(res).errormsg).toBe(
      'Para alterar a própria senha, use Alterar Senha, informando a senha atual',
    );
    const me = await call('GET', `/usuario/${admin.id}`, admin.token);
    await expect(login(app, me.json().email, 'semAtual123')).rejects.toThrow(/401/);
  });
});
