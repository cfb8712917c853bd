import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Content-Security-Policy violations the page reports (a wrong policy breaks pages silently). */
async function violacoes(page: Page) {
  const lista: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) lista.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content Security Policy: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return lista;
}

test('a página funciona sob a Content-Security-Policy: login com o ALTCHA real, sem violações', async ({
  page,
  loginPage,
}) => {
  const lista = await violacoes(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');
  expect(lista).toEqual([]);
});

test('a documentação da API (/api/docs) carrega sob a Content-Security-Policy', async ({ page }) => {
  const lista = await violacoes(page);
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Dívida Ativa: API/ })).toBeVisible();
  // an operation drawn by the page's script (the page draws the later groups as they are scrolled to)
  await expect(page.getByText('/api/auth/login').first()).toBeVisible();
  expect(lista).toEqual([]);
});
