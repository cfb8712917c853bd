import { ConfiguracaoPage } from './pages/AdminPages.ts';
import { expect, test } from './support/test.ts';

const MENSAGEM =
  'Não foi possível carregar esta página: o sistema pode ter sido atualizado ou o servidor está indisponível.';

test('página cujo código não carrega: recarrega uma vez sozinha após nova versão, depois oferece Recarregar', async ({
  page,
  loginPage,
  shell,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await expect(shell.menu).toBeVisible();

  // a deployment replaced the page's chunk: the old name now answers 404
  const chunk = '**/assets/ConfiguracaoPage-*.js';
  await page.route(chunk, (r) => r.fulfill({ status: 404, body: 'not found' }));
  let cargas = 0;
  page.on('load', () => cargas++);

  await shell.menu.getByRole('link', { name: 'Configuração' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: MENSAGEM });
  await expect(aviso).toBeVisible();
  // one automatic reload (the server answers), and no loop when the chunk is still missing
  await expect.poll(() => cargas).toBe(1);
  await expect(aviso).toBeVisible();
  expect(cargas).toBe(1);

  await page.unroute(chunk);
  await aviso.getByRole('button', { name: 'Recarregar' }).click();
  await new ConfiguracaoPage(page).goto();
});

test('servidor fora do ar: não recarrega sozinha, oferece Recarregar', async ({ page, loginPage, shell }) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await expect(shell.menu).toBeVisible();

  await page.route('**/*', (r) => r.abort('connectionrefused'));
  let cargas = 0;
  page.on('load', () => cargas++);
  await shell.menu.getByRole('link', { name: 'Configuração' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: MENSAGEM });
  await expect(aviso).toBeVisible();
  await expect(aviso.getByRole('button', { name: 'Recarregar' })).toBeVisible();
  expect(cargas).toBe(0);
});
