import { ORIGENS_ACESSO } from '@divida/domain/devedor/acessoDados.schema';
import { SITUACAO_COBRANCA } from '@divida/domain/cobranca/cobranca.schema';
import { and, asc, eq, gt, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { processo } from '../processo/processo.table.ts';
import { lancamento, processoCobranca, processoCobrancaCda } from './processoCobranca.table.ts';
import { DEMO_ADMIN } from '../../seed/demo.ts';
import { bearerOf, createTestApp, login } from '../../test/harness.ts';
import { acessoDadosPessoais } from '../../platform/lgpd/acessoDados.table.ts';

/**
 * Issue 26 §5 on the demo office: every answer that shows a debtor's or a requester's personal data
 * (the collection's detail and summaries, the slip, the CDA, the exports with CPFs, the
 * synthetic report) writes exactly one row per person shown, naming the person by id and the origin.
 */
type Origem = keyof typeof ORIGENS_ACESSO;
type Pessoa = { devedorId: number | null; requerenteId: number | null };

let app: FastifyInstance;
let token: string;
/** a demo collection in instalments, with a requester, whose next instalment may get a slip */
let cobrancaId: number;
let parcela: number;
let requerenteId: number;
let devedoresDaCobranca: number[];
let processoId: number;

const chave = (p: Pessoa) => `${p.devedorId ?? ''}:${p.requerenteId ?? ''}`;

/** Runs a read and answers the log rows it wrote. */
async function leitura(ler: () => Promise<{ statusCode: number; body: string }>) {
  const [u] = await app.ctx.db
    .select({ id: sql<number>`coalesce(max(${acessoDadosPessoais.id}), 0)` })
    .from(acessoDadosPessoais);
  const res = await ler();
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
  return app.ctx.db
    .select()
    .from(acessoDadosPessoais)
    .where(gt(acessoDadosPessoais.id, Number(u!.id)))
    .orderBy(asc(acessoDadosPessoais.id));
}

const get = (url: string) => () => app.inject({ method: 'GET', url: `/api${url}`, headers: bearerOf(token) });
const post =
  (url: string, payload: object = {}) =>
  () =>
    app.inject({ method: 'POST', url: `/api${url}`, headers: bearerOf(token), payload });

/** Exactly these people, once each, of this origin, by the administrator. */
function esperar(linhas: Awaited<ReturnType<typeof leitura>>, origem: Origem, pessoas: Pessoa[]) {
  expect(linhas.map(chave).sort()).toEqual(pessoas.map(chave).sort());
  for (const l of linhas) {
    expect(l.origem).toBe(origem);
    expect(l.usuarioId).toBeGreaterThan(0);
  }
}

beforeAll(async () => {
  app = await createTestApp({}, { demo: true });
  token = (await login(app, DEMO_ADMIN.email, DEMO_ADMIN.senha)).accessToken;
  // an instalment still foreseen whose previous one is paid (or the first), of a body with a BB agreement
  const candidatas = await app.ctx.db
    .select({ c: processoCobranca, parcela: lancamento.parcela })
    .from(processoCobranca)
    .innerJoin(lancamento, eq(lancamento.processoCobrancaId, processoCobranca.id))
    .innerJoin(orgaoCredor, eq(orgaoCredor.id, processoCobranca.orgaoCredorId))
    .where(
      and(
        eq(processoCobranca.situacaoId, SITUACAO_COBRANCA.PARCELADO),
        isNotNull(processoCobranca.requerenteId),
        isNotNull(orgaoCredor.convenio),
        eq(lancamento.situacao, 'PREVISTO'),
        sql`not exists (select 1 from ${lancamento} l2 where l2.processo_cobranca_id = ${processoCobranca.id}
          and l2.parcela < ${lancamento.parcela} and l2.data_pagamento is null)`,
      ),
    )
    .orderBy(asc(processoCobranca.id), asc(lancamento.parcela))
    .limit(1);
  expect(candidatas).toHaveLength(1);
  const { c } = candidatas[0]!;
  cobrancaId = c.id;
  parcela = candidatas[0]!.parcela;
  requerenteId = c.requerenteId!;
  const ps = await app.ctx.db
    .select({ id: processo.id, devedorId: processo.devedorId })
    .from(processoCobrancaCda)
    .innerJoin(processo, eq(processo.id, processoCobrancaCda.processoId))
    .where(eq(processoCobrancaCda.processoCobrancaId, cobrancaId))
    .orderBy(asc(processoCobrancaCda.ordem));
  devedoresDaCobranca = [...new Set(ps.map((p) => p.devedorId))];
  processoId = ps[0]!.id;
}, 240_000);
afterAll(() => app?.close());

const devedor = (devedorId: number): Pessoa => ({ devedorId, requerenteId: null });
const requerente = (id: number): Pessoa => ({ devedorId: null, requerenteId: id });

describe('personal-data access log: one row per person shown, per read', () => {
  it("the collection's detail: its debtors and its requester", async () => {
    const linhas = await leitura(get(`/processoCobranca/${cobrancaId}`));
    esperar(linhas, 'COBRANCA_DETALHE', [...devedoresDaCobranca.map(devedor), requerente(requerenteId)]);
  });

  it("the collection's summaries (acompanhamento, a process's Cobrança tab): the requester", async () => {
    esperar(await leitura(get(`/processoCobranca/acompanhamentoCobranca/${cobrancaId}`)), 'COBRANCA_RESUMO', [
      requerente(requerenteId),
    ]);
    esperar(await leitura(get(`/processoCobranca/buscarIdCobranca/${cobrancaId}`)), 'COBRANCA_RESUMO', [
      requerente(requerenteId),
    ]);
    const doProcesso = await leitura(get(`/processoCobranca/processo/${processoId}`));
    expect(doProcesso.length).toBeGreaterThan(0);
    expect(doProcesso.map((l) => l.requerenteId)).toContain(requerenteId);
    expect(new Set(doProcesso.map(chave)).size).toBe(doProcesso.length);
    for (const l of doProcesso) expect(l.origem).toBe('COBRANCA_RESUMO');
  });

  it("the instalment's slip: the payer", async () => {
    const titular = devedoresDaCobranca[0]!;
    esperar(await leitura(get(`/cobrancaBB/${cobrancaId}/parcela/${parcela}/boleto`)), 'COBRANCA_IMPRESSO', [
      devedor(titular),
    ]);
  });

  it('the CDA print: the process debtor', async () => {
    const linhas = await leitura(get(`/processoConstituicaoCredito/${processoId}/imprimirCda`));
    expect(linhas.map((l) => l.devedorId)).toContain(devedoresDaCobranca[0]);
    expect(new Set(linhas.map(chave)).size).toBe(linhas.length);
    for (const l of linhas) expect(l.origem).toBe('CDA_IMPRESSO');
  });

  it('the exports with CPFs and the synthetic report: each debtor of the file once', async () => {
    const titular = devedoresDaCobranca[0]!;
    const [p] = await app.ctx.db
      .select({ numero: processo.numero, data: processo.data })
      .from(processo)
      .where(eq(processo.id, processoId));
    const periodo = { dataInicio: p!.data, dataFim: p!.data };
    const exportacoes: [string, object][] = [
      ['/processoConstituicaoCredito/exportar', { numero: p!.numero }],
      ['/processoCobranca/exportar', {}],
      ['/processoConstituicaoCredito/exportarAptosNegociacao', {}],
      ['/processoConstituicaoCredito/relatorioSinteticoProcessosExcel', periodo],
    ];
    for (const [url, filtro] of exportacoes) {
      const linhas = await leitura(post(url, filtro));
      for (const l of linhas) expect(l.origem, url).toBe('EXPORTACAO');
      // each person once, by id: never a row without a person
      expect(new Set(linhas.map(chave)).size, url).toBe(linhas.length);
      for (const l of linhas) expect(l.devedorId ?? l.requerenteId, url).not.toBeNull();
      if (!url.includes('Aptos'))
        expect(
          linhas.map((l) => l.devedorId),
          url,
        ).toContain(titular);
      else expect(linhas.length, url).toBeGreaterThan(0);
    }
    const pdf = await leitura(post('/processoConstituicaoCredito/relatorioSinteticoProcessosPdf', periodo));
    expect(pdf.map((l) => l.devedorId)).toContain(titular);
    expect(new Set(pdf.map(chave)).size).toBe(pdf.length);
    for (const l of pdf) expect(l.origem).toBe('RELATORIO_IMPRESSO');
  });
});
