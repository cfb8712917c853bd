import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { orgaoCredorFormSchema, type OrgaoCredor } from '@divida/domain/orgaoCredor/orgaoCredor.schema';
import { perfilFormSchema } from '@divida/domain/perfil/perfil.schema';
import { usuarioFormSchema, type Usuario } from '@divida/domain/usuario/usuario.schema';
import { bearerOf, createTestApp, login } from '../test/harness.ts';
import { DEMO_ADMIN } from './demo.ts';

/**
 * The demo records must be valid under the same rules as typed ones: each is read back through the
 * API, turned into form values as the web forms do (valoresDe in UsuarioForm/OrgaoCredorForm) and
 * checked with the domain's form schema, so that opening one in its form and saving just works.
 */
let app: FastifyInstance;
let token: string;

const get = async <T>(url: string): Promise<T> => {
  const res = await app.inject({ method: 'GET', url: `/api${url}`, headers: bearerOf(token) });
  expect(res.statusCode, url).toBe(200);
  return res.json() as T;
};
const list = async (area: string) => {
  const res = await app.inject({
    method: 'POST',
    url: `/api/${area}/list?size=50`,
    headers: bearerOf(token),
    payload: {},
  });
  expect(res.statusCode, area).toBe(200);
  return (res.json() as { content: { id: number }[] }).content.map((r) => r.id);
};
const problems = (schema: z.ZodType, values: unknown) => {
  const r = schema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

beforeAll(async () => {
  app = await createTestApp({}, { demo: true });
  token = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
}, 180_000); // migrations, reference data and four password hashes: slow on a busy machine
afterAll(() => app?.close());

describe('demo data', () => {
  it('every demo user opens in the user form and saves as it is', async () => {
    const ids = await list('usuario');
    expect(ids.length).toBeGreaterThanOrEqual(4);
    for (const id of ids) {
      const u = await get<Usuario>(`/usuario/${id}`);
      const valores = {
        nome: u.nome,
        email: u.email,
        cpf: u.cpf ?? '',
        matricula: u.matricula ?? '',
        telefone1: u.telefone1 ?? '',
        telefone2: u.telefone2 ?? '',
        cep: u.cep ?? '',
        rua: u.rua ?? '',
        numero: u.numero ?? '',
        complemento: u.complemento ?? '',
        bairro: u.bairro ?? '',
        uf: u.uf ?? '',
        municipio: u.municipio?.id ?? null,
        orgaoCredor: u.orgaoCredor.id,
        perfil: u.perfil.id,
      };
      expect(problems(usuarioFormSchema, valores), u.email).toEqual([]);
    }
  });

  it('every demo body opens in the body form and saves as it is', async () => {
    const ids = await list('orgaoCredor');
    expect(ids.length).toBeGreaterThanOrEqual(2);
    for (const id of ids) {
      const o = await get<OrgaoCredor>(`/orgaoCredor/${id}`);
      // the form takes the record's scalar fields; nested ones become their ids
      const valores: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(o)) if (v !== null && typeof v !== 'object') valores[k] = v;
      valores.municipio = o.municipio?.id ?? null;
      valores.idIndiceFinanceiro = o.idIndiceFinanceiro ?? o.indiceFinanceiro?.id ?? null;
      valores.tiposDocumentos = o.tiposDocumentos.map((t) => ({ id: t.id, opcional: t.opcional }));
      expect(problems(orgaoCredorFormSchema, valores), o.sigla).toEqual([]);
    }
  });

  it('every demo profile is valid and named as the form would store it (Portuguese accents kept)', async () => {
    const ids = await list('perfil');
    const nomes: string[] = [];
    for (const id of ids) {
      const p = await get<{ nome: string; permissoes: string[] }>(`/perfil/${id}`);
      expect(problems(perfilFormSchema, p), p.nome).toEqual([]);
      expect(perfilFormSchema.parse(p).nome).toBe(p.nome);
      nomes.push(p.nome);
    }
    expect(nomes).toContain('ADMINISTRADOR DO ÓRGÃO');
    expect(nomes).not.toContain('ADMINISTRADOR DO ORGAO');
  });
});
