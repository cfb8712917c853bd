import { expect, test } from './support/test.ts';

test('perfil com poucas permissões: menu filtrado, sem Inserir nem Editar, e Acesso Negado! no cadastro', async ({
  page,
  loginPage,
  shell,
  tipoDocumentoList,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('consulta');
  // CONSULTA holds only TIPO_DOCUMENTO_CONSULTAR: no PAINEL, so the home is the first allowed entry
  await expect(page).toHaveURL(/\/tipoDocumento$/);
  await expect(shell.menuEntries()).toHaveText(['Tipo de Documento']);
  await tipoDocumentoList.expectLoaded();
  await expect(tipoDocumentoList.inserir()).toHaveCount(0);
  const first = (await tipoDocumentoList.names())[0]!;
  await expect(tipoDocumentoList.rowAction(first, 'Ver Detalhes')).toBeVisible();
  await expect(tipoDocumentoList.rowAction(first, 'Editar')).toHaveCount(0);

  await page.goto('/tipoDocumento/cadastrar');
  await expect(page.getByRole('heading', { name: 'Acesso Negado!' })).toBeVisible();
  await expect(shell.breadcrumb).toContainText('Cadastrar');
});

test('administrador: menu com as áreas existentes, rodapé, menu recolhível e sub-caminho desconhecido', async ({
  page,
  loginPage,
  shell,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  // every built area the profile allows, in the spec's order; none of the areas not built yet
  const entries = await shell.menuEntries().allInnerTexts();
  expect(entries).toContain('Tipo de Documento');
  expect(entries).not.toContain('Painel');
  expect(entries).not.toContain('Processos');
  await expect(page.getByRole('contentinfo')).toContainText('Versão 1.0.0');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Expandir menu' }).click();

  await page.goto('/tipoDocumento/nao/existe');
  await expect(page).toHaveURL(/\/tipoDocumento$/);
  // an unknown area goes home: without PAINEL (not built yet), the first menu entry
  const home = await shell.menuEntries().first().getAttribute('href');
  await page.goto('/area-inexistente');
  await expect(page).toHaveURL(new RegExp(`${home}$`));
});
