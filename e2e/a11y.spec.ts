import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe: página de login, lista e formulário sem violações sérias ou críticas', async ({
  page,
  loginPage,
  tipoDocumentoList,
  tipoDocumentoForm,
}) => {
  await loginPage.goto();
  expect(await seriousViolations(page)).toEqual([]);

  await loginPage.loginAs('admin');
  await tipoDocumentoList.goto();
  await tipoDocumentoList.expectLoaded();
  expect(await seriousViolations(page)).toEqual([]);

  await tipoDocumentoList.inserir().click();
  await expect(tipoDocumentoForm.heading('Novo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});
