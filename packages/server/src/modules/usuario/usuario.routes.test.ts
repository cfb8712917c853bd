import { formatCpf } from '@divida/domain/format';
import type { UsuarioListItem } from '@divida/domain/usuario/usuario.schema';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { arquivoDaTarefa, lerPlanilha, TIPO_XLSX } from '../../test/planilha.ts';
import { usuario } from './usuario.table.ts';

let app: FastifyInstance;
let a: { id: number };
let b: { id: number };
let tokenA: string;
let tokenTodos: string;
let tokenSemPermissao: string;
let usuarioB: { id: number };

const list = (token: string, query = '', body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/usuario/list${query}`,
    headers: bearerOf(token),
    payload: body as object,
  });

const exportar = (token: string, query = '', body: unknown = {}) =>
  app.inject({
    method: 'POST',
    url: `/api/usuario/exportar${query}`,
    headers: bearerOf(token),
    payload: body as object,
  });

/** Past this many rows an export goes to the background (a few here, to run that path too). */
const LIMITE_DIRETO = 3;

beforeAll(async () => {
  app = await createTestApp({}, { exportacaoLimiteDireto: LIMITE_DIRETO });
  a = await seedOrgao(app, 'ORGA');
  b = await seedOrgao(app, 'ORGB');
  const adminA = await seedUsuario(app, {
    orgaoCredorId: a.id,
    permissoes: ['USUARIO_CONSULTAR'],
    nome: 'Ana Administradora',
  });
  for (const nome of ['Álvaro Souza', 'alice pereira', 'Bruno Lima'])
    await seedUsuario(app, { orgaoCredorId: a.id, permissoes: [], nome });
  usuarioB = await seedUsuario(app, { orgaoCredorId: b.id, permissoes: [], nome: 'Beatriz do Órgão B' });
  const todos = await seedUsuario(app, {
    orgaoCredorId: a.id,
    permissoes: ['USUARIO_CONSULTAR', 'ACESSO_TODOS_ORGAOS'],
    nome: 'Procurador Geral',
  });
  const sem = await seedUsuario(app, { orgaoCredorId: a.id, permissoes: ['TIPO_DOCUMENTO_CONSULTAR'] });
  tokenA = (await login(app, adminA.email, adminA.senha)).accessToken;
  tokenTodos = (await login(app, todos.email, todos.senha)).accessToken;
  tokenSemPermissao = (await login(app, sem.email, sem.senha)).accessToken;
});
afterAll(() => app.close());

describe('POST /api/usuario/list', () => {
  it('pages, sorts by name and filters by an accent- and case-free name prefix', async () => {
    const res = await list(tokenA, '?size=2&page=0&sort=nome', { nome: 'AL' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      totalElements: 2,
      content: [{ nome: 'alice pereira' }, { nome: 'Álvaro Souza' }],
    });
    const all = (await list(tokenA, '?size=100&sort=nome,desc')).json();
    const nomes: string[] = all.content.map((u: { nome: string }) => u.nome);
    expect(nomes.slice(-4)).toEqual(['Bruno Lima', 'Ana Administradora', 'Álvaro Souza', 'alice pereira']);
    expect(all.totalElements).toBe(all.content.length);
    const page2 = (await list(tokenA, '?size=2&page=1')).json();
    expect(page2.totalElements).toBe(all.totalElements);
    expect(page2.content).toHaveLength(2);
  });

  it('treats LIKE wildcards in the filter as plain text', async () => {
    expect((await list(tokenA, '', { nome: '%' })).json().totalElements).toBe(0);
    expect((await list(tokenA, '', { nome: '_' })).json().totalElements).toBe(0);
  });

  it('refuses an unknown sort field with a 400 before any SQL', async () => {
    for (const sort of ['senhaHash', 'nome;drop table usuario', 'nome,sideways', 'nome,asc,extra']) {
      const res = await list(tokenA, `?sort=${encodeURIComponent(sort)}`);
      expect(res.statusCode).toBe(400);
      expect(problemOf(res).errorfields).toEqual(['sort']);
    }
    expect((await list(tokenA, '?size=0')).statusCode).toBe(400);
    expect((await list(tokenA, '?page=-1')).statusCode).toBe(400);
  });

  it('limits a caller to its own body; ACESSO_TODOS_ORGAOS sees every body', async () => {
    const mine = (await list(tokenA, '?size=100')).json();
    expect(mine.content.every((u: { orgaoCredor: { id: number } }) => u.orgaoCredor.id === a.id)).toBe(true);
    expect((await list(tokenA, '', { orgaoCredor: b.id })).json().totalElements).toBe(0);
    const todos = (await list(tokenTodos, '?size=100')).json();
    expect(todos.content.some((u: { orgaoCredor: { id: number } }) => u.orgaoCredor.id === b.id)).toBe(true);
    const soB = (await list(tokenTodos, '?size=100', { orgaoCredor: b.id })).json();
    expect(soB.content.map((u: { id: number }) => u.id)).toEqual([usuarioB.id]);
    expect(soB.content[0]).not.toHaveProperty('senhaHash');
  });

  it('answers 403 without USUARIO_CONSULTAR', async () => {
    const res = await list(tokenSemPermissao);
    expect(res.statusCode).toBe(403);
    expect(problemOf(res).errorcode).toBe('403');
  });
});

describe('GET /api/usuario/:id', () => {
  it("answers 404 for another body's user, and the record for one's own body", async () => {
    expect(
      (await app.inject({ method: 'GET', url: `/api/usuario/${usuarioB.id}`, headers: bearerOf(tokenA) }))
        .statusCode,
    ).toBe(404);
    const res = await app.inject({
      method: 'GET',
      url: `/api/usuario/${usuarioB.id}`,
      headers: bearerOf(tokenTodos),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: usuarioB.id, orgaoCredor: { id: b.id, sigla: 'ORGB' } });
    expect(res.json()).not.toHaveProperty('senhaHash');
    expect(
      (await app.inject({ method: 'GET', url: '/api/usuario/999999', headers: bearerOf(tokenTodos) }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/usuario/abc', headers: bearerOf(tokenTodos) }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/usuario/exportar', () => {
  const CABECALHO = ['Nome', 'CPF', 'Matrícula', 'Órgão Credor', 'E-mail', 'Perfil'];
  const comoNaPlanilha = (u: UsuarioListItem) => [
    u.nome,
    u.cpf ? formatCpf(u.cpf) : null,
    u.matricula,
    u.orgaoCredor.sigla,
    u.email,
    u.perfil.nome,
  ];

  it('answers a small export as the .xlsx of the list’s rows, in the list’s filter and order', async () => {
    await app.ctx.db.update(usuario).set({ cpf: '52998224725' }).where(eq(usuario.nome, 'alice pereira'));
    const lista = (await list(tokenA, '?size=100&sort=nome,desc', { nome: 'al' })).json();
    expect(lista.totalElements).toBe(2);
    const res = await exportar(tokenA, '?sort=nome,desc', { nome: 'al' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Usuários.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.aba).toBe('Usuários');
    expect(planilha.cabecalho).toEqual(CABECALHO);
    expect(planilha.linhas).toEqual(lista.content.map(comoNaPlanilha));
    expect(planilha.linhas[0]).toEqual([
      'Álvaro Souza',
      null,
      expect.any(String),
      'ORGA',
      expect.any(String),
      expect.any(String),
    ]);
    expect(planilha.linhas[1]?.[1]).toBe('529.982.247-25');
  });

  it('runs a larger export in the background, within the caller’s body, for its owner to download', async () => {
    const lista = (await list(tokenA, '?size=100&sort=nome')).json();
    expect(lista.totalElements).toBeGreaterThan(LIMITE_DIRETO);
    const res = await exportar(tokenA, '?sort=nome');
    expect(res.statusCode, res.body).toBe(202);
    const { tarefa, arquivo } = await arquivoDaTarefa(app, tokenA, res);
    expect(tarefa).toMatchObject({
      estado: 'concluida',
      resultado: { nome: 'Usuários.xlsx', linhas: lista.totalElements },
    });
    expect(arquivo.statusCode).toBe(200);
    expect(arquivo.headers['content-disposition']).toContain(encodeURIComponent('Usuários.xlsx'));
    const planilha = await lerPlanilha(arquivo.rawPayload);
    expect(planilha.cabecalho).toEqual(CABECALHO);
    expect(planilha.linhas).toEqual(lista.content.map(comoNaPlanilha));
    // body B's user is never in body A's export, even when asked for
    expect(planilha.linhas.map((l) => l[3])).not.toContain('ORGB');
    const pedidoB = await exportar(tokenA, '', { orgaoCredor: b.id });
    expect(pedidoB.statusCode).toBe(200);
    expect((await lerPlanilha(pedidoB.rawPayload)).linhas).toEqual([]);
    // another user of the body does not get the file
    const { tarefa: id } = res.json() as { tarefa: string };
    const alheio = await app.inject({
      method: 'GET',
      url: `/api/tarefa/${id}/arquivo`,
      headers: bearerOf(tokenSemPermissao),
    });
    expect(alheio.statusCode).toBe(404);
  });

  it('exports every body with ACESSO_TODOS_ORGAOS', async () => {
    const res = await exportar(tokenTodos, '', { orgaoCredor: b.id });
    expect(res.statusCode, res.body).toBe(200);
    expect((await lerPlanilha(res.rawPayload)).linhas.map((l) => l[0])).toEqual(['Beatriz do Órgão B']);
  });

  it('answers 403 without USUARIO_CONSULTAR, 400 for a bad sort or body', async () => {
    expect((await exportar(tokenSemPermissao)).statusCode).toBe(403);
    const sort = await exportar(tokenA, '?sort=senhaHash');
    expect(sort.statusCode).toBe(400);
    expect(problemOf(sort).errorfields).toEqual(['sort']);
    expect((await exportar(tokenA, '', { nome: 'x'.repeat(151) })).statusCode).toBe(400);
    expect((await exportar(tokenA, '', { orgaoCredor: 'x' })).statusCode).toBe(400);
  });
});
