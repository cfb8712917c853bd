import { cpfCheckDigits } from '@divida/domain/documents';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { cobrancaFiltroSchema } from '@divida/domain/cobranca/cobranca.schema';
import { toDecimal } from '@divida/domain/money';
import type { Permissao } from '@divida/domain/permissions';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Alcance } from '../../platform/auth/scope.ts';
import { ordemDe } from '../../platform/db/chaveBusca.ts';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { enviarPdf } from '../../test/pdfs.ts';
import { devedor } from '../devedor/devedor.table.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { dividaAtiva } from '../processo/dividaAtiva.table.ts';
import { processo } from '../processo/processo.table.ts';
import { listarCobrancas } from './consulta.ts';
import { processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';

// The holder's sort keys the agreement keeps (migration 0042): they follow every write of the holder's
// CDA row, process and debtor, and the holder sorts give the order the joins to them gave.

const PERMISSOES: Permissao[] = [
  'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
  'NEGOCIACAO_NEGOCIAR_PAGAMENTO',
  'PROCESSO_COBRANCA_CONSULTAR',
];
const HOJE = todayInSaoPaulo();

/** A valid CPF from 9 digits. */
const cpf = (base: string) => base + cpfCheckDigits(base);

// Accents, case and ties on purpose: the name sort reads the search key in byte order, then the name.
const TITULARES = [
  ['Álvaro Souza', '123456780'],
  ['alvaro souza', '223456780'],
  ['Beatriz Lima', '323456780'],
  ['Álvaro Souza', '423456780'],
  ['Zé Ninguém', '523456780'],
  ['Carlos Dias', '623456780'],
] as const;

let app: FastifyInstance;
let orgaoA: number;
let token: string;

const chamar = (url: string, payload: object) =>
  app.inject({ method: 'POST', url: `/api${url}`, headers: bearerOf(token), payload });

async function novoProcesso(nome: string, documento: string) {
  const p = await chamar('/processoConstituicaoCredito', processoValido(documento, { nome }));
  expect(p.statusCode, p.body).toBe(201);
  return p.json<{ id: number }>().id;
}

/** A single-payment agreement over a new process of `nome`. */
async function cobranca(nome: string, documento: string) {
  const id = await novoProcesso(nome, documento);
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
  return { cobrancaId: c.json<{ id: number }>().id, processoId: id };
}

/** Every agreement's kept keys and the ones its holder's rows give now (none without a CDA of ordem 0). */
async function chaves() {
  const guardadas = await app.ctx.db
    .select({
      id: processoCobranca.id,
      devedorId: processoCobranca.titularDevedorId,
      numero: processoCobranca.titularProcessoNumero,
      nomeBusca: processoCobranca.titularNomeBusca,
      nome: processoCobranca.titularNome,
      documento: processoCobranca.titularDocumento,
    })
    .from(processoCobranca)
    .orderBy(processoCobranca.id);
  const atuais = await app.ctx.db
    .select({
      id: processoCobranca.id,
      devedorId: devedor.id,
      numero: processo.numero,
      nomeBusca: devedor.nomeBusca,
      nome: devedor.nome,
      documento: devedor.documentoIdentificacao,
    })
    .from(processoCobranca)
    .leftJoin(
      processoCobrancaCda,
      and(eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id), eq(processoCobrancaCda.ordem, 0)),
    )
    .leftJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .leftJoin(devedor, eq(devedor.id, processo.devedorId))
    .orderBy(processoCobranca.id);
  return { guardadas, atuais };
}

/** Every CDA row's kept CDA number and debtor's document, and the ones its rows give now. */
async function chavesDasCdas() {
  const linha = {
    cobranca: processoCobrancaCda.processoCobrancaId,
    processo: processoCobrancaCda.processoId,
  };
  const ordem = [processoCobrancaCda.processoCobrancaId, processoCobrancaCda.processoId];
  const guardadas = await app.ctx.db
    .select({ ...linha, cda: processoCobrancaCda.numeroCda, documento: processoCobrancaCda.devedorDocumento })
    .from(processoCobrancaCda)
    .orderBy(...ordem);
  const atuais = await app.ctx.db
    .select({ ...linha, cda: dividaAtiva.numeroCda, documento: devedor.documentoIdentificacao })
    .from(processoCobrancaCda)
    .innerJoin(dividaAtiva, eq(dividaAtiva.id, processoCobrancaCda.dividaAtivaId))
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .orderBy(...ordem);
  expect(guardadas).toEqual(atuais);
}

async function conferir() {
  const { guardadas, atuais } = await chaves();
  expect(guardadas).toEqual(atuais);
  await chavesDasCdas();
  return guardadas;
}

// The holder sorts as they were before the kept keys: the agreement joined to its holder's rows.
const HOLDER_SORTS = {
  'processos.numero': [processo.numero],
  'titular.documentoIdentificacao': [devedor.documentoIdentificacao],
  'titular.nome': [ordemDe(devedor.nomeBusca), devedor.nome],
} as const;
type HolderSort = keyof typeof HOLDER_SORTS;

async function ordemPelasJuncoes(field: HolderSort, descendente: boolean, orgao?: number) {
  const dir = descendente ? desc : asc;
  const rows = await app.ctx.db
    .select({ id: processoCobranca.id })
    .from(processoCobranca)
    .innerJoin(
      processoCobrancaCda,
      and(eq(processoCobrancaCda.processoCobrancaId, processoCobranca.id), eq(processoCobrancaCda.ordem, 0)),
    )
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .innerJoin(devedor, eq(devedor.id, processo.devedorId))
    .where(orgao ? eq(processoCobranca.orgaoCredorId, orgao) : undefined)
    .orderBy(...HOLDER_SORTS[field].map((c) => dir(c)), dir(processoCobranca.id));
  return rows.map((r) => r.id);
}

const caller = (orgaoCredorId: number, todos = false): Alcance => ({
  orgaoCredorId,
  permissoes: new Set<Permissao>([
    'PROCESSO_COBRANCA_CONSULTAR',
    ...(todos ? (['ACESSO_TODOS_ORGAOS'] as const) : []),
  ]),
});

/** The list's ids for a sort, page after page of 2. */
async function ordemDaLista(c: Alcance, field: HolderSort, descendente: boolean) {
  const ids: number[] = [];
  for (let page = 0; ; page++) {
    const r = await listarCobrancas(app.ctx.db, c, cobrancaFiltroSchema.parse({}), {
      sort: { field, desc: descendente },
      page,
      size: 2,
    });
    ids.push(...r.content.map((x) => x.idProcessoCobranca));
    if (r.content.length < 2) return ids;
  }
}

async function mesmaOrdem() {
  for (const field of Object.keys(HOLDER_SORTS) as HolderSort[])
    for (const descendente of [false, true]) {
      expect(await ordemDaLista(caller(orgaoA, true), field, descendente)).toEqual(
        await ordemPelasJuncoes(field, descendente),
      );
      expect(await ordemDaLista(caller(orgaoA), field, descendente)).toEqual(
        await ordemPelasJuncoes(field, descendente, orgaoA),
      );
    }
}

const criadas: { cobrancaId: number; processoId: number }[] = [];

beforeAll(async () => {
  app = await createTestApp();
  orgaoA = (await seedOrgao(app)).id;
  await app.ctx.db
    .update(orgaoCredor)
    .set({ convenio: '7654321', carteira: '17' })
    .where(eq(orgaoCredor.id, orgaoA));
  const u = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: PERMISSOES });
  token = (await login(app, u.email, u.senha)).accessToken;
  for (const [nome, base] of TITULARES) criadas.push(await cobranca(nome, cpf(base)));
}, 180_000);
afterAll(async () => {
  await app?.close();
});

describe("the agreement's kept holder keys", () => {
  it('are written with the agreement, and the holder sorts give the order of the joins', async () => {
    const guardadas = await conferir();
    expect(guardadas.map((g) => g.nome)).toEqual(TITULARES.map(([nome]) => nome));
    expect(guardadas.every((g) => g.numero && g.nomeBusca && g.documento)).toBe(true);
    await mesmaOrdem();
  });

  it("follow a change of the debtor's name (a new process of the same document) and document", async () => {
    const [, base] = TITULARES[2];
    await novoProcesso('Abigail Lima', cpf(base));
    const guardadas = await conferir();
    expect(guardadas.find((g) => g.id === criadas[2]!.cobrancaId)!.nome).toBe('Abigail Lima');
    const alvo = guardadas.find((g) => g.id === criadas[5]!.cobrancaId)!;
    await app.ctx.db
      .update(devedor)
      .set({ documentoIdentificacao: cpf('023456780') })
      .where(eq(devedor.id, alvo.devedorId!));
    await conferir();
    await mesmaOrdem();
  });

  it("follow a change of the holder's process number and debtor", async () => {
    const { processoId } = criadas[4]!;
    const outro = await app.ctx.db
      .select({ id: devedor.id })
      .from(devedor)
      .where(eq(devedor.documentoIdentificacao, cpf(TITULARES[0][1])));
    await app.ctx.db
      .update(processo)
      .set({ numero: '0000001/2001', devedorId: outro[0]!.id })
      .where(eq(processo.id, processoId));
    const guardadas = await conferir();
    expect(guardadas.find((g) => g.id === criadas[4]!.cobrancaId)).toMatchObject({
      numero: '0000001/2001',
      nome: 'Álvaro Souza',
    });
    await mesmaOrdem();
  });

  it('give the CDA and CPF/CNPJ filters the agreements some process of which matches', async () => {
    // a second CDA (ordem 1) of another debtor on the first agreement
    const [da] = await app.ctx.db
      .select()
      .from(dividaAtiva)
      .where(eq(dividaAtiva.processoId, criadas[3]!.processoId));
    await app.ctx.db.insert(processoCobrancaCda).values({
      processoCobrancaId: criadas[0]!.cobrancaId,
      processoId: criadas[3]!.processoId,
      dividaAtivaId: da!.id,
      ordem: 1,
      valorAtualizado: toDecimal('1'),
      valorCorrecao: toDecimal('0'),
      valorJuros: toDecimal('0'),
      valorMulta: toDecimal('0'),
    });
    await conferir();
    const cdas = await app.ctx.db.select({ n: dividaAtiva.numeroCda }).from(dividaAtiva);
    const docs = TITULARES.map(([, base]) => cpf(base));
    const prefixos = {
      numeroCDA: ['', cdas[0]!.n.slice(0, 4), da!.numeroCda, '9'],
      cpfCnpj: ['0', '1', docs[3]!.slice(0, 3), docs[3]!, '9'],
    };
    for (const [campo, lista] of Object.entries(prefixos))
      for (const prefixo of lista) {
        // the old filter: an exists over the agreement's processes joined to their CDA and debtor
        const coluna = campo === 'numeroCDA' ? dividaAtiva.numeroCda : devedor.documentoIdentificacao;
        const esperadas = await app.ctx.db
          .selectDistinct({ id: processoCobrancaCda.processoCobrancaId })
          .from(processoCobrancaCda)
          .innerJoin(dividaAtiva, eq(dividaAtiva.id, processoCobrancaCda.dividaAtivaId))
          .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
          .innerJoin(devedor, eq(devedor.id, processo.devedorId))
          .where(sql`${coluna} like ${`${prefixo}%`}`);
        const r = await listarCobrancas(
          app.ctx.db,
          caller(orgaoA),
          cobrancaFiltroSchema.parse({ [campo]: prefixo }),
          {
            sort: { field: 'id', desc: false },
            page: 0,
            size: 100,
          },
        );
        expect(
          r.content.map((c) => c.idProcessoCobranca),
          `${campo} ${prefixo}`,
        ).toEqual(esperadas.map((e) => e.id).sort((a, b) => a - b));
      }
    expect(
      (
        await listarCobrancas(app.ctx.db, caller(orgaoA), cobrancaFiltroSchema.parse({ cpfCnpj: docs[3] }), {
          sort: { field: 'id', desc: false },
          page: 0,
          size: 100,
        })
      ).content.map((c) => c.idProcessoCobranca),
    ).toEqual([criadas[0]!.cobrancaId, criadas[3]!.cobrancaId]);
  });

  it('follow the CDA row of ordem 0: moved to another process, then gone', async () => {
    const { cobrancaId } = criadas[1]!;
    const onde = and(
      eq(processoCobrancaCda.processoCobrancaId, cobrancaId),
      eq(processoCobrancaCda.ordem, 0),
    );
    await app.ctx.db.update(processoCobrancaCda).set({ processoId: criadas[3]!.processoId }).where(onde);
    expect((await conferir()).find((g) => g.id === cobrancaId)!.documento).toBe(cpf(TITULARES[3][1]));
    await app.ctx.db.update(processoCobrancaCda).set({ ordem: 1 }).where(onde);
    expect((await conferir()).find((g) => g.id === cobrancaId)!.numero).toBeNull();
    await app.ctx.db
      .update(processoCobrancaCda)
      .set({ ordem: 0 })
      .where(eq(processoCobrancaCda.processoCobrancaId, cobrancaId));
    await conferir();
    await app.ctx.db
      .delete(processoCobrancaCda)
      .where(eq(processoCobrancaCda.processoCobrancaId, cobrancaId));
    expect((await conferir()).find((g) => g.id === cobrancaId)!.nome).toBeNull();
    // a bulk change of many rows in one statement
    await app.ctx.db.execute(sql`update devedor set nome = nome || ' Filho'`);
    await conferir();
    await app.ctx.db.execute(sql`update divida_ativa set numero_cda = '9' || right(numero_cda, 11)`);
    await conferir();
  });
});
