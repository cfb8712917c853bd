import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { formatarNumeroProcesso, formatBRL } from '@divida/domain/format';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import {
  ARQUIVO_RELATORIO_SINTETICO,
  MENSAGENS_RELATORIO,
  RELATORIO_MAX_LINHAS,
  type RelatorioSinteticoLinha,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import ExcelJS from 'exceljs';
import { and, asc, between, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appDaDemo } from '../../test/demo.ts';
import { bearerOf, problemOf } from '../../test/harness.ts';
import { pdfText } from '../../test/pdfText.ts';
import { processo } from '../processo/processo.table.ts';

let app: FastifyInstance;
let admin: string;
let inea: string;
let semPermissao: string;
let ineaId: number;
const hoje = todayInSaoPaulo();
const periodo = { dataInicio: addDays(hoje, -730), dataFim: hoje };

const pedir = (token: string, caminho: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `/api/processoConstituicaoCredito/${caminho}`,
    headers: bearerOf(token),
    payload,
  });

/** The processes the report must list, straight from the table, in its order. */
async function esperados(orgaoId?: number, extra: object = {}) {
  const f = { ...periodo, ...extra } as { dataInicio: string; dataFim: string; idFaseProcesso?: number };
  return app.ctx.db
    .select({ id: processo.id, total: processo.totalCorrigido })
    .from(processo)
    .where(
      and(
        eq(processo.excluido, false),
        between(processo.data, f.dataInicio, f.dataFim),
        orgaoId ? eq(processo.orgaoCredorId, orgaoId) : undefined,
        f.idFaseProcesso ? eq(processo.faseId, f.idFaseProcesso) : undefined,
      ),
    )
    .orderBy(asc(processo.data), asc(processo.id));
}

beforeAll(async () => {
  ({
    app,
    admin,
    doOrgao: inea,
    semPermissao: semPermissao,
    orgaoId: ineaId,
  } = await appDaDemo({
    com: ['RELATORIO_CONSULTAR'],
    sem: ['PAINEL'],
  }));
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('relatorioSinteticoProcessos', () => {
  it('lists the period in date order, within the scope, with phase and debtor filters', async () => {
    const res = await pedir(admin, 'relatorioSinteticoProcessos', periodo);
    expect(res.statusCode, res.body).toBe(200);
    const linhas = res.json() as RelatorioSinteticoLinha[];
    const todos = await esperados();
    expect(linhas.map((l) => l.id)).toEqual(todos.map((p) => p.id));
    expect(res.headers['x-total-count']).toBe(String(todos.length));
    expect(todos.length).toBeGreaterThan(50);

    const doInea = (
      await pedir(inea, 'relatorioSinteticoProcessos', periodo)
    ).json() as RelatorioSinteticoLinha[];
    expect(doInea.map((l) => l.id)).toEqual((await esperados(ineaId)).map((p) => p.id));
    expect(doInea.length).toBeLessThan(linhas.length);

    const fase4 = (
      await pedir(admin, 'relatorioSinteticoProcessos', { ...periodo, idFaseProcesso: 4 })
    ).json();
    expect(fase4.map((l: RelatorioSinteticoLinha) => l.id)).toEqual(
      (await esperados(undefined, { idFaseProcesso: 4 })).map((p) => p.id),
    );
    const umDevedor = linhas[0]!;
    const [p] = await app.ctx.db
      .select({ devedorId: processo.devedorId })
      .from(processo)
      .where(eq(processo.id, umDevedor.id));
    const doDevedor = (
      await pedir(admin, 'relatorioSinteticoProcessos', { ...periodo, idDevedor: p!.devedorId })
    ).json() as RelatorioSinteticoLinha[];
    expect(doDevedor.length).toBeGreaterThan(0);
    expect(new Set(doDevedor.map((l) => l.documentoIdentificacaoDevedor))).toEqual(
      new Set([umDevedor.documentoIdentificacaoDevedor]),
    );
  });

  it('answers at most `max` rows, the first in the order, with the whole total; a bad max is a 400', async () => {
    const todos = await esperados();
    const res = await pedir(admin, 'relatorioSinteticoProcessos?max=1', periodo);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as RelatorioSinteticoLinha[]).map((l) => l.id)).toEqual([todos[0]!.id]);
    expect(res.headers['x-total-count']).toBe(String(todos.length));
    const tres = (await pedir(admin, 'relatorioSinteticoProcessos?max=3', periodo)).json();
    expect(tres.map((l: RelatorioSinteticoLinha) => l.id)).toEqual(todos.slice(0, 3).map((p) => p.id));
    for (const max of ['0', '-1', '1.5', 'abc', String(RELATORIO_MAX_LINHAS + 1)])
      expect((await pedir(admin, `relatorioSinteticoProcessos?max=${max}`, periodo)).statusCode).toBe(400);
  });

  it('refuses missing or inverted dates with the messages, and needs RELATORIO_CONSULTAR', async () => {
    const semDatas = await pedir(admin, 'relatorioSinteticoProcessos', {});
    expect(semDatas.statusCode).toBe(400);
    const sem = problemOf(semDatas);
    expect(sem.errorfields).toEqual(['dataInicio', 'dataFim']);
    expect(sem.errormessages).toEqual([
      MENSAGENS_RELATORIO.periodoObrigatorio,
      MENSAGENS_RELATORIO.periodoObrigatorio,
    ]);
    const invertido = await pedir(admin, 'relatorioSinteticoProcessosExcel', {
      dataInicio: hoje,
      dataFim: addDays(hoje, -1),
    });
    expect(invertido.statusCode).toBe(400);
    expect(problemOf(invertido).errormessages).toContain('A data deve ser anterior a Data - Fim');
    for (const c of [
      'relatorioSinteticoProcessos',
      'relatorioSinteticoProcessosPdf',
      'relatorioSinteticoProcessosExcel',
    ])
      expect((await pedir(semPermissao, c, periodo)).statusCode, c).toBe(403);
  });

  it('answers 400, never 5xx, to a body it cannot read', async () => {
    for (const payload of [
      { ...periodo, dataInicio: 'ontem' },
      { ...periodo, idDevedor: 'x' },
      { ...periodo, idDevedor: 99_999_999_999 },
      { ...periodo, idFaseProcesso: -4 },
      { ...periodo, excluido: true },
      [periodo],
    ])
      for (const c of ['relatorioSinteticoProcessos', 'relatorioSinteticoProcessosExcel'])
        expect((await pedir(admin, c, payload as object)).statusCode, `${c} ${JSON.stringify(payload)}`).toBe(
          400,
        );
  });

  it("gives a body's user none of another body's processes, in the order of date then number", async () => {
    const linhas = (
      await pedir(inea, 'relatorioSinteticoProcessos', periodo)
    ).json() as RelatorioSinteticoLinha[];
    expect(linhas.length).toBeGreaterThan(0);
    const orgaos = await app.ctx.db
      .selectDistinct({ orgao: processo.orgaoCredorId })
      .from(processo)
      .where(
        inArray(
          processo.id,
          linhas.map((l) => l.id),
        ),
      );
    expect(orgaos).toEqual([{ orgao: ineaId }]);
    const ordenadas = [...linhas].sort(
      (a, b) => a.data.localeCompare(b.data) || a.numero.localeCompare(b.numero),
    );
    expect(linhas.map((l) => l.id)).toEqual(ordenadas.map((l) => l.id));
  });
});

describe('the files', () => {
  it('the Excel workbook: typed cells, frozen and filtered header, exact totals row', async () => {
    const res = await pedir(inea, 'relatorioSinteticoProcessosExcel', periodo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename*=UTF-8''${encodeURIComponent(ARQUIVO_RELATORIO_SINTETICO.excel)}`,
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Relatório Sintético')!;
    const esperado = await esperados(ineaId);
    expect(ws.rowCount).toBe(esperado.length + 2);
    expect(ws.getRow(1).getCell(1).value).toBe('Número');
    expect(ws.getRow(1).getCell(9).value).toBe('Total Corrigido');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.autoFilter).toBeTruthy();
    const primeira = ws.getRow(2);
    expect(primeira.getCell(5).value).toBeInstanceOf(Date);
    expect(primeira.getCell(5).numFmt).toBe('dd/mm/yyyy');
    expect(typeof primeira.getCell(9).value).toBe('number');
    expect(primeira.getCell(9).numFmt).toBe('"R$" #,##0.00');
    const [p1] = await app.ctx.db.select().from(processo).where(eq(processo.id, esperado[0]!.id));
    expect(primeira.getCell(1).value).toBe(formatarNumeroProcesso(p1!.numero));
    expect((primeira.getCell(5).value as Date).toISOString().slice(0, 10)).toBe(p1!.data);
    const totais = ws.getRow(esperado.length + 2);
    const soma = toApiNumber(sumMoney(esperado.map((p) => toDecimal(p.total))));
    expect(totais.getCell(9).value).toEqual({ formula: `SUM(I2:I${esperado.length + 1})`, result: soma });
    expect(totais.getCell(3).value).toBe(`${esperado.length} processo(s)`);
  });

  it('the landscape PDF: title, period, rows, total and count, issuer and version', async () => {
    const res = await pedir(inea, 'relatorioSinteticoProcessosPdf', periodo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = (await pdfText(res.rawPayload)).join(' ');
    const esperado = await esperados(ineaId);
    const [p1] = await app.ctx.db.select().from(processo).where(eq(processo.id, esperado[0]!.id));
    expect(texto).toContain('Relatório Sintético de Processo');
    expect(texto).toContain(formatarNumeroProcesso(p1!.numero));
    expect(texto).toContain(`${esperado.length} processo(s)`);
    expect(texto).toContain(formatBRL(sumMoney(esperado.map((p) => toDecimal(p.total)))).replace(/\s/g, ' '));
    expect(texto).toMatch(/Emitido em .* por .* · versão \d+\.\d+\.\d+/);
    // landscape: the page is wider than tall
    const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
    const pdf = await getDocument({ data: new Uint8Array(res.rawPayload) }).promise;
    const [, , largura, altura] = (await pdf.getPage(1)).view;
    expect(largura!).toBeGreaterThan(altura!);
    await pdf.destroy();
  });
});
