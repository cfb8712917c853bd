import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';

/**
 * index.html draws a static copy of the login page before the JavaScript (web vite.config.ts,
 * loginEstatico), only signed out on '/' or '/login'; React's form replaces it.
 */

// records, from before the page's own scripts, whether the static copy was ever put on the page
const watchStaticCopy = () => {
  const w = window as unknown as { staticLoginSeen?: boolean };
  w.staticLoginSeen = false;
  new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes)
        if (n instanceof Element && n.matches('main[inert]')) w.staticLoginSeen = true;
  }).observe(document, { childList: true, subtree: true });
};
const staticCopySeen = (page: import('@playwright/test').Page) =>
  page.evaluate(() => (window as unknown as { staticLoginSeen?: boolean }).staticLoginSeen);

test('sem JavaScript a página de entrada já aparece, sem campo que aceite digitação', async ({ page }) => {
  // the app's module scripts never arrive: what is drawn is index.html's copy alone
  await page.route('**/assets/*.js', () => undefined);
  // (module scripts hold DOMContentLoaded back: only the response is waited for)
  await page.goto('/', { waitUntil: 'commit' });
  const copy = page.locator('main[inert]');
  await expect(copy.getByText('Acesse sua conta')).toBeVisible();
  await expect(copy.locator('footer')).toHaveText(
    new RegExp(`^© ${new Date().getFullYear()} · Versão \\d+\\.\\d+\\.\\d+ · Sistema homologado`),
  );
  await expect(copy.locator('input')).toHaveCount(2);
  for (const input of await copy.locator('input').all()) await expect(input).toBeDisabled();
  await expect(copy.getByRole('button', { name: 'Entrar', includeHidden: true })).toBeDisabled();
});

test('fora da sessão a cópia dá lugar ao formulário de verdade, que entra', async ({ page, loginPage }) => {
  await page.addInitScript(watchStaticCopy);
  await loginPage.goto('/');
  expect(await staticCopySeen(page)).toBe(true);
  await expect(page.locator('main')).toHaveCount(1);
  await expect(loginPage.email).toBeFocused();
  await loginPage.loginAs('admin');
});

test('com sessão, /processos e / nunca mostram a cópia da página de entrada', async ({ page, loginPage }) => {
  await loginPage.goto('/');
  await loginPage.loginAs('admin');
  await page.addInitScript(watchStaticCopy);
  await page.goto('/processos');
  await expect(page.getByRole('button', { name: USERS.admin.nome })).toBeVisible();
  expect(await staticCopySeen(page)).toBe(false);
  await page.goto('/');
  await expect(page.getByRole('button', { name: USERS.admin.nome })).toBeVisible();
  expect(await staticCopySeen(page)).toBe(false);
});
