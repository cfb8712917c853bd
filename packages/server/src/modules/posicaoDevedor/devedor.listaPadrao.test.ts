import { cpfCheckDigits } from '@divida/domain/documents';
import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SISTEMA, type Alcance } from '../../platform/auth/scope.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';
import { processo } from '../processo/processo.table.ts';
import { devedorScope, listarDevedores } from './devedor.repository.ts';
import { paginaPreparada } from './devedor.listaPadrao.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const PERMISSOES: Permissao[] = [`${P}_CONSULTAR`, `${P}_CADASTRAR`, 'DEVEDOR_CONSULTAR'];
const cpf = (k: number) => {
  const base = String(100_000_000 + k * 7_919).slice(0, 9);
  return base + cpfCheckDigits(base);
};

let app: FastifyInstance;
let orgaoA: number;
let orgaoB: number;

beforeAll(async () => {
  app = await createTestApp();
  orgaoA = (await seedOrgao(app)).id;
  orgaoB = (await seedOrgao(app)).id;
  // Names that repeat and differ only in case and accents (the key ties, the name and the id break
  // them); one holder in both bodies; a co-responsible party seen only through body B; one process
  // deleted, whose holder body A no longer sees.
  const nomes = ['Ana Souza', 'ANA SOUZA', 'Ána Souza', 'Bruno Lima', 'Carla Dias', 'ana souza', 'Zé Reis'];
  let k = 0;
  for (const orgaoCredorId of [orgaoA, orgaoB]) {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: PERMISSOES });
    const { accessToken } = await login(app, u.email, u.senha);
    for (const nome of nomes) {
      const documento = cpf(orgaoCredorId === orgaoA || k % 3 ? ++k : 1);
      const corresponsaveis =
        orgaoCredorId === orgaoB && nome === 'Zé Reis'
          ? [{ ...pessoaValida(cpf(99), { nome: 'Sócia Só de B', email: undefined }), tipo: 'SOCIO' }]
          : [];
      const r = await app.inject({
        method: 'POST',
        url: '/api/processoConstituicaoCredito',
        headers: bearerOf(accessToken),
        payload: processoValido(documento, { nome, email: undefined, corresponsaveis }),
      });
      expect(r.statusCode, r.body).toBe(201);
      if (orgaoCredorId === orgaoA && nome === 'Carla Dias')
        await app.ctx.db
          .update(processo)
          .set({ excluido: true })
          .where(eq(processo.id, r.json<{ id: number }>().id));
    }
  }
}, 60_000);
afterAll(async () => {
  await app?.close();
});

const caller = (orgaoCredorId: number, todos = false): Alcance => ({
  orgaoCredorId,
  permissoes: new Set<Permissao>(['DEVEDOR_CONSULTAR', ...(todos ? (['ACESSO_TODOS_ORGAOS'] as const) : [])]),
});
const padrao = { field: 'nome' as const, desc: false };

describe('the opening page of the debtor list as a prepared statement', () => {
  it('gives the rows and total of the general path, for one body, all bodies and the system', async () => {
    for (const c of [caller(orgaoA), caller(orgaoB), caller(orgaoA, true), SISTEMA] as const)
      for (const size of [1, 4, 15]) {
        const q = { sort: padrao, page: 0, size };
        expect(paginaPreparada(app.ctx.db, c, {}, q, undefined, devedorScope)).toBeDefined();
        const preparada = await listarDevedores(app.ctx.db, c, {}, q);
        // a filter every debtor meets (every document here begins with 1) takes the general path
        const geral = await listarDevedores(app.ctx.db, c, { documentoIdentificacao: '1' }, q);
        expect(preparada).toEqual(geral);
        expect(preparada.content.length).toBe(Math.min(size, preparada.totalElements));
        // run again: the statement is built once and executed as often as asked
        expect(await listarDevedores(app.ctx.db, c, {}, q)).toEqual(geral);
      }
  });

  it('follows the scope: body A does not see the deleted process holder, body B sees its co-responsible party', async () => {
    const q = { sort: padrao, page: 0, size: 50 };
    const nomesA = (await listarDevedores(app.ctx.db, caller(orgaoA), {}, q)).content.map((d) => d.nome);
    const nomesB = (await listarDevedores(app.ctx.db, caller(orgaoB), {}, q)).content.map((d) => d.nome);
    expect(nomesA).not.toContain('Carla Dias');
    expect(nomesA).not.toContain('Sócia Só de B');
    expect(nomesB).toContain('Sócia Só de B');
  });

  it('is taken only by the opening page on the database', async () => {
    const c = caller(orgaoA);
    const q = { sort: padrao, page: 0, size: 15 };
    expect(paginaPreparada(app.ctx.db, c, { nome: 'ana' }, q, undefined, devedorScope)).toBeUndefined();
    expect(paginaPreparada(app.ctx.db, c, {}, q, '123', devedorScope)).toBeUndefined();
    expect(paginaPreparada(app.ctx.db, c, { nome: '' }, q, '', devedorScope)).toBeDefined();
    expect(paginaPreparada(app.ctx.db, c, {}, { ...q, page: 1 }, undefined, devedorScope)).toBeUndefined();
    expect(
      paginaPreparada(
        app.ctx.db,
        c,
        {},
        { ...q, sort: { field: 'nome', desc: true } },
        undefined,
        devedorScope,
      ),
    ).toBeUndefined();
    expect(
      paginaPreparada(
        app.ctx.db,
        c,
        {},
        { ...q, sort: { field: 'id', desc: false } },
        undefined,
        devedorScope,
      ),
    ).toBeUndefined();
    await app.ctx.db.transaction(async (tx) =>
      expect(paginaPreparada(tx, c, {}, q, undefined, devedorScope)).toBeUndefined(),
    );
  });
});
