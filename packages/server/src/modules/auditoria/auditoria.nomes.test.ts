import {
  MENSAGENS_AUDITORIA,
  type AuditoriaLinha,
  type AuditoriaUsuarioOpcao,
} from '@divida/domain/auditoria/auditoria.schema';
import { formatarNumeroProcesso } from '@divida/domain/format';
import type { Permissao } from '@divida/domain/permissions';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';

// U-9: the trail names what its rows refer to, and is searched by what users know (the process's
// number as shown, a user's name), within the caller's scope.
let app: FastifyInstance;
let tokenA: string; // body A: registers processes, reads the trail
let tokenB: string; // body B: reads the trail
let tokenPge: string; // every body
let siglaA: string;
let autorA: { id: number; nome: string };
let processoA: { id: number; numero: string; devedorId: number };
let processoB: { id: number; numero: string };

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const chamar = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });
const lista = async (token: string, filtro: object) => {
  const r = await chamar(token, 'POST', '/auditoria/list?size=100', filtro);
  expect(r.statusCode, r.body).toBe(200);
  return (r.json() as { content: AuditoriaLinha[] }).content;
};

beforeAll(async () => {
  app = await createTestApp();
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  siglaA = a.sigla;
  const token = async (orgaoCredorId: number, permissoes: Permissao[], nome: string) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes, nome });
    return { token: (await login(app, u.email, u.senha)).accessToken, id: u.id, nome };
  };
  const escreve: Permissao[] = [`${P}_CADASTRAR`, `${P}_CONSULTAR`, 'AUDITORIA_CONSULTAR'];
  const ua = await token(a.id, escreve, 'Rafael Monteiro Brandão');
  tokenA = ua.token;
  autorA = { id: ua.id, nome: ua.nome };
  const ub = await token(b.id, escreve, 'Beatriz Quintela Sobral');
  tokenB = ub.token;
  tokenPge = (await token(b.id, ['AUDITORIA_CONSULTAR', 'ACESSO_TODOS_ORGAOS'], 'Auditora Geral')).token;
  const criar = async (tk: string, documento: string, nome: string) => {
    const r = await chamar(tk, 'POST', '/processoConstituicaoCredito', processoValido(documento, { nome }));
    expect(r.statusCode, r.body).toBe(201);
    const { id } = r.json() as { id: number };
    const p = (await chamar(tk, 'GET', `/processoConstituicaoCredito/${id}`)).json() as {
      numero: string;
      devedor: { id: number };
    };
    return { id, numero: p.numero, devedorId: p.devedor.id };
  };
  processoA = await criar(tokenA, '529.982.247-25', 'Joana Teixeira de Albuquerque');
  processoB = await criar(tokenB, '111.444.777-35', 'Otávio Pires Marinho');
});

afterAll(() => app?.close());

describe('POST /api/auditoria/list, searched as users know it', () => {
  it("finds a process's rows by its number as shown, or by its digits; the id filter still works", async () => {
    for (const numero of [formatarNumeroProcesso(processoA.numero), processoA.numero]) {
      const linhas = await lista(tokenA, { numero });
      expect(linhas.length, numero).toBeGreaterThan(0);
      expect(linhas.every((l) => l.entidadeId === String(processoA.id))).toBe(true);
    }
    const porId = await lista(tokenA, {
      entidade: 'processoConstituicaoCredito',
      entidadeId: String(processoA.id),
    });
    expect(porId.map((l) => l.id)).toEqual(
      (await lista(tokenA, { numero: processoA.numero })).map((l) => l.id),
    );
  });

  it("finds nothing by another body's process number; a number with letters is a 400", async () => {
    expect(await lista(tokenA, { numero: processoB.numero })).toEqual([]);
    expect((await lista(tokenPge, { numero: processoB.numero })).length).toBeGreaterThan(0);
    const r = await chamar(tokenA, 'POST', '/auditoria/list', { numero: 'Processo abc' });
    expect(r.statusCode).toBe(400);
    expect(problemOf(r).errormessages).toContain(MENSAGENS_AUDITORIA.numeroInvalido);
  });

  it("filters by a user's name (any part, any case or accent), and still by the user's id", async () => {
    const porNome = await lista(tokenA, { usuario: 'monteiro brandao' });
    expect(porNome.length).toBeGreaterThan(0);
    expect(porNome.every((l) => l.usuario?.id === autorA.id)).toBe(true);
    expect((await lista(tokenA, { idUsuario: autorA.id })).map((l) => l.id)).toEqual(
      porNome.map((l) => l.id),
    );
    // another body's user by name: the rows stay the caller's
    expect(await lista(tokenA, { usuario: 'Beatriz Quintela' })).toEqual([]);
  });
});

describe('the names of what the rows refer to', () => {
  it("answers the debtor's, the author's and the body's names for a process's inclusion", async () => {
    const [inclusao] = await lista(tokenA, { numero: processoA.numero, acao: 'CRIAR' });
    expect(inclusao).toBeDefined();
    const { nomes } = inclusao!;
    expect(nomes?.devedorId?.[String(processoA.devedorId)]).toBe('Joana Teixeira de Albuquerque');
    expect(nomes?.criadoPor?.[String(autorA.id)]).toBe(autorA.nome);
    expect(Object.values(nomes?.orgaoCredorId ?? {})).toEqual([siglaA]);
    expect(nomes?.naturezaDebitoId).toBeDefined();
  });

  it("names a debtor's record by its name, in the list and in the record's history", async () => {
    const linhas = await lista(tokenA, { entidade: 'devedor', entidadeId: String(processoA.devedorId) });
    expect(linhas.length).toBeGreaterThan(0);
    expect(linhas.every((l) => l.nome === 'Joana Teixeira de Albuquerque')).toBe(true);
    const h = await chamar(tokenA, 'GET', `/auditoria/processoConstituicaoCredito/${processoA.id}`);
    expect(h.statusCode).toBe(200);
    const [primeira] = h.json() as AuditoriaLinha[];
    expect(primeira!.nomes?.devedorId?.[String(processoA.devedorId)]).toBe('Joana Teixeira de Albuquerque');
  });

  it("answers a record's history newest first, as its Andamentos", async () => {
    const h = (
      await chamar(tokenA, 'GET', `/auditoria/processoConstituicaoCredito/${processoA.id}`)
    ).json() as AuditoriaLinha[];
    const ids = h.map((l) => l.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    expect(h.at(-1)!.acao).toBe('CRIAR');
  });

  it("never names another body's process rows (404 as before)", async () => {
    const r = await chamar(tokenA, 'GET', `/auditoria/processoConstituicaoCredito/${processoB.id}`);
    expect(r.statusCode).toBe(404);
    expect(r.body).not.toContain('Otávio');
  });
});

describe('GET /api/auditoria/usuarios', () => {
  const usuarios = async (token: string, nome: string) => {
    const r = await chamar(token, 'GET', `/auditoria/usuarios?nome=${encodeURIComponent(nome)}`);
    expect(r.statusCode, r.body).toBe(200);
    return r.json() as AuditoriaUsuarioOpcao[];
  };

  it("offers the names of the caller's body's users; the PGE's, every body's", async () => {
    expect(await usuarios(tokenA, 'rafael')).toEqual([autorA]);
    expect(await usuarios(tokenA, 'Beatriz')).toEqual([]);
    expect((await usuarios(tokenPge, 'Beatriz')).map((u) => u.nome)).toEqual(['Beatriz Quintela Sobral']);
  });

  it('refuses without the permission (403) and a name too long (400)', async () => {
    const sem = await seedUsuario(app, { orgaoCredorId: (await seedOrgao(app)).id, permissoes: [] });
    const tk = (await login(app, sem.email, sem.senha)).accessToken;
    expect((await chamar(tk, 'GET', '/auditoria/usuarios?nome=ra')).statusCode).toBe(403);
    expect((await chamar(tokenA, 'GET', `/auditoria/usuarios?nome=${'a'.repeat(101)}`)).statusCode).toBe(400);
  });
});
