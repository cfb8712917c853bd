import { addMonthsToYearMonth } from '@divida/domain/calendar';
import type { MemoriaParcela } from '@divida/domain/cobranca/memoriaParcela.schema';
import { toApiNumber, toDecimal } from '@divida/domain/money';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { indiceFinanceiro, indiceFinanceiroValor } from '../indiceFinanceiro/index.ts';
import { bearerOf } from '../../test/harness.ts';
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

const memoria = (token: string, id: number, parcela: number) =>
  app.inject({
    method: 'GET',
    url: `/api/processoCobranca/${id}/parcela/${parcela}/memoriaCalculo`,
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
});
