import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';

/**
 * The README's pictures (docs/screenshots/), taken with the real Chromium at both widths of the
 * suite: `npm run screenshots -w e2e`. Skipped in the normal run (SCREENSHOTS unset).
 */
const DIR = join(import.meta.dirname, '..', 'docs', 'screenshots');
const largura = (info: TestInfo) => (info.project.name === 'phone' ? 'celular' : 'desktop');

test.skip(!process.env.SCREENSHOTS, 'only with SCREENSHOTS=1 (npm run screenshots -w e2e)');

test('capturas: login e lista de usuários', async ({ page, loginPage }, info) => {
  await loginPage.goto();
  await loginPage.fill(USERS.admin.email, USERS.admin.senha);
  await loginPage.solveRobotCheck();
  await page.getByLabel('E-mail').blur();
  await page.screenshot({ path: join(DIR, `login-${largura(info)}.png`), animations: 'disabled' });

  await loginPage.entrar.click();
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto('/usuario');
  const grid = page.getByRole('grid', { name: 'Consulta de Usuários' });
  await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 60_000 });
  await expect(page.getByText('Aguarde ...')).toHaveCount(0);
  await page.screenshot({ path: join(DIR, `lista-${largura(info)}.png`), animations: 'disabled' });
});
