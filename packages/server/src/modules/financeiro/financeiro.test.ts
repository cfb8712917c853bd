import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import {
  ARQUIVO_FINANCEIRO,
  MENSAGENS_FINANCEIRO,
  type FinanceiroLinha,
} from '@divida/domain/financeiro/financeiro.schema';
import { formatBRL } from '@divida/domain/format';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import { and, between, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { bearerOf, problemOf } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { pagamento, processoCobranca } from '../processoCobranca/processoCobranca.table.ts';

let app: FastifyInstance;
let admin: string;
let inea: string;
let semPermissao: string;
let ineaId: number;
const hoje = todayInSaoPaulo();
const periodo = { dataInicio: addDays(hoje, -730), dataFim: hoje };

const pedir = (token: string, caminho: string, payload: object, query = '') =>
  app.inject({
    method: 'POST',
    url: `/api/processoConstituicaoCredito/${caminho}${query}`,
    headers: bearerOf(token),
    payload,
  });

/** The payments of the period straight from the table: id → (paid, fees). */
async function pagamentos(orgaoId?: number) {
  return app.ctx.db
    .select({
      id: pagamento.id,
      valor: pagamento.valor,
      honorarios: pagamento.valorHonorarios,
      data: pagamento.dataPagamento,
    })
    .from(pagamento)
    .innerJoin(processoCobranca, eq(processoCobranca.id, pagamento.processoCobrancaId))
    .where(
      and(
        between(pagamento.dataPagamento, periodo.dataInicio, periodo.dataFim),
        orgaoId ? eq(processoCobranca.orgaoCredorId, orgaoId) : undefined,
      ),
    );
}

beforeAll(async () => {
  ({
    app,
    admin,
    doOrgao: inea,
    semPermissao: semPermissao,
    orgaoId: ineaId,
  } = await appDaDemo({
    com: ['FINANCEIRO_CONSULTAR'],
    sem: ['PAINEL'],
  }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('acompanhamentoFinanceiro', () => {
  it('one row per payment of the period, newest first, passing on the amount less the fees', async () => {
    const res = await pedir(admin, 'acompanhamentoFinanceiro', periodo, '?size=100');
    expect(res.statusCode, res.body).toBe(200);
    const { content, totalElements } = res.json() as { content: FinanceiroLinha[]; totalElements: number };
    const esperados = await pagamentos();
    expect(esperados.length).toBeGreaterThan(0);
    expect(totalElements).toBe(esperados.length);
    expect(new Set(content.map((l) => l.id))).toEqual(new Set(esperados.map((p) => p.id)));
    for (const [i, l] of content.entries()) {
      const p = esperados.find((x) => x.id === l.id)!;
      expect(l.valorPago).toBe(toApiNumber(p.valor));
      expect(l.valorRepassado).toBe(toApiNumber(toDecimal(p.valor).minus(p.honorarios)));
      expect(l.numerosTcc.length).toBe(l.numerosCda.length);
      expect(l.parcela).toBeLessThanOrEqual(l.totalParcelas);
      if (i > 0) expect(l.dataPagamento <= content[i - 1]!.dataPagamento).toBe(true);
    }
    // some payment carried fees: what is passed on is less than what was paid
    expect(content.some((l) => l.valorRepassado < l.valorPago)).toBe(true);

    const total = (await pedir(admin, 'buscarValorTotalRepassado', periodo)).json();
    expect(total.valorTotalRepassado).toBe(
      toApiNumber(sumMoney(esperados.map((p) => toDecimal(p.valor).minus(p.honorarios)))),
    );

    const porValor = (
      await pedir(admin, 'acompanhamentoFinanceiro', periodo, '?size=100&sort=valorPago')
    ).json();
    const valores = porValor.content.map((l: FinanceiroLinha) => l.valorPago);
    expect(valores).toEqual([...valores].sort((a, b) => a - b));
  });

  it("a body's user sees its own payments only; the permission and the dates are checked", async () => {
    const doInea = (await pedir(inea, 'acompanhamentoFinanceiro', periodo, '?size=100')).json();
    expect(new Set(doInea.content.map((l: FinanceiroLinha) => l.id))).toEqual(
      new Set((await pagamentos(ineaId)).map((p) => p.id)),
    );
    expect((await pedir(semPermissao, 'acompanhamentoFinanceiro', periodo)).statusCode).toBe(403);
    expect((await pedir(semPermissao, 'buscarValorTotalRepassado', periodo)).statusCode).toBe(403);
    const sem = problemOf(await pedir(admin, 'acompanhamentoFinanceiro', {}));
    expect(sem.errormessages).toEqual([
      MENSAGENS_FINANCEIRO.dataObrigatoria,
      MENSAGENS_FINANCEIRO.dataObrigatoria,
    ]);
    const invertido = problemOf(
      await pedir(admin, 'buscarValorTotalRepassado', { dataInicio: hoje, dataFim: addDays(hoje, -1) }),
    );
    expect(invertido.errormessages).toEqual([MENSAGENS_FINANCEIRO.fimAntesDoInicio]);
  });
});

describe('the exports', () => {
  it('Excel: every payment, typed cells, totals; PDF: the rows, count and totals', async () => {
    const esperados = await pagamentos();
    const pago = sumMoney(esperados.map((p) => toDecimal(p.valor)));
    const repassado = sumMoney(esperados.map((p) => toDecimal(p.valor).minus(p.honorarios)));

    const x = await pedir(admin, 'acompanhamentoFinanceiroExcel', periodo);
    expect(x.statusCode, x.body).toBe(200);
    expect(x.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(`${ARQUIVO_FINANCEIRO}.xlsx`)}`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(x.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(esperados.length + 2);
    expect(ws.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(typeof ws.getRow(2).getCell(7).value).toBe('number');
    const totais = ws.getRow(esperados.length + 2);
    expect((totais.getCell(7).value as { result: number }).result).toBe(toApiNumber(pago));
    expect((totais.getCell(8).value as { result: number }).result).toBe(toApiNumber(repassado));
    expect(String(totais.getCell(3).value)).toMatch(/emitido em .* por /);

    const p = await pedir(admin, 'acompanhamentoFinanceiroPdf', periodo);
    expect(p.statusCode, p.body).toBe(200);
    const texto = (await pdfText(p.rawPayload)).join(' ');
    const brl = (v: Parameters<typeof formatBRL>[0]) => formatBRL(v).replace(/\s/g, ' ');
    expect(texto).toContain('Relatório de Acompanhamento Financeiro');
    expect(texto).toContain(`${esperados.length} pagamento(s)`);
    expect(texto).toContain(brl(pago));
    expect(texto).toContain(brl(repassado));
    expect(texto).toMatch(/Emitido em .* por .*versão/);
  });
});
