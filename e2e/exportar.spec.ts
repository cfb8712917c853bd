import { readFile } from 'node:fs/promises';
import { AxeBuilder } from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import { MENSAGENS_EXPORTACAO } from '@divida/domain/exportacao/exportacao.schema';
import ExcelJS from 'exceljs';
import { expect, test } from './support/test.ts';
import { ProcessoListPage } from './pages/ProcessoPages.ts';

/**
 * 'Exportar' on the lists (issue 14, item 5). The suite's server exports up to 100 rows at once and
 * more in the background (support/global-setup.ts): both paths, each file opened and compared with
 * the list on screen.
 */

/** The list's total, as its pagination says it ("1–15 de 123"). */
async function totalDaLista(page: Page): Promise<number> {
  const texto = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/de\s+(?:mais de\s+)?([\d.]+)/.exec(texto)![1]!.replace(/\./g, ''));
}

/** The first column of each data row of the downloaded workbook. */
async function primeiraColuna(download: Download): Promise<string[]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const out: string[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) out.push(String(row.getCell(1).value));
  });
  return out;
}

test('Exportar: a lista filtrada vem na hora; a lista grande é gerada em segundo plano com progresso', async ({
  page,
  loginPage,
}) => {
  test.slow();
  const list = new ProcessoListPage(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');

  // a phase's processes, sorted by number: fewer than 100, the file at once, in the screen's order
  await list.goto('?idFaseProcesso=2&_sort=numero&_pageSize=100');
  await list.expectLoaded();
  const naTela = await list.numeros();
  const total = await totalDaLista(page);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThanOrEqual(100);
  const [pequeno] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportar' }).click(),
  ]);
  expect(pequeno.suggestedFilename()).toBe('Processos.xlsx');
  expect(await primeiraColuna(pequeno)).toEqual(naTela);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // every process: more than 100, a background task whose dialog shows progress, then the file
  await list.goto();
  await list.expectLoaded();
  const todos = await totalDaLista(page);
  expect(todos).toBeGreaterThan(100);
  const primeiraPagina = await list.numeros();
  const downloadGrande = page.waitForEvent('download', { timeout: 60_000 });
  await page.getByRole('button', { name: 'Exportar' }).click();
  // the dialog opens titled 'Gerando o arquivo'; on a quiet machine the file can be ready before the
  // first look, so the test waits for the dialog by role and then for the title that says it is ready
  // (issue 23 §6) instead of racing the task for the first title
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toBeVisible();
  await expect(dialogo).toHaveAccessibleName(
    new RegExp(`^(${MENSAGENS_EXPORTACAO.gerando}|${MENSAGENS_EXPORTACAO.prontoTitulo})$`),
  );
  await expect(dialogo).toHaveAccessibleName(MENSAGENS_EXPORTACAO.prontoTitulo, { timeout: 60_000 });
  await expect(dialogo.getByText(MENSAGENS_EXPORTACAO.pronto)).toBeVisible();
  const grande = await downloadGrande;
  expect(grande.suggestedFilename()).toBe('Processos.xlsx');
  const numeros = await primeiraColuna(grande);
  expect(numeros).toHaveLength(todos);
  expect(numeros.slice(0, primeiraPagina.length)).toEqual(primeiraPagina);
  // the dialog is usable by everyone: no serious or critical accessibility violation
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();
});
