import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { cobrancaFiltroSchema } from '@divida/domain/cobranca/cobranca.schema';
import { toDecimal } from '@divida/domain/money';
import type { Permissao } from '@divida/domain/permissions';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SISTEMA, type Alcance } from '../../platform/auth/scope.ts';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';
import { paginaPreparada } from './cobranca.listaPadrao.ts';
import { listarCobrancas } from './consulta.ts';
import { processoCobranca } from './processoCobranca.table.ts';

const PERMISSOES: Permissao[] = [
  'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
  'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  'PROCESSO_COBRANCA_CONSULTAR',
];
const HOJE = todayInSaoPaulo();

let app: FastifyInstance;
let orgaoA: number;
let orgaoB: number;

/** A single-payment agreement over a new process of the token's body. */
async function cobranca(token: string) {
  const chamar = (url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: bearerOf(token), payload });
  const p = await chamar('/processoConstituicaoCredito', processoValido('529.982.247-25'));
  expect(p.statusCode, p.body).toBe(201);
  const id = p.json<{ id: number }>().id;
  await app.ctx.db
    .update(processo)
    .set({ totalCorrigido: toDecimal('3150.00'), indiceFinanceiroId: null })
    .where(eq(processo.id, id));
  await inscreverParaTeste(app, id);
  const c = await chamar('/processoCobranca', {
    idsProcessos: [id],
    desconto: 0,
    totalParcelas: 1,
    formaPagamento: 'A_VISTA',
    primeiroVencimento: addDays(HOJE, 5),
    requerente: {
      tipo: 'TITULAR',
      nome: 'Maria das Dores Silva',
      cpf: '529.982.247-25',
      email: 'maria@exemplo.com.br',
      telefone: '(11) 98765-4321',
      arquivoIdentificacao: { uuid: await enviarPdf(app, token, 'rg.pdf'), nome: 'rg.pdf' },
    },
  });
  expect(c.statusCode, c.body).toBe(201);
  return c.json<{ id: number }>().id;
}

beforeAll(async () => {
  app = await createTestApp();
  orgaoA = (await seedOrgao(app)).id;
  orgaoB = (await seedOrgao(app)).id;
  const ids: number[] = [];
  for (const orgaoCredorId of [orgaoA, orgaoB]) {
    // a body negotiates only with a bank agreement
    await app.ctx.db
      .update(orgaoCredor)
      .set({ convenio: '7654321', carteira: '17' })
      .where(eq(orgaoCredor.id, orgaoCredorId));
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: PERMISSOES });
    const { accessToken } = await login(app, u.email, u.senha);
    for (let i = 0; i < 5; i++) ids.push(await cobranca(accessToken));
  }
  // Agreement dates repeated (the id breaks the ties), spread over both bodies.
  for (const [k, id] of ids.entries())
    await app.ctx.db
      .update(processoCobranca)
      .set({ dataAcordo: addDays(HOJE, -(k % 3)) })
      .where(eq(processoCobranca.id, id));
}, 120_000);
afterAll(async () => {
  await app?.close();
});

const caller = (orgaoCredorId: number, todos = false): Alcance => ({
  orgaoCredorId,
  permissoes: new Set<Permissao>([
    'PROCESSO_COBRANCA_CONSULTAR',
    ...(todos ? (['ACESSO_TODOS_ORGAOS'] as const) : []),
  ]),
});
const padrao = { field: 'data' as const, desc: true };
/** The filter as the route reads it. */
const filtro = (f: object) => cobrancaFiltroSchema.parse(f);
const nada = () => {
  throw new Error('not prepared here');
};

describe('the opening page of the collection list as a prepared statement', () => {
  it('gives the rows and total of the general path, for one body, all bodies and the system', async () => {
    for (const c of [caller(orgaoA), caller(orgaoB), caller(orgaoA, true), SISTEMA] as const)
      for (const size of [1, 3, 15]) {
        const q = { sort: padrao, page: 0, size };
        const preparada = await listarCobrancas(app.ctx.db, c, filtro({}), q);
        // a filter every agreement meets takes the general path
        const geral = await listarCobrancas(
          app.ctx.db,
          c,
          filtro({ dataInicial: '2000-01-01', dataFinal: addDays(HOJE, 1) }),
          q,
        );
        expect(preparada).toEqual(geral);
        expect(preparada.content.length).toBe(Math.min(size, preparada.totalElements));
        expect(preparada.totalElements).toBe(
          c === SISTEMA || c.permissoes.has('ACESSO_TODOS_ORGAOS') ? 10 : 5,
        );
        // run again: the statement is built once and executed as often as asked
        expect(await listarCobrancas(app.ctx.db, c, filtro({}), q)).toEqual(geral);
      }
  });

  it('is taken only by the opening page on the database', async () => {
    const c = caller(orgaoA);
    const q = { sort: padrao, page: 0, size: 15 };
    const pronta = () => ({ execute: () => Promise.resolve([]) });
    expect(paginaPreparada(app.ctx.db, c, {}, q, pronta)).toBeDefined();
    expect(paginaPreparada(app.ctx.db, c, { numeroCDA: '' }, q, pronta)).toBeDefined();
    expect(paginaPreparada(app.ctx.db, c, { numeroCDA: '2026' }, q, nada)).toBeUndefined();
    expect(paginaPreparada(app.ctx.db, c, { idSituacao: 200 }, q, nada)).toBeUndefined();
    expect(paginaPreparada(app.ctx.db, c, {}, { ...q, page: 1 }, nada)).toBeUndefined();
    expect(
      paginaPreparada(app.ctx.db, c, {}, { ...q, sort: { field: 'data', desc: false } }, nada),
    ).toBeUndefined();
    expect(
      paginaPreparada(app.ctx.db, c, {}, { ...q, sort: { field: 'numero', desc: true } }, nada),
    ).toBeUndefined();
    await app.ctx.db.transaction(async (tx) => expect(paginaPreparada(tx, c, {}, q, nada)).toBeUndefined());
  });
});
