import { chaveBusca } from '@divida/domain/texto';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgaoCredor } from '../../modules/orgaoCredor/orgaoCredor.table.ts';
import { perfil } from '../../modules/perfil/perfil.table.ts';
import { tipoDocumento } from '../../modules/tipoDocumento/tipoDocumento.table.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';

// Portuguese order and accent-free search, the same in every list and on both databases (PGlite
// here; PostgreSQL with DATABASE_URL): new-user issue 7.
let app: FastifyInstance;
let token: string;
const NOMES = ['ZONEAMENTO', 'ÉDEN', 'ÂNCORA'];
const ORDEM = ['ÂNCORA', 'ÉDEN', 'ZONEAMENTO'];

const lista = async (area: string, sort: string, filtro: object = {}) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${area}/list?size=100&sort=${sort}`,
    headers: bearerOf(token),
    payload: filtro,
  });
  expect(res.statusCode).toBe(200);
  return res.json().content as { nome: string; sigla?: string }[];
};
/** Our rows, in the order the list gave them (other rows, such as reference data, left out). */
const nossos = (rows: { nome: string }[], prefixo = '') =>
  rows.map((r) => r.nome.replace(prefixo, '')).filter((n) => NOMES.includes(n));

beforeAll(async () => {
  app = await createTestApp();
  const o = await seedOrgao(app, 'ADMINTESTE');
  const u = await seedUsuario(app, {
    orgaoCredorId: o.id,
    permissoes: [
      'PERFIL_CONSULTAR',
      'TIPO_DOCUMENTO_CONSULTAR',
      'ORGAO_CREDOR_CONSULTAR',
      'USUARIO_CONSULTAR',
      'ACESSO_TODOS_ORGAOS',
    ],
  });
  token = (await login(app, u.email, u.senha)).accessToken;
  const db = app.ctx.db;
  await db.insert(tipoDocumento).values(NOMES.map((nome) => ({ nome })));
  await db.insert(perfil).values(NOMES.map((nome) => ({ nome })));
  for (const [i, nome] of NOMES.entries()) {
    await db.insert(orgaoCredor).values({ nome: `${nome} ÓRGÃO`, sigla: nome, cnpj: `1111111111111${i}` });
    await seedUsuario(app, { orgaoCredorId: o.id, permissoes: [], nome: `${nome} DA SILVA` });
  }
});
afterAll(() => app.close());

describe('Portuguese order in every list', () => {
  it('document types, profiles, bodies (name and acronym) and users sort ÂNCORA, ÉDEN, ZONEAMENTO', async () => {
    expect(nossos(await lista('tipoDocumento', 'nome'))).toEqual(ORDEM);
    expect(nossos(await lista('tipoDocumento', 'nome,desc'))).toEqual([...ORDEM].reverse());
    expect(nossos(await lista('perfil', 'nome'))).toEqual(ORDEM);
    expect(nossos(await lista('orgaoCredor', 'nome'), ' ÓRGÃO')).toEqual(ORDEM);
    const porSigla = (await lista('orgaoCredor', 'sigla')).map((o) => ({ nome: o.sigla! }));
    expect(nossos(porSigla)).toEqual(ORDEM);
    expect(nossos(await lista('usuario', 'nome'), ' DA SILVA')).toEqual(ORDEM);
  });
});

describe('accent- and case-free text filters in every list', () => {
  it("'procuracao' finds PROCURAÇÃO among document types; 'eden' finds ÉDEN everywhere", async () => {
    expect((await lista('tipoDocumento', 'nome', { nome: 'procuracao' })).map((t) => t.nome)).toEqual([
      'PROCURAÇÃO',
    ]);
    expect((await lista('tipoDocumento', 'nome', { nome: 'Éden' })).map((t) => t.nome)).toEqual(['ÉDEN']);
    expect((await lista('perfil', 'nome', { nome: 'eden' })).map((p) => p.nome)).toEqual(['ÉDEN']);
    expect((await lista('orgaoCredor', 'nome', { nome: 'orgao' })).map((o) => o.sigla).sort()).toEqual(
      expect.arrayContaining(['ZONEAMENTO', 'ÂNCORA', 'ÉDEN']),
    );
    expect((await lista('orgaoCredor', 'nome', { nome: 'ancora' })).map((o) => o.sigla)).toEqual(['ÂNCORA']);
    expect((await lista('usuario', 'nome', { nome: 'eden da' })).map((u) => u.nome)).toEqual([
      'ÉDEN DA SILVA',
    ]);
  });

  it('the stored key is the domain chaveBusca of the text', async () => {
    const nomes = ['  Ação   Çédula ÑÜ ', 'ÀÁÂÃÄÅ ÈÉÊË ÌÍÎÏ ÒÓÔÕÖ ÙÚÛÜ Ýÿ', "d'Ávila-Øster 50%_x"];
    await app.ctx.db.insert(tipoDocumento).values(nomes.map((nome) => ({ nome })));
    const rows = await app.ctx.db
      .select({ nome: tipoDocumento.nome, chave: tipoDocumento.nomeBusca })
      .from(tipoDocumento)
      .where(inArray(tipoDocumento.nome, nomes));
    expect(rows).toHaveLength(3);
    for (const r of rows) expect(r.chave).toBe(chaveBusca(r.nome));
  });
});
