import { formatarNumeroProcesso } from '@divida/domain/format';
import type { Locator, Page } from '@playwright/test';
import { api } from './support/admin.ts';
import { apiLogin } from './support/api.ts';
import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';
import { NegociacaoListPage, NegociacaoWizard } from './pages/NegociacaoPages.ts';
import { ProcessoListPage } from './pages/ProcessoPages.ts';

/**
 * Issue 23 §6, what a new user hit at 1366 and 390 px: boxes within their containers, no sideways
 * scrolling, one line for an amount, and where the keyboard's focus goes.
 */

const naTela = (projeto: string) => test.info().project.name === projeto;

/** The element's box lies within the container's (a pixel of rounding allowed). */
async function dentro(el: Locator, container: Locator) {
  const [a, b] = [await el.boundingBox(), await container.boundingBox()];
  expect(a && b).toBeTruthy();
  expect(a!.x).toBeGreaterThanOrEqual(b!.x - 1);
  expect(a!.x + a!.width).toBeLessThanOrEqual(b!.x + b!.width + 1);
}

const semRolagemLateral = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
  ).toBeLessThanOrEqual(0);

/** How many lines the element's text takes. */
const linhas = (el: Locator) =>
  el.evaluate((e) => {
    const r = document.createRange();
    r.selectNodeContents(e);
    return new Set([...r.getClientRects()].map((c) => Math.round(c.top))).size;
  });

/** A collection of the demo office in instalments (its detail has the table with 'Guia'). */
async function parcelada(): Promise<number> {
  const token = await apiLogin(USERS.admin.email, USERS.admin.senha);
  const lista = await api<{
    content: { idProcessoCobranca: number; totalParcelas: number; valorTotal: number }[];
  }>(token, 'POST', 'processoCobranca/list?page=0&size=100', {});
  // the widest amounts: whichever collections the specs before this one created, the table must fit
  const c = lista.content.filter((x) => x.totalParcelas > 2).sort((a, b) => b.valorTotal - a.valorTotal)[0];
  expect(c).toBeTruthy();
  return c!.idProcessoCobranca;
}

/** The lists a new user met cut at 1366 or bare on a phone (U-13, U-14), with the user who met them. */
const LISTAS = [
  { caminho: '/arquivoBancario', titulo: 'Arquivos Bancários', usuario: 'procurador' },
  { caminho: '/prescricao', titulo: 'Controle de Prescrição', usuario: 'procurador' },
  { caminho: '/negociacao', titulo: 'Negociação', usuario: 'procurador' },
  { caminho: '/processos', titulo: 'Consulta de Processos', usuario: 'procurador' },
  { caminho: '/conciliacao', titulo: 'Conciliação de Pagamentos', usuario: 'procurador' },
  { caminho: '/processoCobranca', titulo: 'Acompanhamento de Cobrança', usuario: 'procurador' },
  { caminho: '/financeiro', titulo: 'Acompanhamento Financeiro de Processos', usuario: 'admin' },
  // the PGE's Prazos has the body's column besides the others (issue 37 item 17)
  { caminho: '/prazos', titulo: 'Prazos', usuario: 'procurador' },
  // the first cell sat at its row's top (issue 37 item 10, seen at the last walkthrough)
  { caminho: '/auditoria', titulo: 'Auditoria', usuario: 'admin' },
] as const;

/** A list's grid with its first page of rows drawn. */
async function gradeCarregada(page: Page, caminho: string, titulo: string) {
  await page.goto(caminho);
  const grade = page.getByRole('grid', { name: titulo });
  await expect(grade.locator('[role="row"][data-id]').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Aguarde ...')).toHaveCount(0);
  return grade;
}

/** The vertical centre of a cell's text, from its row's top (its drawn lines, not its box). */
const centroDoTexto = (celula: Locator) =>
  celula.evaluate((c) => {
    const r = document.createRange();
    r.selectNodeContents(c);
    const linhas = [...r.getClientRects()].filter((x) => x.height > 0 && x.width > 0);
    const topo = Math.min(...linhas.map((x) => x.top));
    const base = Math.max(...linhas.map((x) => x.bottom));
    return (topo + base) / 2 - c.closest('[role="row"]')!.getBoundingClientRect().top;
  });

test.describe('desktop (1366)', () => {
  test.beforeEach(() => test.skip(!naTela('desktop')));

  test('Acompanhamento Financeiro: the period toggle on one line, Pesquisar and the table within the card', async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto();
    await loginPage.loginAs('admin');
    await page.goto('/financeiro');
    const card = page.locator('main .MuiPaper-root').first();
    const botoes = page.getByLabel('Tipo de pesquisa').getByRole('button');
    // the page's code may take a while to arrive on a loaded machine
    await expect(botoes.first()).toBeVisible({ timeout: 30_000 });
    // one row of buttons, each label on one line ('MÊS E ANO' stacked in three before)
    const topos = new Set<number>();
    for (const b of await botoes.all()) {
      topos.add(Math.round((await b.boundingBox())!.y));
      expect(await linhas(b)).toBe(1);
    }
    expect(topos.size).toBe(1);
    const pesquisar = page.getByRole('button', { name: 'Pesquisar' });
    await dentro(pesquisar, card);
    // its whole label shows ('ESQUISA' before)
    expect(await pesquisar.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    await dentro(page.getByRole('grid', { name: 'Acompanhamento Financeiro de Processos' }), card);
    await semRolagemLateral(page);
  });

  test('instalments: each amount on one line and the Guia column within the card', async ({
    page,
    loginPage,
  }) => {
    const id = await parcelada();
    await loginPage.goto();
    await loginPage.loginAs('admin');
    await page.goto(`/processoCobranca/${id}`);
    const tabela = page.getByRole('table', { name: 'Parcelas' }).first();
    await expect(tabela).toBeVisible({ timeout: 30_000 });
    const contentor = tabela.locator('xpath=..');
    const guia = tabela.getByRole('button', { name: /Guia da parcela/ }).first();
    await dentro(guia, contentor);
    expect(await contentor.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
    for (const celula of await tabela.locator('td', { hasText: 'R$' }).all())
      expect(await linhas(celula)).toBe(1);
    await semRolagemLateral(page);
  });

  test("keyboard: 'Pular para o conteúdo' first, and outlined buttons show their focus", async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto();
    await loginPage.loginAs('admin');
    await page.goto(`/processoCobranca/${await parcelada()}`);
    const guias = page.getByRole('button', { name: /Guia da parcela/ });
    await expect(guias.first()).toBeVisible({ timeout: 30_000 });
    await page.locator('body').focus();
    await page.keyboard.press('Tab');
    const pular = page.getByRole('link', { name: 'Pular para o conteúdo' });
    await expect(pular).toBeFocused();
    await expect(pular).toBeInViewport();
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);

    // an outlined button reached by the keyboard: its focus is a visible outline. On a user's detail
    // ('Imprimir' is always there for the administrator): the collection's Guia buttons may be disabled
    // by what earlier specs did to the demo's instalments
    const token = await apiLogin(USERS.admin.email, USERS.admin.senha);
    const usuarios = await api<{ content: { id: number; email: string }[] }>(
      token,
      'POST',
      'usuario/list?size=100&page=0',
      {},
    );
    const fazenda = usuarios.content.find((u) => u.email === USERS.fazenda.email)!;
    await page.goto(`/usuario/${fazenda.id}`);
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeVisible({ timeout: 30_000 });
    await page.locator('main .MuiButton-outlined:enabled').first().focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const estilo = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!);
      return { classe: document.activeElement!.className, outline: s.outlineStyle, largura: s.outlineWidth };
    });
    expect(estilo.classe).toContain('MuiButton-outlined');
    expect(estilo.outline).not.toBe('none');
    expect(parseFloat(estilo.largura)).toBeGreaterThanOrEqual(2);
  });
});

test.describe('desktop (1366): the lists fit their card (U-14)', () => {
  test.beforeEach(() => test.skip(!naTela('desktop')));

  for (const { caminho, titulo, usuario } of LISTAS)
    test(`${titulo}: every column within the card, no sideways scrolling, the first cell centred in its row`, async ({
      page,
      loginPage,
    }) => {
      await loginPage.goto();
      await loginPage.loginAs(usuario);
      // the side menu is open at this width, as the walkthrough had it
      await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
      const grade = await gradeCarregada(page, caminho, titulo);
      const rolagem = grade.locator('.MuiDataGrid-virtualScroller');
      expect(await rolagem.evaluate((e) => e.scrollWidth - e.clientWidth)).toBeLessThanOrEqual(0);
      await dentro(grade.getByRole('columnheader').last(), grade);
      await semRolagemLateral(page);
      // the first cell's text at the height of the others' ('2026/00000300' sat at the row's top)
      const linha = grade.locator('[role="row"][data-id]').first();
      const celulas = linha.locator('[role="gridcell"]:not([data-field="__check__"])');
      const primeira = await centroDoTexto(celulas.first());
      const segunda = await centroDoTexto(celulas.nth(1));
      expect(Math.abs(primeira - segunda)).toBeLessThanOrEqual(2);
    });
});

test.describe('desktop (1366): /cda', () => {
  test.beforeEach(() => test.skip(!naTela('desktop')));

  test('Painel da Dívida Ativa: the two charts side by side and no sideways scrolling', async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto();
    await loginPage.loginAs('admin');
    await page.goto('/cda');
    const valor = page.locator('figure', {
      has: page.locator('figcaption', { hasText: 'Valor dos processos' }),
    });
    await expect(valor.locator('.MuiChartsAxis-tickLabel').first()).toBeVisible({ timeout: 30_000 });
    await semRolagemLateral(page);
    // 30 rows: the screen readers' table of each chart is the widest part of the page
    await page.getByRole('button', { name: 'Últimos 30 dias' }).click();
    await expect(
      page
        .locator('table', { has: page.locator('caption', { hasText: 'Valor dos processos' }) })
        .locator('tbody tr'),
    ).toHaveCount(30);
    await dentro(valor, page.locator('main .MuiPaper-root').first());
    await semRolagemLateral(page);
  });
});

test.describe('phone (390)', () => {
  test.beforeEach(() => test.skip(!naTela('phone')));

  test('the process list shows the debtor and the situation of each process', async ({ page, loginPage }) => {
    const token = await apiLogin(USERS.inea.email, USERS.inea.senha);
    await loginPage.goto();
    await loginPage.loginAs('inea');
    const list = new ProcessoListPage(page);
    await list.goto();
    const linha = list.grid.getByRole('row').nth(1);
    await expect(linha).toBeVisible({ timeout: 30_000 });
    const numero = (await linha.innerText()).match(/\d{4}\/\d+/)?.[0] ?? '';
    const r = await api<{
      content: { numero: string; nomeDevedor: string; situacaoProcesso: { nome: string } }[];
    }>(token, 'POST', 'processoConstituicaoCredito/list?size=100&page=0&sort=data,desc', {});
    const p = r.content.find((x) => formatarNumeroProcesso(x.numero) === numero.trim());
    expect(p, numero).toBeTruthy();
    await expect(linha).toContainText(p!.nomeDevedor.slice(0, 12));
    await expect(linha).toContainText(p!.situacaoProcesso.nome.slice(0, 8));
    await semRolagemLateral(page);
  });

  test('the negotiation wizard fills the screen and its stepper fits', async ({ page, loginPage }) => {
    await loginPage.goto();
    await loginPage.loginAs('procurador');
    const list = new NegociacaoListPage(page);
    await list.goto();
    await list.negociar();
    const wizard = new NegociacaoWizard(page);
    await expect(wizard.dialog).toBeVisible();
    const caixa = (await wizard.dialog.boundingBox())!;
    const tela = page.viewportSize()!;
    expect(caixa.width).toBeGreaterThanOrEqual(tela.width - 1);
    expect(
      await wizard.dialog.evaluate((e) => {
        const c = e.querySelector('.MuiDialogContent-root')!;
        return c.scrollWidth - c.clientWidth;
      }),
    ).toBeLessThanOrEqual(0);
    for (const rotulo of await wizard.dialog.locator('.MuiStepLabel-root').all())
      await dentro(rotulo, wizard.dialog);
  });
});

test.describe('phone (390): each list says what matters under its first column (U-13)', () => {
  test.beforeEach(() => test.skip(!naTela('phone')));

  const SEGUNDA_LINHA: Record<string, RegExp> = {
    '/arquivoBancario': /^\S+ · \d\d\/\d\d\/\d{4} · /,
    '/prescricao': /^(Verde|Amarelo|Laranja|Vermelho|Crítico|Prescrito|Suspenso|Ajuizado|Extinto)/,
    '/negociacao': /^R\$ [\d.]+,\d\d · /,
    '/processos': / · /,
    '/conciliacao': /^(Pendente|Resolvido)/,
    '/processoCobranca': /^\d{4}\/\d+ · /,
    '/prazos': /^[A-Z][A-Z-]+ · \d\d\/\d\d\/\d{4} · /,
    '/auditoria': /^.+ · .+ · .+$/,
  };
  for (const { caminho, titulo, usuario } of LISTAS.filter((l) => l.caminho in SEGUNDA_LINHA))
    test(`${titulo}: a second line in each row, no sideways scrolling`, async ({ page, loginPage }) => {
      await loginPage.goto();
      await loginPage.loginAs(usuario);
      const grade = await gradeCarregada(page, caminho, titulo);
      const celula = grade
        .locator('[role="row"][data-id]')
        .first()
        .locator('[role="gridcell"]:not([data-field="__check__"])')
        .first();
      // the cell's text and, under it, the second line
      const [primeira, segunda] = [celula.locator('span').first(), celula.locator('span').last()];
      await expect(segunda).toBeVisible();
      const [a, b] = [(await primeira.boundingBox())!, (await segunda.boundingBox())!];
      expect(b.y).toBeGreaterThanOrEqual(a.y + a.height - 1);
      await dentro(segunda, grade);
      expect(await segunda.innerText()).toMatch(SEGUNDA_LINHA[caminho]!);
      await semRolagemLateral(page);
    });

  test('the process detail links to its movements at the top, and the link reaches them', async ({
    page,
    loginPage,
  }) => {
    await loginPage.goto();
    await loginPage.loginAs('procurador');
    const list = new ProcessoListPage(page);
    await list.goto();
    await list.grid.locator('[role="row"][data-id]').first().click();
    const atalho = page.getByRole('link', { name: /^Ver andamentos \(\d+\)$/ });
    await expect(atalho).toBeInViewport({ timeout: 30_000 });
    const titulo = page.getByRole('heading', { name: 'Andamentos', exact: true });
    await expect(titulo).not.toBeInViewport();
    await atalho.click();
    await expect(titulo).toBeFocused();
    await expect(titulo).toBeInViewport();
    await semRolagemLateral(page);
  });
});
