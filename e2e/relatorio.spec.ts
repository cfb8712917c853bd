import { readFile } from 'node:fs/promises';
import { addDays, formatDateBR, todayInSaoPaulo } from '@divida/domain/calendar';
import { formatarNumeroProcesso } from '@divida/domain/format';
import {
  ARQUIVO_RELATORIO_SINTETICO,
  MENSAGENS_RELATORIO,
  type RelatorioSinteticoLinha,
} from '@divida/domain/relatorio/relatorioSintetico.schema';
import ExcelJS from 'exceljs';
import { api, pdfText } from './support/admin.ts';
import { adminToken } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { preencherData } from './pages/WorkflowPages.ts';

/** Issue 14's synthetic report in the browser: its rules, the PDF read back and the Excel file opened. */

test('Relatório Sintético de Processo: datas obrigatórias, aviso sem resultado, PDF e Excel', async ({
  page,
  loginPage,
}) => {
  test.slow();
  const hoje = todayInSaoPaulo();
  const inicio = addDays(hoje, -365);
  const linhas = await api<RelatorioSinteticoLinha[]>(
    await adminToken(),
    'POST',
    'processoConstituicaoCredito/relatorioSinteticoProcessos',
    { dataInicio: inicio, dataFim: hoje },
  );
  expect(linhas.length).toBeGreaterThan(0);

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/relatorioSinteticoProcesso');
  await expect(page.getByRole('heading', { name: 'Relatório Sintético de Processo' })).toBeVisible();
  const main = page.locator('main');

  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText(MENSAGENS_RELATORIO.periodoObrigatorio).first()).toBeVisible();

  // a period without processes: the warning, no file
  await preencherData(page, main, 'Data Início', '2001-01-01');
  await preencherData(page, main, 'Data Fim', '2001-01-31');
  await page.getByRole('button', { name: 'Gerar' }).click();
  await expect(page.getByText(MENSAGENS_RELATORIO.vazio)).toBeVisible();

  await preencherData(page, main, 'Data Início', inicio);
  await preencherData(page, main, 'Data Fim', hoje);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Gerar' }).click(),
  ]);
  await popup.waitForURL(/^blob:/);
  const bytes = await popup.evaluate(async () =>
    Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer())),
  );
  await popup.close();
  const texto = (await pdfText(Buffer.from(bytes))).replace(/\s+/g, ' ');
  expect(texto).toContain('Relatório Sintético de Processo');
  expect(texto).toContain(`Período: ${formatDateBR(inicio)} a ${formatDateBR(hoje)}`);
  expect(texto).toContain(formatarNumeroProcesso(linhas[0]!.numero));
  expect(texto).toContain(`${linhas.length.toLocaleString('pt-BR')} processo(s)`);

  await page.getByRole('radio', { name: 'Excel' }).check();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(ARQUIVO_RELATORIO_SINTETICO.excel);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  expect(ws.rowCount).toBe(linhas.length + 2);
  expect(ws.getRow(2).getCell(1).value).toBe(formatarNumeroProcesso(linhas[0]!.numero));
  expect(ws.getRow(2).getCell(5).value).toBeInstanceOf(Date);
  expect(ws.getRow(linhas.length + 2).getCell(3).value).toBe(`${linhas.length} processo(s)`);
});
