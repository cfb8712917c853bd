import { MENSAGENS } from '@divida/domain/errors';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../audit/auditoria.table.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { orgaoValido, usuarioValido } from '../../test/payloads.ts';

/**
 * Two staff members edit the same record: the one who saves last must not silently erase the
 * other's change. Every editable record carries `versao`; a PUT with a stale one is refused.
 */
let app: FastifyInstance;
let token: string;
let orgaoId: number;
let perfilComum: number;
let ipca: number;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });

beforeAll(async () => {
  app = await createTestApp();
  orgaoId = (await seedOrgao(app)).id;
  const areas = ['TIPO_DOCUMENTO', 'PERFIL', 'ORGAO_CREDOR', 'USUARIO'] as const;
  const u = await seedUsuario(app, {
    orgaoCredorId: orgaoId,
    permissoes: [
      'ACESSO_TODOS_ORGAOS',
      // the profiles this caller creates and assigns hold PAINEL: nobody grants what it lacks
      'PAINEL',
      'CONSULTAR_CONFIGURACAO',
      'ALTERAR_CONFIGURACAO',
      ...areas.flatMap((a) => [`${a}_CONSULTAR`, `${a}_CADASTRAR`, `${a}_ALTERAR`, `${a}_EXCLUIR`] as const),
    ],
  });
  token = (await login(app, u.email, u.senha)).accessToken;
  perfilComum = (await seedUsuario(app, { orgaoCredorId: orgaoId, permissoes: ['PAINEL'] })).perfilId;
  const indices = (await call('POST', '/orgaoCredor/listIndiceFinanceiro', {})).json() as {
    id: number;
    sigla: string;
  }[];
  ipca = indices.find((i) => i.sigla === 'IPCA')!.id;
});
afterAll(() => app.close());

interface Area {
  nome: string;
  /** Creates a record and answers the paths of its GET and PUT. */
  criar(): Promise<{ get: string; put: string }>;
  /** Two different valid edits of the record. */
  edicoes: [object, object];
  /** A field the edits change, and how to read it from the GET. */
  campo: (r: Record<string, unknown>) => unknown;
}

const AREAS: Area[] = [
  {
    nome: 'tipoDocumento',
    async criar() {
      const { id } = (await call('POST', '/tipoDocumento', { nome: 'Laudo Versionado' })).json();
      return { get: `/tipoDocumento/${id}`, put: `/tipoDocumento/${id}` };
    },
    edicoes: [{ nome: 'LAUDO DA ANA' }, { nome: 'LAUDO DO BRUNO' }],
    campo: (r) => r.nome,
  },
  {
    nome: 'perfil',
    async criar() {
      const { id } = (
        await call('POST', '/perfil', { nome: 'Perfil Versionado', permissoes: ['PAINEL'] })
      ).json();
      return { get: `/perfil/${id}`, put: `/perfil/${id}` };
    },
    edicoes: [
      { nome: 'PERFIL DA ANA', permissoes: ['PAINEL'] },
      { nome: 'PERFIL DO BRUNO', permissoes: ['PAINEL'] },
    ],
    campo: (r) => r.nome,
  },
  {
    nome: 'orgaoCredor',
    async criar() {
      const res = await call('POST', '/orgaoCredor', orgaoValido(ipca, { sigla: 'VERS' }));
      const { id } = res.json();
      return { get: `/orgaoCredor/${id}`, put: `/orgaoCredor/${id}` };
    },
    edicoes: [
      orgaoValido(0, { sigla: 'VERS', nomeContato: 'Ana Beatriz' }),
      orgaoValido(0, { sigla: 'VERS', nomeContato: 'Bruno Castro' }),
    ],
    campo: (r) => r.nomeContato,
  },
  {
    nome: 'usuario',
    async criar() {
      const { id } = (await call('POST', '/usuario', usuarioValido(orgaoId, perfilComum))).json();
      return { get: `/usuario/${id}`, put: `/usuario/${id}` };
    },
    edicoes: [
      usuarioValido(0, 0, { nome: 'Fernanda da Ana' }),
      usuarioValido(0, 0, { nome: 'Fernanda do Bruno' }),
    ],
    campo: (r) => r.nome,
  },
  {
    nome: 'configuracao',
    async criar() {
      return { get: '/conf/buscarConfiguracoes', put: '/conf/editar' };
    },
    edicoes: [
      {
        maxParcelas: 48,
        valorMinParcelas: 150,
        porcentagemJurosMes: 0.01,
        porcentagemHonorarios: 0.1,
        prazoDias: 10,
      },
      {
        maxParcelas: 36,
        valorMinParcelas: 150,
        porcentagemJurosMes: 0.01,
        porcentagemHonorarios: 0.1,
        prazoDias: 15,
      },
    ],
    campo: (r) => r.maxParcelas,
  },
];

// Edits of bodies and users need the ids resolved at run time (index, body, profile).
const completar = (a: Area, e: object) =>
  a.nome === 'orgaoCredor'
    ? { ...e, idIndiceFinanceiro: ipca }
    : a.nome === 'usuario'
      ? { ...e, orgaoCredor: orgaoId, perfil: perfilComum }
      : e;

describe.each(AREAS)('$nome carries a version', (area) => {
  let paths: { get: string; put: string };
  beforeAll(async () => {
    paths = await area.criar();
  });

  const ler = async () => {
    const res = await call('GET', paths.get);
    expect(res.statusCode).toBe(200);
    return res.json() as Record<string, unknown> & { versao: number };
  };

  it('GET answers the version; a PUT with it saves and moves it on', async () => {
    const r = await ler();
    expect(r.versao).toEqual(expect.any(Number));
    const res = await call('PUT', paths.put, { ...completar(area, area.edicoes[0]), versao: r.versao });
    expect(res.statusCode).toBe(200);
    const depois = await ler();
    expect(depois.versao).toBe(r.versao + 1);
    expect(area.campo(depois)).toEqual(area.campo(completar(area, area.edicoes[0]) as never));
  });

  it('a PUT with a stale version answers 409 and changes nothing', async () => {
    const r = await ler();
    const res = await call('PUT', paths.put, { ...completar(area, area.edicoes[1]), versao: r.versao - 1 });
    expect(res.statusCode).toBe(409);
    expect(problemOf(res).errormsg).toBe(MENSAGENS.registroAlterado);
    expect(await ler()).toEqual(r);
  });

  it('two simultaneous PUTs with the same version: exactly one wins', async () => {
    const r = await ler();
    const res = await Promise.all(
      area.edicoes.map((e) => call('PUT', paths.put, { ...completar(area, e), versao: r.versao })),
    );
    expect(res.map((x) => x.statusCode).sort()).toEqual([200, 409]);
    const perdedor = res.find((x) => x.statusCode === 409)!;
    expect(problemOf(perdedor).errormsg).toBe(MENSAGENS.registroAlterado);
    const vencedor = area.edicoes[res.findIndex((x) => x.statusCode === 200)]!;
    const depois = await ler();
    expect(depois.versao).toBe(r.versao + 1);
    expect(area.campo(depois)).toEqual(area.campo(completar(area, vencedor) as never));
  });

  // Issue 23 §1: the version is optional (the spec's call tables do not list it); a malformed one
  // is still refused on its field.
  it('a PUT without a version saves; a malformed version is refused on the field versao', async () => {
    const invalida = await call('PUT', paths.put, { ...completar(area, area.edicoes[0]), versao: 'x' });
    expect(invalida.statusCode).toBe(400);
    expect(problemOf(invalida).errorfields).toEqual(['versao']);
    const res = await call('PUT', paths.put, completar(area, area.edicoes[0]));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('deleting the same record twice at once', () => {
  const casos = [
    {
      entidade: 'tipoDocumento',
      criar: async () => (await call('POST', '/tipoDocumento', { nome: 'Laudo Excluido' })).json().id,
      url: (id: number) => `/tipoDocumento/${id}`,
    },
    {
      entidade: 'perfil',
      criar: async () =>
        (await call('POST', '/perfil', { nome: 'Perfil Excluido', permissoes: ['PAINEL'] })).json().id,
      url: (id: number) => `/perfil/${id}`,
    },
    {
      entidade: 'orgaoCredor',
      criar: async () =>
        (
          await call(
            'POST',
            '/orgaoCredor',
            orgaoValido(ipca, { sigla: 'EXCL', cnpj: '11.444.777/0001-61', nome: 'Secretaria a excluir' }),
          )
        ).json().id,
      url: (id: number) => `/orgaoCredor/${id}`,
    },
    {
      entidade: 'usuario',
      criar: async () =>
        (
          await call(
            'POST',
            '/usuario',
            usuarioValido(orgaoId, perfilComum, { email: 'excluida@orgao.gov.br', cpf: '111.444.777-35' }),
          )
        ).json().id,
      url: (id: number) => `/usuario/${id}`,
    },
  ];

  it.each(casos)('$entidade: one 200, one 404, one audit row', async (c) => {
    const id = await c.criar();
    expect(id).toEqual(expect.any(Number));
    const res = await Promise.all([call('DELETE', c.url(id)), call('DELETE', c.url(id))]);
    expect(res.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const linhas = await app.ctx.db
      .select()
      .from(auditoria)
      .where(
        and(
          eq(auditoria.entidade, c.entidade),
          eq(auditoria.entidadeId, String(id)),
          eq(auditoria.acao, 'EXCLUIR'),
        ),
      );
    expect(linhas).toHaveLength(1);
  });
});
