import { MENSAGENS_AUDITORIA, type AuditoriaLinha } from '@divida/domain/auditoria/auditoria.schema';
import { MENSAGEM_DATA_INVALIDA } from '@divida/domain/data.schema';
import { TODAS_PERMISSOES } from '@divida/domain/permissions';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain .mjs script for auditors, without types
import { verificar as verificarOffline } from '../../../scripts/verificarAuditoria.mjs';
import { encadearAnteriores } from '../../platform/audit/audit.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { usuarioValido } from '../../test/payloads.ts';
import { camposSemRotulo } from '../../test/rotulosAuditoria.ts';

let app: FastifyInstance;
let tokenPge: string; // body B, every body, every permission
let tokenA: string; // body A: audit and users
let tokenSem: string; // body A, no audit permission
let orgaoA: number;
let usuarioA: number; // a user of body A, created through the API
let usuarioB: number; // a user of body B
let perfilVazio: number;

const chamar = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });
const lista = async (token: string, filtro: object = {}, query = '') => {
  const r = await chamar(token, 'POST', `/auditoria/list?size=100${query}`, filtro);
  expect(r.statusCode).toBe(200);
  return r.json() as { content: AuditoriaLinha[]; totalElements: number };
};
const verificar = async () => {
  const r = await chamar(tokenPge, 'GET', '/auditoria/verificar');
  expect(r.statusCode).toBe(200);
  return r.json() as {
    ok: boolean;
    linhasVerificadas: number;
    primeiraDivergencia: { id: number; em: string } | null;
  };
};
/** The export the README tells an auditor to take, checked by the offline script. */
const exportado = async () =>
  verificarOffline(
    (
      (await app.ctx.db.execute(
        sql`select row_to_json(a)::text as j from (select id, em, usuario_id, orgao_credor_id, entidade,
            entidade_id, acao, campos, hash from auditoria order by id) a`,
      )) as unknown as { rows: { j: string }[] }
    ).rows.map((r) => JSON.parse(r.j) as unknown),
  ) as Promise<{ ok: boolean; linhasVerificadas: number; primeiraDivergencia: { id: number } | null }>;
const linhasDoBanco = async () =>
  (await app.ctx.db.execute(sql`select id from auditoria order by id`)) as unknown as {
    rows: { id: number }[];
  };

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = a.id;
  const token = async (orgaoCredorId: number, permissoes: typeof TODAS_PERMISSOES) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: [...permissoes] });
    return { token: (await login(app, u.email, u.senha)).accessToken, u };
  };
  tokenPge = (await token(b.id, TODAS_PERMISSOES)).token;
  tokenA = (
    await token(a.id, ['AUDITORIA_CONSULTAR', 'USUARIO_CONSULTAR', 'USUARIO_CADASTRAR', 'USUARIO_ALTERAR'])
  ).token;
  const sem = await token(a.id, ['USUARIO_CONSULTAR']);
  tokenSem = sem.token;
  perfilVazio = (await seedUsuario(app, { orgaoCredorId: a.id, permissoes: ['USUARIO_CONSULTAR'] })).perfilId;
  const criar = async (tk: string, orgao: number, extra: object) => {
    const r = await chamar(tk, 'POST', '/usuario', usuarioValido(orgao, perfilVazio, extra));
    expect(r.statusCode, r.body).toBe(201);
    return (r.json() as { id: number }).id;
  };
  usuarioA = await criar(tokenA, a.id, { email: 'audit.a@orgao.gov.br', matricula: 'AUD1' });
  usuarioB = await criar(tokenPge, b.id, {
    email: 'audit.b@orgao.gov.br',
    matricula: 'AUD2',
    cpf: '111.444.777-35',
  });
  const antes = (await chamar(tokenA, 'GET', `/usuario/${usuarioA}`)).json() as { versao: number };
  const r = await chamar(tokenA, 'PUT', `/usuario/${usuarioA}`, {
    ...usuarioValido(a.id, perfilVazio, { email: 'audit.a@orgao.gov.br', matricula: 'AUD1' }),
    nome: 'Fernanda Albuquerque Lima',
    versao: antes.versao,
  });
  expect(r.statusCode, r.body).toBe(200);
});

afterAll(() => app?.close());

describe('POST /api/auditoria/list', () => {
  it('lists the changes, newest first, with who and each field before and after', async () => {
    const { content } = await lista(tokenPge, { entidade: 'usuario', entidadeId: String(usuarioA) });
    expect(content.map((l) => l.acao)).toEqual(['ALTERAR', 'CRIAR']);
    const [alteracao] = content;
    expect(alteracao!.campos.nome).toEqual({ de: 'Fernanda Albuquerque', para: 'Fernanda Albuquerque Lima' });
    expect(alteracao!.usuario?.nome).toMatch(/Usuário de Teste/);
    expect(new Date(content[0]!.em) >= new Date(content[1]!.em)).toBe(true);
  });

  it('filters by user, action and period (Brasília days)', async () => {
    const todas = await lista(tokenPge, { acao: 'CRIAR', entidade: 'usuario' });
    expect(todas.content.every((l) => l.acao === 'CRIAR')).toBe(true);
    const dia = new Date().toLocaleDateString('sv-SE', { timeZone: 'America/Sao_Paulo' });
    expect((await lista(tokenPge, { dataInicio: dia, dataFim: dia })).totalElements).toBeGreaterThan(0);
    expect((await lista(tokenPge, { dataInicio: '2000-01-01', dataFim: '2000-01-02' })).totalElements).toBe(
      0,
    );
    const r = await chamar(tokenPge, 'POST', '/auditoria/list', {
      dataInicio: '2020-02-02',
      dataFim: '2020-02-01',
    });
    expect(r.statusCode).toBe(400);
    expect(problemOf(r).errormessages).toContain(MENSAGENS_AUDITORIA.periodoInvertido);
  });

  it('answers a malformed date with a 400, as every date filter, never a 500 (issue 37 item 8)', async () => {
    const casos = [
      { dataInicio: '0', dataFim: '0' },
      { dataInicio: '0', dataFim: '2020-02-01' },
      { dataInicio: '2020-02-01', dataFim: '31/12/2020' },
      { dataInicio: '2020-02-31', dataFim: '2020-03-01' },
      { dataInicio: '99999-01-01', dataFim: '2020-03-01' },
    ];
    for (const filtro of casos) {
      const r = await chamar(tokenPge, 'POST', '/auditoria/list', filtro);
      expect(r.statusCode, JSON.stringify(filtro)).toBe(400);
      expect(problemOf(r).errormessages).toContain(MENSAGEM_DATA_INVALIDA);
    }
    // a body's user, with the same filter
    expect((await chamar(tokenA, 'POST', '/auditoria/list', casos[0])).statusCode).toBe(400);
  });

  it("shows a body's staff only its body's rows; the PGE every body's", async () => {
    const a = await lista(tokenA);
    expect(a.content.length).toBeGreaterThan(0);
    expect(a.content.some((l) => l.entidadeId === String(usuarioB))).toBe(false);
    const pge = await lista(tokenPge);
    expect(pge.content.some((l) => l.entidadeId === String(usuarioB))).toBe(true);
  });

  it('refuses without the permission (403), without a token (401), a bad sort (400)', async () => {
    expect((await chamar(tokenSem, 'POST', '/auditoria/list', {})).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/auditoria/list', payload: {} })).statusCode).toBe(
      401,
    );
    expect((await chamar(tokenPge, 'POST', '/auditoria/list?sort=campos', {})).statusCode).toBe(400);
    expect((await chamar(tokenPge, 'POST', '/auditoria/list', { entidade: 'x' })).statusCode).toBe(400);
  });
});

describe('GET /api/auditoria/{entidade}/{id}', () => {
  it("answers a record's history, newest first (as Andamentos), the user named", async () => {
    const r = await chamar(tokenA, 'GET', `/auditoria/usuario/${usuarioA}`);
    expect(r.statusCode).toBe(200);
    const h = r.json() as AuditoriaLinha[];
    expect(h.map((l) => l.acao)).toEqual(['ALTERAR', 'CRIAR']);
    expect(h[0]!.nome).toBe('Fernanda Albuquerque Lima');
  });

  it("answers 404 for another body's record, 403 without the permission, 400 for an unknown entity", async () => {
    expect((await chamar(tokenA, 'GET', `/auditoria/usuario/${usuarioB}`)).statusCode).toBe(404);
    expect((await chamar(tokenPge, 'GET', `/auditoria/usuario/${usuarioB}`)).statusCode).toBe(200);
    expect((await chamar(tokenSem, 'GET', `/auditoria/usuario/${usuarioA}`)).statusCode).toBe(403);
    const r = await chamar(tokenA, 'GET', '/auditoria/processo/1');
    expect(r.statusCode).toBe(400);
    expect(problemOf(r).errormessages).toContain(MENSAGENS_AUDITORIA.entidadeDesconhecida);
  });
});

describe('the hash chain', () => {
  it('is only verified by the PGE (403 for a body)', async () => {
    expect((await chamar(tokenA, 'GET', '/auditoria/verificar')).statusCode).toBe(403);
    expect((await chamar(tokenSem, 'GET', '/auditoria/verificar')).statusCode).toBe(403);
  });

  it('stays one valid chain after a burst of concurrent writes', async () => {
    const letras = 'ABCDEFGHIJKLMNOPQRST';
    const r = await Promise.all(
      [...letras].map((l) => chamar(tokenPge, 'POST', '/tipoDocumento', { nome: `AUDITORIA RAJADA ${l}` })),
    );
    expect(r.map((x) => x.statusCode)).toEqual(r.map(() => 201));
    const v = await verificar();
    expect(v).toEqual({
      ok: true,
      linhasVerificadas: (await linhasDoBanco()).rows.length,
      primeiraDivergencia: null,
    });
    expect(await exportado()).toMatchObject({ ok: true, linhasVerificadas: v.linhasVerificadas });
  });

  it('finds a row changed directly in the database, then a deleted one', async () => {
    const ids = (await linhasDoBanco()).rows.map((l) => Number(l.id));
    const alvo = ids[Math.floor(ids.length / 2)]!;
    const [original] = (
      (await app.ctx.db.execute(sql`select campos from auditoria where id = ${alvo}`)) as unknown as {
        rows: { campos: unknown }[];
      }
    ).rows;
    await app.ctx.db.execute(
      sql`update auditoria set campos = '{"nome":{"de":"x","para":"y"}}'::jsonb where id = ${alvo}`,
    );
    let v = await verificar();
    expect(v.ok).toBe(false);
    expect(v.primeiraDivergencia?.id).toBe(alvo);
    expect(v.linhasVerificadas).toBe(ids.indexOf(alvo));
    expect((await exportado()).primeiraDivergencia?.id).toBe(alvo);

    await app.ctx.db.execute(
      sql`update auditoria set campos = ${JSON.stringify(original!.campos)}::jsonb where id = ${alvo}`,
    );
    expect((await verificar()).ok).toBe(true);

    await app.ctx.db.execute(sql`delete from auditoria where id = ${alvo}`);
    v = await verificar();
    expect(v.ok).toBe(false);
    expect(v.primeiraDivergencia?.id).toBe(ids[ids.indexOf(alvo) + 1]);
    expect((await exportado()).primeiraDivergencia?.id).toBe(ids[ids.indexOf(alvo) + 1]);
  });

  it('chains rows written before the chain existed, at start, to the same hashes', async () => {
    const hashes = async () =>
      (
        (await app.ctx.db.execute(sql`select hash from auditoria order by id`)) as unknown as {
          rows: unknown[];
        }
      ).rows;
    const ultimas = (await linhasDoBanco()).rows.slice(-5).map((l) => Number(l.id));
    const antes = (await hashes()).slice(-5);
    await app.ctx.db.execute(sql`update auditoria set hash = null where id >= ${ultimas[0]}`);
    expect((await verificar()).ok).toBe(false);
    expect(await encadearAnteriores(app.ctx.db)).toBe(5);
    expect((await hashes()).slice(-5)).toEqual(antes);
    expect(await encadearAnteriores(app.ctx.db)).toBe(0);
  });
});

describe('nothing secret in the trail', () => {
  it('keeps no password hash, token or captcha secret after password changes and sign-ins', async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: [] });
    const sessao = await login(app, u.email, u.senha);
    let r = await chamar(sessao.accessToken, 'POST', '/usuario/changePassword', {
      senhaAtual: u.senha,
      senhaNova: 'Outra#Senha2026x',
      confirmacaoSenha: 'Outra#Senha2026x',
    });
    expect(r.statusCode, r.body).toBe(200);
    r = await chamar(tokenPge, 'POST', '/usuario/changeUserPassword', {
      idUsuario: usuarioA,
      senhaNova: 'Terceira#Senha2026y',
      confirmacaoSenha: 'Terceira#Senha2026y',
    });
    expect(r.statusCode, r.body).toBe(200);
    const trilha = JSON.stringify(
      ((await app.ctx.db.execute(sql`select * from auditoria`)) as unknown as { rows: unknown[] }).rows,
    );
    const segredos = (await app.ctx.db.execute(
      sql`select senha_hash as s from usuario union all select hash from refresh_token union all select token_hash from redefinicao_senha`,
    )) as unknown as { rows: { s: string }[] };
    expect(segredos.rows.length).toBeGreaterThan(2);
    for (const { s } of segredos.rows) expect(trilha).not.toContain(s);
    for (const s of [
      sessao.accessToken,
      sessao.refreshToken,
      u.senha,
      'Outra#Senha2026x',
      'Terceira#Senha2026y',
    ])
      expect(trilha).not.toContain(s);
    expect(trilha).toMatch(/ALTERAR_SENHA/);
  });
});

describe('the trail read as Portuguese', () => {
  it("has a label for every field the records' writes (users, bodies, profiles, settings) carry", async () => {
    const { vistos, semRotulo } = await camposSemRotulo(app.ctx.db);
    expect(vistos).toBeGreaterThan(5);
    expect(semRotulo).toEqual([]);
  });
});
