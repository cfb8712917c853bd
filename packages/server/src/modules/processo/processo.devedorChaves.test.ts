import { cpfCheckDigits } from '@divida/domain/documents';
import type { Permissao } from '@divida/domain/permissions';
import { PROCESSO_SORT, processoFiltroSchema } from '@divida/domain/processo/processo.schema';
import { chaveBusca } from '@divida/domain/texto';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alcance } from '../../platform/auth/scope.ts';
import { ordemDe } from '../../platform/db/chaveBusca.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { devedor } from '../devedor/devedor.table.ts';
import { listarProcessos } from './processo.repository.ts';
import { processo } from './processo.table.ts';

// The debtor's sort keys the process keeps (migration 0044): they follow every write of the process's
// debtor, and the debtor sorts give the order the join to the debtor gave.

const PERMISSOES: Permissao[] = [
  'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
  'PROCESSO_CONSTITUICAO_CREDITO_ALTERAR',
  'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
];

/** A valid CPF from 9 digits. */
const cpf = (base: string) => base + cpfCheckDigits(base);

// Accents, case and ties on purpose: the name sort reads the search key in byte order, then the name;
// two processes of one debtor tie on both keys, and the id settles them.
const DEVEDORES = [
  ['Álvaro Souza', '123456780'],
  ['alvaro souza', '223456780'],
  ['Beatriz Lima', '323456780'],
  ['Álvaro Souza', '423456780'],
  ['Zé Ninguém', '523456780'],
  ['Carlos Dias', '623456780'],
  ['Carlos Dias', '623456780'],
] as const;

let app: FastifyInstance;
let orgaoA: number;
let orgaoB: number;
let token: string;
let tokenB: string;
const criados: number[] = [];

const chamar = (t: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(t), ...(payload ? { payload } : {}) });

async function novoProcesso(nome: string, documento: string, t = token) {
  const p = await chamar(t, 'POST', '/processoConstituicaoCredito', processoValido(documento, { nome }));
  expect(p.statusCode, p.body).toBe(201);
  return p.json<{ id: number }>().id;
}

/** Every process's kept keys, and the ones its debtor's row gives now. */
async function conferir() {
  const guardadas = await app.ctx.db
    .select({
      id: processo.id,
      nomeBusca: processo.devedorNomeBusca,
      nome: processo.devedorNome,
      documento: processo.devedorDocumento,
    })
    .from(processo)
    .orderBy(processo.id);
  const atuais = await app.ctx.db
    .select({
      id: processo.id,
      nomeBusca: devedor.nomeBusca,
      nome: devedor.nome,
      documento: devedor.documentoIdentificacao,
    })
    .from(processo)
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .orderBy(processo.id);
  expect(guardadas).toEqual(atuais);
  expect(guardadas.every((g) => g.nomeBusca && g.nome && g.documento)).toBe(true);
  return guardadas;
}

// The debtor sorts as they were before the kept keys: the process joined to its debtor.
const DEBTOR_SORTS = {
  nomeDevedor: [ordemDe(devedor.nomeBusca), devedor.nome],
  documentoIdentificacaoDevedor: [devedor.documentoIdentificacao],
} as const;
type DebtorSort = keyof typeof DEBTOR_SORTS;

async function ordemPelaJuncao(field: DebtorSort, descendente: boolean, orgao?: number) {
  const dir = descendente ? desc : asc;
  const rows = await app.ctx.db
    .select({ id: processo.id })
    .from(processo)
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .where(orgao ? eq(processo.orgaoCredorId, orgao) : undefined)
    .orderBy(...DEBTOR_SORTS[field].map((c) => dir(c)), dir(processo.id));
  return rows.map((r) => r.id);
}

const caller = (orgaoCredorId: number, todos = false): Alcance => ({
  orgaoCredorId,
  permissoes: new Set<Permissao>([
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
    ...(todos ? (['ACESSO_TODOS_ORGAOS'] as const) : []),
  ]),
});

/** The list's ids for a sort, page after page of 2 (a filter in `filtro`). */
async function ordemDaLista(c: Alcance, field: DebtorSort, descendente: boolean, filtro: object = {}) {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const r = await listarProcessos(app.ctx.db, c, processoFiltroSchema.parse(filtro), {
      sort: { field, desc: descendente },
      page,
      size: 2,
    });
    ids.push(...r.content.map((x) => x.id));
    if (r.content.length < 2) return ids;
  }
}

async function mesmaOrdem() {
  for (const field of Object.keys(DEBTOR_SORTS) as DebtorSort[])
    for (const descendente of [false, true]) {
      expect(await ordemDaLista(caller(orgaoA, true), field, descendente)).toEqual(
        await ordemPelaJuncao(field, descendente),
      );
      expect(await ordemDaLista(caller(orgaoA), field, descendente)).toEqual(
        await ordemPelaJuncao(field, descendente, orgaoA),
      );
    }
}

beforeAll(async () => {
  app = await createTestApp();
  orgaoA = (await seedOrgao(app)).id;
  orgaoB = (await seedOrgao(app)).id;
  const u = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: PERMISSOES });
  token = (await login(app, u.email, u.senha)).accessToken;
  const b = await seedUsuario(app, { orgaoCredorId: orgaoB, permissoes: PERMISSOES });
  tokenB = (await login(app, b.email, b.senha)).accessToken;
  for (const [nome, base] of DEVEDORES) criados.push(await novoProcesso(nome, cpf(base)));
  // another body's process of a debtor of the first: in the list of all bodies, not in the body's
  await novoProcesso('Beatriz Lima', cpf('723456780'), tokenB);
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe("the process's kept debtor keys", () => {
  it('are written with the process, and the debtor sorts give the order of the join', async () => {
    const guardadas = await conferir();
    expect(guardadas.slice(0, DEVEDORES.length).map((g) => g.nome)).toEqual(DEVEDORES.map(([n]) => n));
    expect(PROCESSO_SORT).toEqual(expect.arrayContaining(Object.keys(DEBTOR_SORTS)));
    await mesmaOrdem();
  });

  it("follow the debtor's upsert by document when a process is saved (its name changes)", async () => {
    await novoProcesso('Abigail Lima', cpf(DEVEDORES[2][1]));
    const guardadas = await conferir();
    expect(guardadas.find((g) => g.id === criados[2])!.nome).toBe('Abigail Lima');
    await mesmaOrdem();
  });

  it('follow a rename of the debtor and a change of its document', async () => {
    const [p] = await app.ctx.db.select().from(processo).where(eq(processo.id, criados[5]!));
    await app.ctx.db
      .update(devedor)
      .set({ nome: 'Aaron  Dias', documentoIdentificacao: cpf('023456780') })
      .where(eq(devedor.id, p!.devedorId));
    const guardadas = await conferir();
    // both processes of that debtor
    for (const id of [criados[5], criados[6]])
      expect(guardadas.find((g) => g.id === id)).toMatchObject({
        nome: 'Aaron  Dias',
        nomeBusca: chaveBusca('Aaron  Dias'),
      });
    await mesmaOrdem();
  });

  it('follow a process moved to another debtor: by the edit form and by a direct write', async () => {
    const id = criados[4]!;
    const lido = await chamar(token, 'GET', `/processoConstituicaoCredito/${id}`);
    expect(lido.statusCode, lido.body).toBe(200);
    const alterado = await chamar(
      token,
      'PUT',
      `/processoConstituicaoCredito/${id}`,
      processoValido(cpf('823456780'), {
        nome: 'Débora Nunes',
        versao: lido.json<{ versao: number }>().versao,
      }),
    );
    expect(alterado.statusCode, alterado.body).toBe(200);
    let guardadas = await conferir();
    expect(guardadas.find((g) => g.id === id)).toMatchObject({
      nome: 'Débora Nunes',
      documento: cpf('823456780'),
    });
    const [outro] = await app.ctx.db
      .select({ id: devedor.id })
      .from(devedor)
      .where(eq(devedor.documentoIdentificacao, cpf(DEVEDORES[0][1])));
    await app.ctx.db.update(processo).set({ devedorId: outro!.id }).where(eq(processo.id, criados[1]!));
    guardadas = await conferir();
    expect(guardadas.find((g) => g.id === criados[1])!.nome).toBe('Álvaro Souza');
    await mesmaOrdem();
  });

  it('keep the debtor filters with a debtor sort', async () => {
    for (const filtro of [{ devedor: 'souza' }, { nomeDevedor: 'dias' }, { devedor: '1234' }])
      for (const field of Object.keys(DEBTOR_SORTS) as DebtorSort[]) {
        const ids = await ordemDaLista(caller(orgaoA, true), field, false, filtro);
        const todos = await ordemPelaJuncao(field, false);
        const r = await listarProcessos(
          app.ctx.db,
          caller(orgaoA, true),
          processoFiltroSchema.parse(filtro),
          {
            sort: { field: 'id', desc: false },
            page: 0,
            size: 100,
          },
        );
        const casam = new Set(r.content.map((x) => x.id));
        expect(casam.size).toBeGreaterThan(0);
        expect(ids, JSON.stringify(filtro)).toEqual(todos.filter((i) => casam.has(i)));
      }
  });
});
