import type { Page } from '@playwright/test';
import { addDays, formatDateBR, monthsBetween, todayInSaoPaulo, yearMonthOf } from '@divida/domain/calendar';
import { formatBRL } from '@divida/domain/format';
import {
  CARTOES_DIVIDA_ATIVA,
  CARTOES_PAINEL,
  type DashboardCounts,
  type DashboardDividaAtiva,
} from '@divida/domain/painel/painel.schema';
import { api } from './support/admin.ts';
import { adminToken } from './support/api.ts';
import { expect, test } from './support/test.ts';
import { preencherData } from './pages/WorkflowPages.ts';

/** Issue 14's /painel on the demo office: the cards as the API counts them, each leading to its list. */

/** A summary card by its title: a link to its list. */
const cartao = (page: Page, titulo: string) =>
  page.getByRole('link').filter({ has: page.getByRole('heading', { name: titulo, exact: true }) });

/** A card of the period's block of /cda (not a link). */
const cartaoDoPeriodo = (page: Page, titulo: string) =>
  page
    .getByRole('region', { name: /No período/ })
    .locator('.MuiCard-root')
    .filter({ has: page.getByRole('heading', { name: titulo, exact: true }) });

/** The list's total, as its pagination says it ("1–15 de 123"). */
async function totalDaLista(page: Page): Promise<number> {
  const texto = await page.locator('.MuiTablePagination-displayedRows').innerText();
  return Number(/de\s+(?:mais de\s+)?([\d.]+)/.exec(texto)![1]!.replace(/\./g, ''));
}

test('os cartões mostram quantidade e valor; cada um leva à lista de processos com o mesmo total', async ({
  page,
  loginPage,
}) => {
  test.slow();
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/painel');
  await expect(page.getByRole('heading', { name: 'Painel', exact: true })).toBeVisible();
  const contagens = await api<DashboardCounts>(
    await adminToken(),
    'GET',
    'processoConstituicaoCredito/dashboardCounts',
  );
  for (const c of CARTOES_PAINEL) {
    const card = cartao(page, c.titulo);
    await expect(card).toContainText(contagens[c.total].toLocaleString('pt-BR'));
    await expect(card).toContainText(formatBRL(contagens[c.valor]));
  }
  for (const titulo of ['Processos Quitados', 'Em Julgamento', 'Valores Recuperados']) {
    const c = CARTOES_PAINEL.find((x) => x.titulo === titulo)!;
    await cartao(page, titulo).click();
    await expect(page).toHaveURL(/\/processos\?/);
    for (const [k, v] of Object.entries(c.filtro)) expect(new URL(page.url()).searchParams.get(k)).toBe(v);
    await expect(page.getByRole('heading', { name: 'Consulta de Processos', level: 1 })).toBeVisible();
    await expect.poll(() => totalDaLista(page)).toBe(contagens[c.total]);
    await page.goBack();
  }
});

test('andamentos dos últimos 15 dias: filtro por sistema e link ao TCC', async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/painel');
  const tabela = page.getByRole('table', { name: /Andamentos dos últimos 15 dias/ });
  await expect(tabela.getByRole('row').nth(1)).toBeVisible();
  // the reference date in its own column, beside the time the movement was recorded
  await expect(tabela.getByRole('columnheader')).toHaveText([
    'Data',
    'Data de Referência',
    'Descrição',
    'Número de Origem',
    'Sistema',
    'Número do TCC',
    'Motivo do Cancelamento',
  ]);
  for (const [filtro, sistema] of [
    ['TCC', 'TCC'],
    ['Dívida Ativa', 'Dívida Ativa'],
  ] as const) {
    await page.getByRole('button', { name: filtro, exact: true }).click();
    await expect(page.getByRole('button', { name: filtro, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // the rows follow the pressed filter once its page arrives: wait for them (one system, some rows)
    await expect
      .poll(async () => [...new Set(await tabela.locator('tbody tr td:nth-child(5)').allInnerTexts())])
      .toEqual([sistema]);
  }
  await page.getByRole('button', { name: 'Todos', exact: true }).click();
  const link = tabela.getByRole('link').first();
  const numero = await link.innerText();
  await link.click();
  await expect(page).toHaveURL(/\/processos\/\d+$/);
  await expect(page.getByText(numero).first()).toBeVisible();
});

test('Painel da Dívida Ativa: cartões com link, período por chips e os gráficos com a tabela para leitores de tela', async ({
  page,
  loginPage,
}) => {
  test.slow();
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/cda');
  await expect(page.getByRole('heading', { name: 'Painel da Dívida Ativa' })).toBeVisible();
  const hoje = todayInSaoPaulo();
  const dados = await api<DashboardDividaAtiva>(
    await adminToken(),
    'POST',
    'processoConstituicaoCredito/dashboardDividaAtiva',
    { dataInicio: addDays(hoje, -14), dataFim: hoje },
  );
  for (const c of CARTOES_DIVIDA_ATIVA) {
    await expect(cartao(page, c.titulo)).toContainText(dados[c.total].toLocaleString('pt-BR'));
    await expect(cartao(page, c.titulo)).toContainText(formatBRL(dados[c.valor]));
  }
  // the default period is the last two weeks: 15 bars, one per day
  await expect(page.getByRole('button', { name: 'Últimos 15 dias' })).toHaveAttribute('aria-pressed', 'true');
  const tabela = page.locator('table', {
    has: page.locator('caption', { hasText: 'Quantidade de processos' }),
  });
  await expect(tabela.locator('tbody tr')).toHaveCount(15);
  // the value axis's ticks are short amounts, never cut ('R$ 500.00…' at a million processes)
  const eixoValor = page
    .locator('figure', { has: page.locator('figcaption', { hasText: 'Valor dos processos' }) })
    .locator('.MuiChartsAxis-directionY .MuiChartsAxis-tickLabel');
  await expect(eixoValor.first()).toBeVisible();
  for (const t of await eixoValor.allTextContents())
    expect(t.replace(/\s/g, ' ')).toMatch(/^R\$ \d+(,\d)?( mil| mi| bi)?$/);

  await page.getByRole('button', { name: 'Últimos 30 dias' }).click();
  await expect(tabela.locator('tbody tr')).toHaveCount(30);

  // a custom period over two months is drawn by month
  await page.getByRole('button', { name: 'Personalizado' }).click();
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(tabela.locator('tbody tr')).toHaveCount(30);
  const inicio = addDays(hoje, -400);
  await preencherData(page, page.locator('main'), 'Data - Inicio', inicio);
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(
    page.getByRole('heading', { name: new RegExp(`No período: ${formatDateBR(inicio)}`) }),
  ).toBeVisible();
  await expect(tabela.locator('tbody tr')).toHaveCount(
    monthsBetween(yearMonthOf(inicio), yearMonthOf(hoje)) + 1,
  );
  const ano = await api<DashboardDividaAtiva>(
    await adminToken(),
    'POST',
    'processoConstituicaoCredito/dashboardDividaAtiva',
    { dataInicio: inicio, dataFim: hoje },
  );
  await expect(cartaoDoPeriodo(page, 'Inscritos')).toContainText(
    ano.processosQueForamInscritos.toLocaleString('pt-BR'),
  );

  await cartao(page, 'Processos Inscritos').click();
  await expect(page).toHaveURL(/\/processos\?idFaseProcesso=4&idSituacaoProcesso=101$/);
  await expect.poll(() => totalDaLista(page)).toBe(dados.processosInscritos);
});
