import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countAll } from '../../platform/db/database.ts';
import { importarCeps } from '../../seed/importCep.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { cep, municipio } from './localidade.table.ts';

let app: FastifyInstance;
let token: string;

const fixture = (name: string) =>
  readFileSync(new URL(`../../seed/__fixtures__/${name}`, import.meta.url), 'utf8');
const get = (url: string, t = token) => app.inject({ method: 'GET', url, headers: bearerOf(t) });
const listLocalidade = (query: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api/cep/listLocalidade${query}`, headers: bearerOf(token), payload });
const contarCeps = async () => (await app.ctx.db.select({ n: countAll() }).from(cep))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
  const orgao = await seedOrgao(app);
  // Any signed-in user may look these up: no permission at all.
  const u = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: [] });
  token = (await login(app, u.email, u.senha)).accessToken;
});
afterAll(() => app.close());

describe('municipalities', () => {
  it('loads all 5,571 municipalities with their CEP summary at start', async () => {
    expect((await app.ctx.db.select({ n: countAll() }).from(municipio))[0]!.n).toBe(5571);
    const [sp] = await app.ctx.db.select().from(municipio).where(eq(municipio.id, 3550308));
    expect(sp).toMatchObject({ nome: 'São Paulo', uf: 'SP', capital: true, cepGeral: null, qtdCeps: 57340 });
  });

  it('lists the municipalities of a UF sorted by name, accents ignored, with the spec paging', async () => {
    const res = await listLocalidade('?size=10000&page=0&sort=nome', { idComarca: null, uf: 'AC' });
    expect(res.statusCode).toBe(200);
    const { content, totalElements } = res.json();
    expect(totalElements).toBe(22);
    expect(content).toHaveLength(22);
    expect(content[0]).toEqual({
      id: 1200013,
      nome: 'Acrelândia',
      situacao: 'ATIVA',
      tipoLocalidade: 'MUNICIPIO',
      uf: 'AC',
      comarca: null,
    });
    const nomes = content.map((l: { nome: string }) => l.nome);
    const chave = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
    expect(nomes).toEqual([...nomes].sort((a, b) => (chave(a) < chave(b) ? -1 : 1)));
    expect(nomes.slice(-4)).toEqual(['Sena Madureira', 'Senador Guiomard', 'Tarauacá', 'Xapuri']);

    const page = await listLocalidade('?size=5&page=1&sort=nome,desc', { uf: 'ac', idComarca: 7 });
    expect(page.json().totalElements).toBe(22);
    expect(page.json().content.map((l: { nome: string }) => l.nome)).toEqual(
      [...nomes].reverse().slice(5, 10),
    );
    const byCode = await listLocalidade('?size=10000&sort=nome', { uf: 12 });
    expect(byCode.json().totalElements).toBe(22);
  });

  it('refuses a bad UF, an unknown sort and an anonymous caller', async () => {
    const bad = await listLocalidade('', { uf: 'XX' });
    expect(bad.statusCode).toBe(400);
    expect(problemOf(bad)).toMatchObject({ errorfields: ['uf'], errormessages: ['Informe uma UF válida.'] });
    expect((await listLocalidade('', { uf: 'São Paulo' })).statusCode).toBe(400);
    expect((await listLocalidade('?sort=populacao', { uf: 'SP' })).statusCode).toBe(400);
    const anon = await app.inject({ method: 'POST', url: '/api/cep/listLocalidade', payload: { uf: 'SP' } });
    expect(anon.statusCode).toBe(401);
  });
});

describe('CEP', () => {
  it('imports a CEP file twice leaving one copy, and rejects bad rows with reasons', async () => {
    const antes = await contarCeps();
    const progresso: [number, number][] = [];
    const r1 = await importarCeps(app.ctx.db, fixture('ceps-capital.csv'), {
      progresso: (f, t) => progresso.push([f, t]),
    });
    expect(r1).toMatchObject({ lidos: 8, inseridos: 5, alterados: 0, inalterados: 0 });
    expect(r1.rejeitados).toEqual([
      { motivo: 'CEP inválido (8 dígitos)', quantidade: 1, linhas: [7] },
      { motivo: 'UF não confere com o município', quantidade: 1, linhas: [8] },
      { motivo: 'código IBGE de município desconhecido', quantidade: 1, linhas: [9] },
    ]);
    const [feitos, total] = progresso.at(-1)!;
    expect(feitos).toBe(total);
    expect(total).toBe(Buffer.byteLength(fixture('ceps-capital.csv')));
    // Read as a stream in 7-byte chunks (cutting accents, quotes and lines): the same rows, unchanged.
    const bytes = Buffer.from(fixture('ceps-capital.csv'));
    async function* pedacos() {
      for (let i = 0; i < bytes.length; i += 7) yield bytes.subarray(i, i + 7);
    }
    const r2 = await importarCeps(app.ctx.db, pedacos());
    expect(r2).toMatchObject({ lidos: 8, inseridos: 0, alterados: 0, inalterados: 5 });
    expect(r2.rejeitados).toEqual(r1.rejeitados);
    expect((await contarCeps()) - antes).toBe(5);
    // A changed row is updated in place.
    const r3 = await importarCeps(
      app.ctx.db,
      'cep,logradouro,bairro,codigo_ibge,uf\n01001000,Praça da Sé,Centro Histórico,3550308,SP\n',
    );
    expect(r3).toMatchObject({ inseridos: 0, alterados: 1 });
    expect((await contarCeps()) - antes).toBe(5);
  });

  it('answers street data for a CEP, with or without the mask', async () => {
    const res = await get('/api/cep/01310100');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: '01310100',
      cep: '01310100',
      nome: 'Avenida Paulista',
      tipo: 'Avenida',
      complemento: 'de 612 a 1510 - lado par',
      bairro: 'Bela Vista',
      localidade: { id: 3550308, nome: 'São Paulo', uf: 'SP' },
    });
    const quoted = await get('/api/cep/01031-970');
    expect(quoted.json()).toMatchObject({ nome: 'Praça do Correio, s/n', tipo: 'Praça', bairro: 'Centro' });
  });

  it('imports the issue format, matching municipalities by name and UF', async () => {
    const r = await importarCeps(app.ctx.db, fixture('ceps-formato-issue.csv'));
    expect(r).toMatchObject({ lidos: 7, inseridos: 5 });
    expect(r.rejeitados).toEqual([
      { motivo: 'município não encontrado pelo nome e UF', quantidade: 1, linhas: [7] },
      { motivo: 'CEP repetido no arquivo (vale a última linha)', quantidade: 1, linhas: [8] },
    ]);
    expect((await get('/api/cep/08940010')).json()).toMatchObject({
      nome: 'Rua XV de Novembro',
      tipo: 'Rua',
      complemento: 'lado par',
      localidade: { id: 3506607, nome: 'Biritiba Mirim', uf: 'SP' },
    });
    const ids = await Promise.all(
      ['88880001', '97573010', '76954010', '76954020'].map(async (c) => (await get(`/api/cep/${c}`)).json()),
    );
    expect(ids.map((e) => [e.nome, e.localidade.id])).toEqual([
      ['Avenida Coronel Buchele', 4209607],
      ['Rua dos Andradas', 4317103],
      ['Rua Principal', 1100015],
      ['Rua do Distrito', 1100015],
    ]);
  });

  it("falls back to a small town's general CEP with city and UF only", async () => {
    const res = await get('/api/cep/76994000');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: '76994000',
      cep: '76994000',
      nome: null,
      tipo: null,
      complemento: null,
      bairro: null,
      localidade: { id: 1100031, nome: 'Cabixi', uf: 'RO' },
    });
  });

  it('a street CEP not imported still gives its city, numbered street by street, and the UF', async () => {
    // Rio de Janeiro and São Paulo have no general CEP: any CEP of their observed range is theirs
    for (const [digitos, localidade] of [
      ['20031170', { id: 3304557, nome: 'Rio de Janeiro', uf: 'RJ' }],
      ['04094050', { id: 3550308, nome: 'São Paulo', uf: 'SP' }],
      ['24020000', { id: 3303302, nome: 'Niterói', uf: 'RJ' }],
    ] as const) {
      const res = await get(`/api/cep/${digitos}`);
      expect(res.statusCode, digitos).toBe(200);
      expect(res.json()).toEqual({
        id: digitos,
        cep: digitos,
        nome: null,
        tipo: null,
        complemento: null,
        bairro: null,
        localidade,
      });
    }
  });

  it("answers 404 'CEP não encontrado' for an unknown CEP and 400 for a malformed one", async () => {
    const res = await get('/api/cep/76994999');
    expect(res.statusCode).toBe(404);
    expect(problemOf(res)).toMatchObject({ errormsg: 'CEP não encontrado', errorcode: '404' });
    for (const bad of ['1234567', '123456789', '00000000', 'abcdefgh']) {
      const r = await get(`/api/cep/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(problemOf(r).errormsg).toBe('Informe um CEP válido.');
    }
    expect((await app.inject({ method: 'GET', url: '/api/cep/01001000' })).statusCode).toBe(401);
  });
});
