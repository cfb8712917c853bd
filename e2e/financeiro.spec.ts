import { readFile } from 'node:fs/promises';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { ARQUIVO_FINANCEIRO, type FinanceiroLinha } from '@divida/domain/financeiro/financeiro.schema';
import { formatarNumeroCobranca, formatBRL } from '@divida/domain/format';
import type { Page as Pagina } from '@divida/domain/list';
import ExcelJS from 'exceljs';
import { api, pdfText } from './support/admin.ts';
import { adminToken } from './support/api.ts';
import { expect, test } from './support/test.ts';

/** Issue 14's financial follow-up on the demo office: the year's payments, the total, the follow-up, the files. */

test('Acompanhamento Financeiro: filtro por ano, Total Repassado, Cobrança e os dois arquivos', async ({
  page,
  loginPage,
}) => {
  test.slow();
  const ano = todayInSaoPaulo().slice(0, 4);
  const periodo = { dataInicio: `${ano}-01-01`, dataFim: `${ano}-12-31` };
  const token = await adminToken();
  const linhas = await api<Pagina<FinanceiroLinha>>(
    token,
    'POST',
    'processoConstituicaoCredito/acompanhamentoFinanceiro?size=1',
    periodo,
  );
  const total = await api<{ valorTotalRepassado: number }>(
    token,
    'POST',
    'processoConstituicaoCredito/buscarValorTotalRepassado',
    periodo,
  );
  expect(linhas.totalElements).toBeGreaterThan(0);

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/financeiro');
  await expect(page.getByRole('heading', { name: 'Acompanhamento Financeiro de Processos' })).toBeVisible();
  await page.getByRole('button', { name: 'Ano', exact: true }).click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText(`Ano: ${ano}`)).toBeVisible();
  const cartao = page.locator('.MuiCard-root').filter({ hasText: 'Total Repassado' });
  await expect(cartao).toContainText(formatBRL(total.valorTotalRepassado));
  await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(
    `de ${linhas.totalElements.toLocaleString('pt-BR')}`,
  );

  // the Cobrança link opens the collection's follow-up
  const primeira = linhas.content[0]!;
  const grid = page.getByRole('grid', { name: 'Acompanhamento Financeiro de Processos' });
  await grid
    .getByRole('button', { name: formatarNumeroCobranca(primeira.numeroCobranca) })
    .first()
    .click();
  const dialogo = page.getByRole('dialog', {
    name: `Cobrança ${formatarNumeroCobranca(primeira.numeroCobranca)}`,
  });
  await expect(dialogo).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialogo).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${ARQUIVO_FINANCEIRO}.xlsx`);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  expect(wb.worksheets[0]!.rowCount).toBe(linhas.totalElements + 2);

  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  await popup.waitForURL(/^blob:/);
  const bytes = await popup.evaluate(async () =>
    Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer())),
  );
  await popup.close();
  const texto = (await pdfText(Buffer.from(bytes))).replace(/\s+/g, ' ');
  expect(texto).toContain('Relatório de Acompanhamento Financeiro');
  expect(texto).toContain(`${linhas.totalElements} pagamento(s)`);
  expect(texto).toContain(formatBRL(total.valorTotalRepassado).replace(/\s/g, ' '));
});
