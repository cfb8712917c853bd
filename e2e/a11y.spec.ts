import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { ProcessoDetail, ProcessoForm, ProcessoListPage } from './pages/ProcessoPages.ts';
import { adminToken, apiLogin } from './support/api.ts';
import { USERS } from './support/env.ts';
import { api, letras } from './support/admin.ts';
import { createProcesso } from './support/processo.ts';
import { NegociacaoListPage, NegociacaoWizard } from './pages/NegociacaoPages.ts';
import {
  AcaoDialog,
  acoesDoProcesso,
  ProcessoDevolvidoListPage,
  RetornarDialog,
} from './pages/WorkflowPages.ts';

async function seriousViolations(page: Page) {
  // a button mid-transition (Entrar turning enabled as the robot check solves itself) has a
  // half-blended colour that axe reads as low contrast: scan the page at rest
  // (endless ones, a spinner's, never come to rest and carry no text)
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  );
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('axe: login, menu, lista e formulário sem violações sérias ou críticas', async ({
  page,
  loginPage,
  shell,
  tipoDocumentoList,
  tipoDocumentoForm,
}) => {
  test.slow(); // four axe scans: about a minute on a busy machine
  await loginPage.goto();
  await loginPage.solveRobotCheck();
  expect(await seriousViolations(page)).toEqual([]);

  await loginPage.loginAs('admin');
  // the menu as the user sees it: a column on a laptop, the open drawer on a phone
  await shell.openMenu();
  expect(await seriousViolations(page)).toEqual([]);

  await tipoDocumentoList.goto();
  await tipoDocumentoList.expectLoaded();
  expect(await seriousViolations(page)).toEqual([]);

  await tipoDocumentoList.inserir().click();
  await expect(tipoDocumentoForm.heading('Novo')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: consulta, cadastro (com o diálogo de corresponsável) e detalhe de processo sem violações sérias ou críticas', async ({
  page,
  loginPage,
}) => {
  test.slow(); // four axe scans
  const { id } = await createProcesso(await adminToken(), `Devedor Acessível ${letras(8)}`);
  const list = new ProcessoListPage(page);
  const form = new ProcessoForm(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');

  await list.goto();
  await list.expectLoaded();
  expect(await seriousViolations(page)).toEqual([]);

  await list.inserir().click();
  await expect(form.heading('Cadastro')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await form.abrirCorresponsavel();
  await expect(form.corresponsavel.dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/processos/${id}`);
  await expect(new ProcessoDetail(page).heading()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: processos devolvidos (lista, retorno, detalhe) e diálogo de ação sem violações sérias ou críticas', async ({
  page,
  loginPage,
}) => {
  test.slow(); // five axe scans
  const { id } = await createProcesso(await adminToken(), `Devedor Acessível ${letras(8)}`);
  const list = new ProcessoDevolvidoListPage(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');

  await list.goto();
  await list.expectLoaded();
  expect(await seriousViolations(page)).toEqual([]);
  const primeira = list.grid.locator('[role="row"][data-id]').first();
  await primeira.getByRole('checkbox').check();
  await list.retornar().click();
  await expect(new RetornarDialog(page).dialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await new RetornarDialog(page).dialog.getByRole('button', { name: 'Cancelar' }).click();

  await primeira.getByRole('button', { name: 'Ver Detalhes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Processo Devolvido / })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto(`/processos/${id}`);
  await acoesDoProcesso(page).getByRole('button', { name: 'Suspender Processo' }).click();
  const suspender = new AcaoDialog(page, 'Suspender Processo');
  await suspender.confirmar();
  await expect(suspender.dialog.getByText('O arquivo não foi informado')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: negociação (lista e assistente na seleção e no requerente) sem violações sérias ou críticas', async ({
  page,
  loginPage,
}) => {
  test.slow(); // three axe scans
  const lista = new NegociacaoListPage(page);
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await lista.goto();
  await lista.expectLoaded();
  expect(await seriousViolations(page)).toEqual([]);

  // nothing chosen: the wizard starts at the selection step; search a debtor by name (from the API:
  // on a phone the list shows fewer columns)
  const token = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const aptos = await api<{ content: { nomeDevedor: string }[] }>(
    token,
    'POST',
    'processoConstituicaoCredito/aptosNegociacao?page=0&size=1&sort=data,desc',
    {},
  );
  const nome = aptos.content[0]!.nomeDevedor;
  await lista.negociar();
  const w = new NegociacaoWizard(page);
  await expect(w.etapaAtiva()).toHaveText('Seleção do(s) Processo(s)');
  await w.dialog.getByRole('textbox', { name: 'CPF/CNPJ ou Nome do Devedor' }).fill(nome.slice(0, 6));
  await expect(
    w.dialog.getByRole('table', { name: 'Processos aptos à negociação' }).locator('tbody tr').first(),
  ).toContainText(nome.slice(0, 6));
  expect(await seriousViolations(page)).toEqual([]);
  await w.proximo();
  await expect(w.dialog.getByText('Selecione uma CDA')).toBeVisible();
  await w.dialog
    .getByRole('radio', { name: /^Selecionar / })
    .first()
    .check();
  await w.proximo();
  await expect(w.etapaAtiva()).toHaveText('Identificação do Requerente');
  await w.proximo();
  await expect(w.dialog.getByText('Selecione o tipo do requerente')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await w.botao('Cancelar').click();
  await expect(w.dialog).toBeHidden();
});

/** WCAG contrast of an element's text over the first opaque background behind it (alpha blended). */
function contrastOf(el: Element): number {
  const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).map(Number) as [number, number, number, number?];
  let bg: [number, number, number] = [255, 255, 255];
  for (let n: Element | null = el; n; n = n.parentElement) {
    const [r, g, b, a = 1] = parse(getComputedStyle(n).backgroundColor);
    if (a > 0) {
      bg = [r, g, b];
      break;
    }
  }
  const [r, g, b, a = 1] = parse(getComputedStyle(el).color);
  const fg = [r, g, b].map((v, i) => v * a + bg[i]! * (1 - a));
  const lum = (c: number[]) =>
    c
      .map((v) => v / 255)
      .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4))
      .reduce((s, v, i) => s + v * [0.2126, 0.7152, 0.0722][i]!, 0);
  const [l1, l2] = [lum(fg), lum(bg)].sort((x, y) => y - x) as [number, number];
  return (l1 + 0.05) / (l2 + 0.05);
}

test('teclado: Tab chega às linhas da lista, o foco vai ao título ao abrir o detalhe; textos com contraste ≥ 4,5:1', async ({
  page,
  loginPage,
  tipoDocumentoList,
  tipoDocumentoDetail,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await tipoDocumentoList.goto();
  const first = (await tipoDocumentoList.names())[0]!;
  // from the list's Filtros button, Tab alone reaches a row's first action
  await page.getByRole('button', { name: 'Filtros' }).focus();
  const verDetalhes = tipoDocumentoList.rowAction(first, 'Ver Detalhes');
  let reached = false;
  for (let i = 0; i < 12 && !reached; i++) {
    await page.keyboard.press('Tab');
    reached = await verDetalhes.evaluate((e) => e === document.activeElement);
  }
  expect(reached).toBe(true);
  await page.keyboard.press('Enter');
  await expect(tipoDocumentoDetail.heading()).toBeVisible();
  // focus follows the navigation to the new page's title, announced by a screen reader
  await expect(tipoDocumentoDetail.heading()).toBeFocused();

  // the municipality's hint while no UF is chosen (a disabled field) is readable too
  await page.goto('/usuario/cadastrar');
  const dica = page.getByText('Selecione a UF', { exact: true });
  await expect(dica).toBeVisible();
  expect(await dica.evaluate(contrastOf)).toBeGreaterThanOrEqual(4.5);
  const rotulo = page.locator('label', { hasText: /^Município/ });
  expect(await rotulo.evaluate(contrastOf)).toBeGreaterThanOrEqual(4.5);
});

test('axe: painéis, acompanhamento financeiro e relatório sintético sem violações sérias ou críticas', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: 'Painel', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: /Andamentos dos últimos 15 dias/ })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/cda');
  await expect(page.getByRole('figure', { name: 'Valor dos processos' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/financeiro');
  await expect(page.locator('.MuiCard-root').filter({ hasText: 'Total Repassado' })).toContainText('R$');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/relatorioSinteticoProcesso');
  await expect(page.getByRole('button', { name: 'Gerar' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('axe: arquivos bancários (lista, remessa, retorno) e conciliação sem violações sérias ou críticas, sem rolagem lateral', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  const semRolagemLateral = () =>
    page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
  for (const [caminho, titulo] of [
    ['/arquivoBancario', 'Arquivos Bancários'],
    ['/arquivoBancario/remessa', 'Gerar Remessa'],
    ['/arquivoBancario/retorno', 'Enviar Retorno'],
    ['/conciliacao', 'Conciliação de Pagamentos'],
  ] as const) {
    await page.goto(caminho);
    await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
    await expect(page.getByText('Aguarde ...')).toHaveCount(0);
    expect(await seriousViolations(page), caminho).toEqual([]);
    expect(await semRolagemLateral(), caminho).toBe(true);
  }
});
