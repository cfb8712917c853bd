import { ListPage } from './pages/ListPage.ts';
import { expect, test } from './support/test.ts';

test('devedores: a lista em ordem de nome, o detalhe com os processos do órgão, sem CPF em endereço da API', async ({
  page,
  loginPage,
}) => {
  // every API address the page calls, to prove no identification document travels in one
  const chamadas: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) chamadas.push(r.url());
  });
  await loginPage.goto();
  await loginPage.loginAs('inea');

  const lista = new ListPage(page, 'Consulta de Devedores');
  await page.goto('/devedor');
  const nomes = await lista.names();
  expect(nomes.length).toBeGreaterThan(0);
  expect([...nomes].sort((a, b) => a.localeCompare(b, 'pt-BR'))).toEqual(nomes);

  // the debtor's page (the document in the browser's address only)
  const linha = lista.grid.locator('[role="row"][data-id]').first();
  const documento = (await linha.locator('[data-field="documentoIdentificacao"]').innerText()).replace(
    /\D/g,
    '',
  );
  await linha.locator('[data-field="nome"]').click();
  await expect(page).toHaveURL(/\/devedor\/[^/]+$/);
  await expect(page.getByRole('heading', { name: 'Detalhes do Devedor' })).toBeVisible();
  await expect(page.getByText(nomes[0]!, { exact: true })).toBeVisible();

  // its processes: the INEA's, each opening the process
  const processos = page.getByRole('table', { name: 'Processos do devedor' });
  const link = processos.getByRole('link').first();
  await expect(link).toBeVisible();
  await link.click();
  await expect(page).toHaveURL(/\/processos\/\d+$/);
  await expect(page.getByRole('heading', { name: /^Processo / })).toBeVisible();

  expect(documento.length).toBeGreaterThanOrEqual(11);
  expect(chamadas.filter((u) => u.includes(documento))).toEqual([]);
});
