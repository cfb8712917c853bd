import { MENSAGENS } from '@divida/domain/errors';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../platform/audit/auditoria.table.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { lerPlanilha, TIPO_XLSX } from '../../test/planilha.ts';
import { orgaoCredorTipoDocumento } from '../orgaoCredor/orgaoCredor.table.ts';

let app: FastifyInstance;
let gestor: string; // the PGE: document types are shared by every body
let doOrgao: string; // a body's user holding every document type permission
let leitor: string;
let orgaoId: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  app.inject({
    method,
    url: `/api/tipoDocumento${url}`,
    headers: bearerOf(token),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
  const todas = [
    'TIPO_DOCUMENTO_CONSULTAR',
    'TIPO_DOCUMENTO_CADASTRAR',
    'TIPO_DOCUMENTO_ALTERAR',
    'TIPO_DOCUMENTO_EXCLUIR',
  ] as const;
  const g = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [...todas, 'ACESSO_TODOS_ORGAOS'] });
  const o = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: [...todas] });
  doOrgao = (await login(app, o.email, o.senha)).accessToken;
  const l = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['TIPO_DOCUMENTO_CONSULTAR'] });
  gestor = (await login(app, g.email, g.senha)).accessToken;
  leitor = (await login(app, l.email, l.senha)).accessToken;
});
afterAll(() => app.close());

describe('document types', () => {
  it('loads the reference types with their fixed ids', async () => {
    const res = await call('POST', '/list?size=100000000&sort=id', leitor, {});
    const ids = res.json().content.map((t: { id: number }) => t.id);
    expect(ids).toEqual([1, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect((await call('GET', '/14', leitor)).json()).toEqual({
      id: 14,
      nome: 'PROCURAÇÃO',
      excluido: false,
      versao: 0,
    });
  });

  it('creates in upper case, audits, refuses a duplicate with 409 on nome', async () => {
    const res = await call('POST', '', gestor, { nome: '  Laudo técnico ' });
    expect(res.statusCode).toBe(201);
    const t = res.json();
    expect(t).toMatchObject({ nome: 'LAUDO TÉCNICO', excluido: false });
    expect(t.id).toBeGreaterThan(15);
    const dup = await call('POST', '', gestor, { nome: 'laudo TÉCNICO' });
    expect(dup.statusCode).toBe(409);
    expect(problemOf(dup)).toMatchObject({
      errorfields: ['nome'],
      errormessages: ['Já existe um Tipo de Documento com este nome'],
    });
    const [a] = await app.ctx.db
      .select()
      .from(auditoria)
      .where(and(eq(auditoria.entidade, 'tipoDocumento'), eq(auditoria.entidadeId, String(t.id))));
    expect(a).toMatchObject({ acao: 'CRIAR', campos: { nome: { para: 'LAUDO TÉCNICO' } } });
  });

  it('validates the name with the spec messages', async () => {
    const cases: [unknown, string][] = [
      ['A', 'O nome deve ter no mínimo 2 caracteres.'],
      ['A'.repeat(51), 'O nome deve ter no máximo 50 caracteres.'],
      ['NOME 123', 'O campo deve conter apenas letras'],
      [undefined, 'O nome deve ter no mínimo 2 caracteres.'],
    ];
    for (const [nome, message] of cases) {
      const res = await call('POST', '', gestor, { nome });
      expect(res.statusCode).toBe(400);
      expect(problemOf(res)).toMatchObject({ errorfields: ['nome'], errormessages: [message] });
    }
  });

  it('edits, filters, and soft-deletes', async () => {
    const { id } = (await call('POST', '', gestor, { nome: 'Ofício' })).json();
    const upd = await call('PUT', `/${id}`, gestor, { id, nome: 'ofício circular', versao: 0 });
    expect(upd.json()).toMatchObject({ id, nome: 'OFÍCIO CIRCULAR' });
    const found = await call('POST', '/list', leitor, { nome: 'circ' });
    expect(found.json()).toEqual({
      content: [{ id, nome: 'OFÍCIO CIRCULAR', excluido: false, versao: 1 }],
      totalElements: 1,
    });
    const del = await call('DELETE', `/${id}`, gestor);
    expect(del.json().message).toBe('Exclusão realizada com sucesso!');
    expect((await call('GET', `/${id}`, leitor)).statusCode).toBe(404);
    expect((await call('POST', '/list', leitor, { nome: 'circ' })).json().totalElements).toBe(0);
    // The name is free again once deleted.
    expect((await call('POST', '', gestor, { nome: 'Ofício circular' })).statusCode).toBe(201);
  });

  it('refuses to delete a type a creditor body requires', async () => {
    const { id } = (await call('POST', '', gestor, { nome: 'Exigido' })).json();
    await app.ctx.db
      .insert(orgaoCredorTipoDocumento)
      .values({ orgaoCredorId: orgaoId, tipoDocumentoId: id, opcional: false });
    const res = await call('DELETE', `/${id}`, gestor);
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe('O tipo de documento está em uso e não pode ser excluído.');
  });

  it('guards each action by its permission', async () => {
    expect((await call('POST', '', leitor, { nome: 'Qualquer' })).statusCode).toBe(403);
    expect((await call('PUT', '/1', leitor, { nome: 'Qualquer' })).statusCode).toBe(403);
    expect((await call('DELETE', '/1', leitor)).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/tipoDocumento/1' })).statusCode).toBe(401);
    expect((await call('PUT', '/999999', gestor, { nome: 'Qualquer', versao: 0 })).statusCode).toBe(404);
  });

  it("is shared by every body: a body's user with every permission creates, renames and deletes none (issue 37 item 1)", async () => {
    const t = (await call('POST', '', gestor, { nome: 'Parecer comum' })).json();
    const criar = await call('POST', '', doOrgao, { nome: 'Parecer do órgão' });
    expect(criar.statusCode).toBe(403);
    expect(problemOf(criar).errormsg).toBe(MENSAGENS.cadastroCompartilhado);
    const renomear = await call('PUT', `/${t.id}`, doOrgao, { nome: 'Parecer renomeado', versao: t.versao });
    expect(renomear.statusCode).toBe(403);
    expect(problemOf(renomear).errormsg).toBe(
      'Este registro é compartilhado por todos os órgãos: só a PGE pode alterá-lo.',
    );
    const excluir = await call('DELETE', `/${t.id}`, doOrgao);
    expect(excluir.statusCode).toBe(403);
    expect(problemOf(excluir).errormsg).toBe(MENSAGENS.registroCompartilhado);
    expect((await call('GET', `/${t.id}`, doOrgao)).json()).toEqual({ ...t, nome: 'PARECER COMUM' });
    // malformed input is a 400 before any of it, never a 5xx
    expect((await call('PUT', `/${t.id}`, doOrgao, { nome: ['x'] })).statusCode).toBe(400);
    expect((await call('DELETE', '/abc', doOrgao)).statusCode).toBe(400);
    // the PGE renames it
    const pge = await call('PUT', `/${t.id}`, gestor, { nome: 'Parecer renomeado', versao: t.versao });
    expect(pge.statusCode, pge.body).toBe(200);
  });
});

describe('POST /api/tipoDocumento/exportar', () => {
  it('answers the .xlsx of the list’s rows, in its filter and order', async () => {
    const lista = (
      await call('POST', '/list?sort=nome,desc&size=100', leitor, { nome: 'comprovante' })
    ).json();
    expect(lista.totalElements).toBeGreaterThan(0);
    const res = await call('POST', '/exportar?sort=nome,desc', leitor, { nome: 'comprovante' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain(TIPO_XLSX);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('Tipos de Documento.xlsx'));
    const planilha = await lerPlanilha(res.rawPayload);
    expect(planilha.cabecalho).toEqual(['Nome']);
    expect(planilha.linhas).toEqual(lista.content.map((t: { nome: string }) => [t.nome]));
    // without a filter, every type in the default order (name)
    const todos = (await call('POST', '/list?size=100', leitor, {})).json();
    const tudo = await lerPlanilha((await call('POST', '/exportar', leitor, {})).rawPayload);
    expect(tudo.linhas).toEqual(todos.content.map((t: { nome: string }) => [t.nome]));
  });

  it('is the list screen’s: 403 without TIPO_DOCUMENTO_CONSULTAR (the lookup list stays open), 400 for a bad sort or body', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['PAINEL'] });
    const sem = (await login(app, u.email, u.senha)).accessToken;
    expect((await call('POST', '/list', sem, {})).statusCode).toBe(200);
    expect((await call('POST', '/exportar', sem, {})).statusCode).toBe(403);
    expect((await call('POST', '/exportar?sort=excluido', leitor, {})).statusCode).toBe(400);
    expect((await call('POST', '/exportar', leitor, { nome: 'x'.repeat(151) })).statusCode).toBe(400);
  });
});
