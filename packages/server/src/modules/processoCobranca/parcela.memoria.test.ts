import { addDays, addMonthsToYearMonth, formatDateBR } from '@divida/domain/calendar';
import {
  MENSAGENS_MEMORIA_PARCELA,
  type MemoriaParcela,
} from '@divida/domain/cobranca/memoriaParcela.schema';
import { MENSAGENS_MEMORIA } from '@divida/domain/processo/memoriaCalculo.schema';
import { formatBRL, toApiNumber, toDecimal } from '@divida/domain/money';
import { formatarNumeroCobranca } from '@divida/domain/format';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { indiceFinanceiro, indiceFinanceiroValor } from '../indiceFinanceiro/indiceFinanceiro.table.ts';
import { bearerOf, problemOf } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { boleto, lancamento, processoCobranca } from './processoCobranca.table.ts';

/**
 * The calculation memory of a collection's instalment (issue 26 §6, "the same for a collection's
 * instalment"): a property over every instalment of the demo collections. Its components add up to its
 * total; a settled instalment's total is what the settlement charged; an open one's open amount is the
 * value of the slip issued today, to the cent.
 */
let app: FastifyInstance;
let admin: string;
let doOrgao: string; // INEA, PROCESSO_COBRANCA_CONSULTAR
let semPermissao: string; // INEA, without it
let orgaoId: number;

const memoria = (token: string, id: number, parcela: number, query = '') =>
  app.inject({
    method: 'GET',
    url: `/api/processoCobranca/${id}/parcela/${parcela}/memoriaCalculo${query}`,
    headers: bearerOf(token),
  });

const soma = (m: MemoriaParcela) =>
  toApiNumber(
    [m.principal, m.correcaoAcordo, m.juros, m.multa, m.correcaoPagamento, m.jurosMes, m.honorarios].reduce(
      (a, v) => a.plus(toDecimal(String(v))),
      toDecimal(0),
    ),
  );

beforeAll(async () => {
  ({ app, admin, doOrgao, semPermissao, orgaoId } = await appDaDemo({
    com: ['PROCESSO_COBRANCA_CONSULTAR'],
    sem: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
  }));
  // the demo's series end before today: the months since are published here (0.5 % a month), so that
  // open instalments carry a correction at payment; the settled ones keep what they were charged
  const indices = await app.ctx.db.select({ id: indiceFinanceiro.id }).from(indiceFinanceiro);
  const meses = Array.from({ length: 36 }, (_, i) => addMonthsToYearMonth('2024-01', i));
  await app.ctx.db
    .insert(indiceFinanceiroValor)
    .values(
      indices.flatMap(({ id }) =>
        meses.map((m) => ({ indiceFinanceiroId: id, mes: `${m}-01`, valor: '0.5' })),
      ),
    )
    .onConflictDoNothing();
}, 240_000);
afterAll(() => app?.close());

describe('GET processoCobranca/{id}/parcela/{n}/memoriaCalculo', () => {
  it('every demo instalment: components add up; settled = what was charged; open = the slip of today', async () => {
    const linhas = await app.ctx.db
      .select({ c: processoCobranca, l: lancamento })
      .from(lancamento)
      .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
      .orderBy(asc(processoCobranca.id), asc(lancamento.parcela));
    expect(linhas.length).toBeGreaterThan(20);
    let pagas = 0;
    let boletos = 0;
    let corrigidas = 0;
    const comBoleto = new Set<number>();
    for (const { c, l } of linhas) {
      const rotulo = `${c.numero} parcela ${l.parcela}`;
      const res = await memoria(admin, c.id, l.parcela);
      expect(res.statusCode, `${rotulo}: ${res.body}`).toBe(200);
      const m = res.json() as MemoriaParcela;
      expect(m.total, rotulo).toBe(soma(m));
      expect(m.correcaoAcordo, rotulo).toBe(toApiNumber(l.valorCorrecao));
      if (m.meses.length > 0) corrigidas++;
      if (m.meses.length > 0)
        expect(
          toApiNumber(toDecimal(String(m.meses.at(-1)!.valorCorrigido)).minus(l.valorPrincipal)),
          rotulo,
        ).toBe(m.correcaoPagamento);
      if (l.situacao === 'BAIXADO') {
        pagas++;
        expect(m.dataCalculo, rotulo).toBe(l.dataPagamento);
        expect(m.total, rotulo).toBe(toApiNumber(l.valorTotal));
        continue;
      }
      // the first open instalment of a collection: its slip can be issued today
      if (comBoleto.has(c.id)) continue;
      comBoleto.add(c.id);
      const b = await app.inject({
        method: 'GET',
        url: `/api/cobrancaBB/${c.id}/parcela/${l.parcela}/boleto`,
        headers: bearerOf(admin),
      });
      if (b.statusCode !== 200) continue; // cancelled, awaiting the term, no bank agreement
      const [emitido] = await app.ctx.db
        .select()
        .from(boleto)
        .where(and(eq(boleto.lancamentoId, l.id), eq(boleto.valido, true)));
      expect(m.emAberto, rotulo).toBe(toApiNumber(emitido!.valorTotalBoleto));
      expect(m.dataCalculo, rotulo).toBe(emitido!.dataVencimento);
      boletos++;
    }
    expect(pagas).toBeGreaterThan(0);
    expect(boletos).toBeGreaterThan(0);
    expect(corrigidas).toBeGreaterThan(0);
  });

  it("another body's collection 404, an instalment that does not exist 404, no permission 403", async () => {
    const [deOutro] = await app.ctx.db
      .select({ id: processoCobranca.id })
      .from(processoCobranca)
      .where(ne(processoCobranca.orgaoCredorId, orgaoId))
      .limit(1);
    const [doInea] = await app.ctx.db
      .select({ id: processoCobranca.id })
      .from(processoCobranca)
      .where(eq(processoCobranca.orgaoCredorId, orgaoId))
      .limit(1);
    expect((await memoria(doOrgao, deOutro!.id, 1)).statusCode).toBe(404);
    expect((await memoria(doOrgao, doInea!.id, 1)).statusCode).toBe(200);
    expect((await memoria(doOrgao, doInea!.id, 999)).statusCode).toBe(404);
    expect((await memoria(semPermissao, doInea!.id, 1)).statusCode).toBe(403);
    expect((await memoria(doOrgao, 999_999, 1)).statusCode).toBe(404);
  });

  it('?data= values an open instalment as paid on that day; the default date asked for answers the same', async () => {
    const hoje = app.ctx.relogio.hoje();
    const abertas = await app.ctx.db
      .select({ c: processoCobranca, l: lancamento })
      .from(lancamento)
      .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
      .where(eq(lancamento.situacao, 'PREVISTO'))
      .orderBy(asc(processoCobranca.id), asc(lancamento.parcela));
    expect(abertas.length).toBeGreaterThan(0);
    let comparadas = 0;
    for (const { c, l } of abertas.slice(0, 8)) {
      const rotulo = `${c.numero} parcela ${l.parcela}`;
      const padrao = (await memoria(admin, c.id, l.parcela)).json() as MemoriaParcela;
      if (padrao.dataCalculo <= hoje) {
        // the default date (today's slip) asked for explicitly: the same answer
        const mesmo = await memoria(admin, c.id, l.parcela, `?data=${padrao.dataCalculo}`);
        expect(mesmo.json(), rotulo).toEqual(padrao);
        comparadas++;
      }
      // the day of the agreement: no month of correction at payment yet, the schedule's value
      const noAcordo = await memoria(admin, c.id, l.parcela, `?data=${c.dataAcordo}`);
      expect(noAcordo.statusCode, `${rotulo}: ${noAcordo.body}`).toBe(200);
      const m = noAcordo.json() as MemoriaParcela;
      expect(m.dataCalculo, rotulo).toBe(c.dataAcordo);
      expect(m.total, rotulo).toBe(soma(m));
      expect(m.correcaoPagamento, rotulo).toBe(0);
    }
    expect(comparadas).toBeGreaterThan(0);
  });

  it("refuses a date before the agreement, after today, malformed, or another than a settled one's payment", async () => {
    const [{ c, l } = {} as never] = await app.ctx.db
      .select({ c: processoCobranca, l: lancamento })
      .from(lancamento)
      .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
      .where(eq(lancamento.situacao, 'PREVISTO'))
      .limit(1);
    const antes = await memoria(admin, c.id, l.parcela, `?data=${addDays(c.dataAcordo, -1)}`);
    expect(antes.statusCode).toBe(400);
    expect(problemOf(antes).errormsg).toBe(
      MENSAGENS_MEMORIA_PARCELA.antesDoAcordo(formatDateBR(c.dataAcordo)),
    );
    expect(problemOf(antes).errorfields).toEqual(['data']);
    const depois = await memoria(admin, c.id, l.parcela, `?data=${addDays(app.ctx.relogio.hoje(), 1)}`);
    expect(depois.statusCode).toBe(400);
    expect(problemOf(depois).errormsg).toBe(MENSAGENS_MEMORIA.depoisDeHoje);
    for (const q of ['?data=2024-02-30', '?data=ontem', '?formato=xls'])
      expect((await memoria(admin, c.id, l.parcela, q)).statusCode, q).toBe(400);

    const [paga] = await app.ctx.db
      .select({ c: processoCobranca, l: lancamento })
      .from(lancamento)
      .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
      .where(eq(lancamento.situacao, 'BAIXADO'))
      .limit(1);
    const pagamento = paga!.l.dataPagamento!;
    const outroDia = await memoria(admin, paga!.c.id, paga!.l.parcela, `?data=${addDays(pagamento, -1)}`);
    expect(outroDia.statusCode).toBe(400);
    expect(problemOf(outroDia).errormsg).toBe(MENSAGENS_MEMORIA_PARCELA.pagaEm(formatDateBR(pagamento)));
    const noPagamento = await memoria(admin, paga!.c.id, paga!.l.parcela, `?data=${pagamento}`);
    expect(noPagamento.json()).toEqual((await memoria(admin, paga!.c.id, paga!.l.parcela)).json());

    // another body's collection: 404 before the query is looked at
    const [deOutro] = await app.ctx.db
      .select({ id: processoCobranca.id })
      .from(processoCobranca)
      .where(ne(processoCobranca.orgaoCredorId, orgaoId))
      .limit(1);
    expect((await memoria(doOrgao, deOutro!.id, 1, '?data=ontem')).statusCode).toBe(404);
  });

  it('prints the Memória de Cálculo da Parcela on the letterhead of the body (?formato=pdf)', async () => {
    const [{ c, l } = {} as never] = await app.ctx.db
      .select({ c: processoCobranca, l: lancamento })
      .from(lancamento)
      .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
      .where(eq(processoCobranca.orgaoCredorId, orgaoId))
      .orderBy(asc(processoCobranca.id), asc(lancamento.parcela))
      .limit(1);
    const m = (await memoria(doOrgao, c.id, l.parcela)).json() as MemoriaParcela;
    const res = await memoria(doOrgao, c.id, l.parcela, '?formato=pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const t = (await pdfText(res.rawPayload)).join(' ');
    expect(t).toContain(MENSAGENS_MEMORIA_PARCELA.titulo(l.parcela));
    expect(t).toContain('INEA');
    expect(t).toContain(formatarNumeroCobranca(c.numero)); // as every screen writes it (U-16)
    expect(t).toContain(formatDateBR(m.dataCalculo));
    expect(t).toContain(formatBRL(m.total));
    expect(t).toContain(formatBRL(m.emAberto));

    // an open instalment on the date asked for (the dialog's 'Data do cálculo'), as the JSON of that date
    const [aberta] = await app.ctx.db
      .select({ c: processoCobranca, l: lancamento })
      .from(lancamento)
      .innerJoin(processoCobranca, eq(processoCobranca.id, lancamento.processoCobrancaId))
      .where(and(eq(processoCobranca.orgaoCredorId, orgaoId), eq(lancamento.situacao, 'PREVISTO')))
      .orderBy(asc(processoCobranca.id), asc(lancamento.parcela))
      .limit(1);
    const { c: ca, l: la } = aberta!;
    const naData = (
      await memoria(doOrgao, ca.id, la.parcela, `?data=${ca.dataAcordo}`)
    ).json() as MemoriaParcela;
    const impressa = await memoria(doOrgao, ca.id, la.parcela, `?data=${ca.dataAcordo}&formato=pdf`);
    expect(impressa.statusCode, impressa.body).toBe(200);
    const ti = (await pdfText(impressa.rawPayload)).join(' ');
    expect(ti).toContain(formatDateBR(ca.dataAcordo));
    expect(ti).toContain(formatBRL(naData.total));
    // the print is refused as the memory is: a bad date 400, another body's 404, no permission 403
    for (const q of ['?data=2024-02-30&formato=pdf', `?data=${addDays(ca.dataAcordo, -1)}&formato=pdf`])
      expect((await memoria(doOrgao, ca.id, la.parcela, q)).statusCode, q).toBe(400);
    const [deOutro] = await app.ctx.db
      .select({ id: processoCobranca.id })
      .from(processoCobranca)
      .where(ne(processoCobranca.orgaoCredorId, orgaoId))
      .limit(1);
    expect((await memoria(doOrgao, deOutro!.id, 1, '?formato=pdf')).statusCode).toBe(404);
    expect((await memoria(semPermissao, c.id, l.parcela, '?formato=pdf')).statusCode).toBe(403);
  });
});
