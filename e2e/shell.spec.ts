import type { Locator, Page, TestInfo } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** Runs in both projects (playwright.config.ts): a laptop screen and a phone. */
const isPhone = (info: TestInfo) => info.project.name === 'phone';

/** True when the element's own centre is drawn by it (nothing, such as the top bar, covers it). */
const onTop = (l: Locator) =>
  l.evaluate((e) => {
    const r = e.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && (hit === e || e.contains(hit));
  });

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

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
  await shell.openMenu();
  await expect(shell.menuEntries()).toHaveText(['Tipo de Documento']);
  await shell.menuEntries().first().click();
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
}, info) => {
  test.skip(isPhone(info), 'the rail exists from the md breakpoint up; the phone has its own test');
  await loginPage.goto();
  await loginPage.loginAs('admin');
  // every built area the profile allows, in the spec's order; none of the areas not built yet
  const entries = await shell.menuEntries().allInnerTexts();
  expect(entries).toContain('Tipo de Documento');
  expect(entries).toContain('Processos');
  expect(entries).toContain('Devedores');
  expect(entries).toContain('Painel');
  expect(entries).toContain('Acompanhamento Financeiro');
  await expect(page.getByRole('contentinfo')).toContainText('Versão 1.0.0');
  await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
  await page.getByRole('button', { name: 'Recolher menu' }).click();
  await expect(page.getByRole('button', { name: 'Expandir menu' })).toBeVisible();
  await page.getByRole('button', { name: 'Expandir menu' }).click();

  await page.goto('/tipoDocumento/nao/existe');
  await expect(page).toHaveURL(/\/tipoDocumento$/);
  // an unknown area goes home: the first menu entry (the Painel, for the administrator)
  const home = await shell.menuEntries().first().getAttribute('href');
  await page.goto('/area-inexistente');
  await expect(page).toHaveURL(new RegExp(`${home}$`));
  expect(home).toBe('/painel');
});

test('celular: o menu é uma gaveta fechada sobre o conteúdo; lista sem rolagem lateral com a ação à vista; formulário em uma coluna', async ({
  page,
  loginPage,
  shell,
}, info) => {
  test.skip(!isPhone(info), 'phone layout');
  await loginPage.goto();
  await loginPage.loginAs('admin');
  // a CSS locator: while the drawer is open the content is aria-hidden (a modal's background)
  const main = page.locator('main');
  await expect(shell.menu).toBeHidden();
  // the content has the screen, not what a menu column leaves of it
  expect((await main.boundingBox())!.width).toBeGreaterThanOrEqual(380);

  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(shell.menu).toBeVisible();
  expect((await main.boundingBox())!.x).toBe(0); // over the content, which does not move
  await shell.menu.getByRole('link', { name: 'Usuários' }).click();
  await expect(page).toHaveURL(/\/usuario$/);
  await expect(shell.menu).toBeHidden();

  const grid = page.getByRole('grid', { name: 'Consulta de Usuários' });
  await expect(grid.locator('[role="row"][data-id]').first()).toBeVisible();
  expect(await noSidewaysScroll(page)).toBe(true);
  expect(
    await grid.locator('.MuiDataGrid-virtualScroller').evaluate((e) => e.scrollWidth <= e.clientWidth),
  ).toBe(true);
  const acao = grid.locator('[role="row"][data-id]').first().getByRole('button', { name: 'Ver Detalhes' });
  await expect(acao).toBeInViewport({ ratio: 1 });
  await acao.click();
  await expect(page).toHaveURL(/\/usuario\/\d+$/);

  await page.goto('/usuario/cadastrar');
  const nome = page.getByRole('textbox', { name: 'Nome' });
  const email = page.getByRole('textbox', { name: 'E-mail' });
  await expect(nome).toBeVisible();
  const [a, b] = [(await nome.boundingBox())!, (await email.boundingBox())!];
  expect(b.x).toBe(a.x);
  expect(b.y).toBeGreaterThan(a.y);
  expect(await noSidewaysScroll(page)).toBe(true);
});

test('o título Filtros fica à vista acima da barra superior e os avisos não cobrem o menu do usuário', async ({
  page,
  loginPage,
  shell,
  tipoDocumentoList,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await tipoDocumentoList.goto();
  await tipoDocumentoList.expectLoaded();
  await page.getByRole('button', { name: 'Filtros' }).click();
  const titulo = tipoDocumentoList.drawer.getByRole('heading', { name: 'Filtros' });
  await expect(titulo).toBeVisible();
  expect(await onTop(titulo)).toBe(true);
  await tipoDocumentoList.drawer.getByRole('button', { name: 'Cancelar' }).click();

  // a record that does not exist: the page tells it in a toast
  await page.goto('/tipoDocumento/99999999');
  const aviso = shell.toast(/./).first();
  await expect(aviso).toBeVisible();
  const menuUsuario = (await page.getByRole('button', { name: 'Administrador' }).boundingBox())!;
  const caixa = (await aviso.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(caixa.y).toBeGreaterThan(viewport.height / 2);
  expect(caixa.y > menuUsuario.y + menuUsuario.height || caixa.x + caixa.width < menuUsuario.x).toBe(true);
});
