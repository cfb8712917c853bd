/**
 * The dashboards, the reports and a list export in the browser on the 1,000,000-process database
 * (issue 14's "work in the browser … on a million processes"), as the administrator (every body):
 *
 *   npx tsx bench/web/milhao.ts          (from the repository root; SKIP_BUILD=1 reuses packages/web/dist)
 *
 * It needs the database `BENCH_KEEP_DB=1 npx tsx bench/run-painel.ts` leaves behind (BENCH_DB,
 * bench_painel). It builds the web app, starts the real server on that database serving it, signs in
 * through the login page (Debian's Chromium), and for each screen times what a user waits for: from
 * the click or the navigation to the screen's numbers, or to the file saved. Each file is checked (its
 * name, its size, its first bytes); screenshots go to BENCH_SCREENSHOTS (a temporary directory) and
 * the figures to bench/results/web-milhao.json.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { CARTOES_PAINEL, type DashboardCounts } from '@divida/domain/painel/painel.schema';
import { chromium, expect, type Locator, type Page } from '@playwright/test';
import { BenchRun, freePort, loadavg, log, ROOT } from '../support/harness.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'bench_painel';
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const SHOTS = env.BENCH_SCREENSHOTS ?? mkdtempSync(join(os.tmpdir(), 'divida-milhao-'));
const bench = new BenchRun(DB_NAME, ADMIN);

interface Medida {
  tela: string;
  segundos: number;
  detalhe?: string;
}
const medidas: Medida[] = [];

async function medir(tela: string, passo: () => Promise<string | void>) {
  const t0 = performance.now();
  const detalhe = (await passo()) ?? undefined;
  const segundos = Math.round((performance.now() - t0) / 10) / 100;
  medidas.push({ tela, segundos, detalhe });
  log(`${tela}: ${segundos} s${detalhe ? ` (${detalhe})` : ''}`);
}

/** A date field of MUI X (three spinbuttons in a group named by its label), typed as a user does. */
async function preencherData(page: Page, root: Locator, label: string, iso: string) {
  const [a, m, d] = iso.split('-') as [string, string, string];
  const campo = root.getByRole('group', { name: label });
  await campo.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${a}`, { delay: 50 });
  await expect(campo.getByRole('spinbutton')).toHaveText([d, m, a]);
}

/** A saved file: its name, and that it is what it says (a zip for .xlsx, %PDF for .pdf). */
async function arquivo(download: Promise<import('@playwright/test').Download>, nome: string) {
  const d = await download;
  expect(d.suggestedFilename()).toBe(nome);
  const caminho = (await d.path())!;
  const inicio = readFileSync(caminho).subarray(0, 4).toString('latin1');
  expect(inicio).toBe(nome.endsWith('.pdf') ? '%PDF' : 'PK\u0003\u0004');
  return `${nome}, ${Math.round(statSync(caminho).size / 1024)} KiB`;
}

/** Once the list's answer is on screen: its total as the pagination says it ('1–15 de 16.657'). */
async function totalNaTela(page: Page, resposta: Promise<import('@playwright/test').Response>) {
  const { totalElements } = (await (await resposta).json()) as { totalElements: number };
  const rodape = page.locator('.MuiTablePagination-displayedRows');
  await expect(rodape).toContainText(`de ${totalElements.toLocaleString('pt-BR')}`);
  return await rodape.innerText();
}

/** A PDF the page opens in a new window (a blob): its size, once it is there, and that it is a PDF. */
async function pdfNaJanela(page: Page, botao: Locator) {
  const [popup] = await Promise.all([page.waitForEvent('popup', { timeout: 120_000 }), botao.click()]);
  await popup.waitForURL(/^blob:/, { timeout: 120_000 });
  const { inicio, bytes } = await popup.evaluate(async (url) => {
    const b = new Uint8Array(await (await fetch(url)).arrayBuffer());
    return { inicio: String.fromCharCode(...b.subarray(0, 4)), bytes: b.byteLength };
  }, popup.url());
  await popup.close();
  expect(inicio).toBe('%PDF');
  return `PDF, ${Math.round(bytes / 1024)} KiB`;
}

async function main() {
  if (!env.SKIP_BUILD)
    execFileSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: ROOT, stdio: 'inherit' });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  env.PUBLIC_URL = base;
  bench.startServer(port, { web: true });
  await bench.waitHealthy(base);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1440, height: 900 } });
  page.setDefaultTimeout(60_000);
  const main = page.locator('main');
  try {
    await page.goto('/');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha', { exact: true }).fill(ADMIN.senha);
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).not.toHaveURL(/\/(login)?$/);

    // /painel: the seven cards' numbers and the last 15 days' movements
    let contagens: DashboardCounts | undefined;
    await medir('/painel, cartões e andamentos', async () => {
      const resposta = page.waitForResponse(/dashboardCounts/);
      await page.goto('/painel');
      contagens = (await (await resposta).json()) as DashboardCounts;
      await expect(main.getByRole('link').filter({ hasText: 'Processos Quitados' })).toContainText(/\d/);
      await expect(main.getByRole('table').first()).toBeVisible();
    });
    await page.screenshot({ path: join(SHOTS, 'painel.png'), fullPage: true });
    // a card's link: the list with the card's filter and its total
    const emJulgamento = CARTOES_PAINEL.find((c) => c.titulo === 'Em Julgamento')!;
    const noCartao = contagens![emJulgamento.total].toLocaleString('pt-BR');
    await medir('/painel → cartão Em Julgamento → lista', async () => {
      await main.getByRole('link').filter({ hasText: 'Em Julgamento' }).click();
      await expect(page.locator('.MuiTablePagination-displayedRows')).toContainText(`de ${noCartao}`);
      return `o cartão e a lista: ${noCartao}`;
    });

    // /cda: six cards, the period's block and its two charts (each with its table), then a year by month
    const quantidades = main.locator('table', {
      has: page.locator('caption', { hasText: 'Quantidade de processos' }),
    });
    await medir('/cda, últimos 15 dias', async () => {
      await page.goto('/cda');
      await expect(main.getByRole('heading', { name: 'Painel da Dívida Ativa' })).toBeVisible();
      await expect(main.getByRole('region', { name: /No período/ })).toContainText(/\d/);
      await expect(quantidades.locator('tbody tr')).toHaveCount(15);
      await expect(main.locator('figure svg').first()).toBeVisible();
    });
    const hoje = todayInSaoPaulo();
    await main.getByRole('button', { name: 'Personalizado' }).click();
    await preencherData(page, main, 'Data - Inicio', addDays(hoje, -364));
    await medir('/cda, Personalizado: um ano, por mês', async () => {
      const resposta = page.waitForResponse(/dashboardDividaAtiva/);
      await main.getByRole('button', { name: 'Aplicar' }).click();
      await resposta;
      await expect(quantidades.locator('tbody tr')).toHaveCount(13);
    });
    await page.screenshot({ path: join(SHOTS, 'cda.png'), fullPage: true });

    // the synthetic report: six months in Excel (a background task with its progress), 17 days in PDF
    await page.goto('/relatorioSinteticoProcesso');
    await expect(main.getByRole('heading', { name: 'Relatório Sintético de Processo' })).toBeVisible();
    await preencherData(page, main, 'Data Início', addDays(hoje, -183));
    await preencherData(page, main, 'Data Fim', hoje);
    await main.getByRole('radio', { name: 'Excel' }).check();
    await medir('Relatório Sintético, Excel de seis meses', async () => {
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await main.getByRole('button', { name: 'Gerar' }).click();
      await expect(page.getByRole('dialog', { name: 'Gerando o arquivo' })).toBeVisible();
      await page.screenshot({ path: join(SHOTS, 'relatorio-progresso.png') });
      const r = await arquivo(download, 'Relatório Sintético.xlsx');
      await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
      return r;
    });
    await preencherData(page, main, 'Data Início', addDays(hoje, -16));
    await main.getByRole('radio', { name: 'PDF' }).check();
    await medir('Relatório Sintético, PDF de 17 dias', () =>
      pdfNaJanela(page, main.getByRole('button', { name: 'Gerar' })),
    );

    // the financial follow-up: the year, the total passed on, both files
    await page.goto('/financeiro');
    await expect(main.getByRole('heading', { name: 'Acompanhamento Financeiro de Processos' })).toBeVisible();
    await medir('Acompanhamento Financeiro, o ano', async () => {
      await main.getByRole('button', { name: 'Ano', exact: true }).click();
      const lista = page.waitForResponse(/acompanhamentoFinanceiro/);
      await main.getByRole('button', { name: 'Pesquisar' }).click();
      return await totalNaTela(page, lista);
    });
    await page.screenshot({ path: join(SHOTS, 'financeiro.png'), fullPage: true });
    await medir('Acompanhamento Financeiro, Download Excel', async () => {
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await main.getByRole('button', { name: 'Download Excel' }).click();
      return await arquivo(download, 'Relatorio Acompanhamento Financeiro.xlsx');
    });
    await medir('Acompanhamento Financeiro, Download PDF', () =>
      pdfNaJanela(page, main.getByRole('button', { name: 'Download PDF' })),
    );

    // a list's export: a month of processes (a background task past 5,000 rows)
    await medir('/processos, um mês, Exportar', async () => {
      const lista = page.waitForResponse(/processoConstituicaoCredito\/list/);
      await page.goto(`/processos?dataInicio=${addDays(hoje, -30)}&dataFim=${hoje}`);
      const total = await totalNaTela(page, lista);
      const download = page.waitForEvent('download', { timeout: 120_000 });
      await main.getByRole('button', { name: 'Exportar' }).click();
      const r = await arquivo(download, 'Processos.xlsx');
      return `${total}; ${r}`;
    });
  } catch (err) {
    await page.screenshot({ path: join(SHOTS, 'falha.png'), fullPage: true });
    throw err;
  } finally {
    await browser.close();
    await bench.stopServer();
  }
  const result = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, loadavg: loadavg(), node: process.version },
    database: DB_NAME,
    medidas,
  };
  mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench/results/web-milhao.json'), `${JSON.stringify(result, null, 2)}\n`);
  log(`resultado em bench/results/web-milhao.json; telas em ${SHOTS}`);
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
