import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { api } from './support/admin.ts';
import { adminToken, apiLogin, definirHoje } from './support/api.ts';
import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';
import { ListPage } from './pages/ListPage.ts';
import { ProcessoDetail } from './pages/ProcessoPages.ts';

/**
 * Issue 25 (docs/prazos-e-prescricao.md): the prescription control and the terms as the users see them. A procurador
 * finds a prescribed CDA in /prescricao, proposes its recognition, a second user (the administrator,
 * who holds PRESCRICAO_APROVAR) approves it, and the CDA reads PRESCRITA and leaves the negotiation
 * list; a body's user sees a running term in /prazos and the bell's count.
 *
 * The demo's inscribed CDAs are recent: the server's clock (TEST_CLOCK) moves six years on, past the
 * five-year term, and the daily job recomputes the stored levels, so those with no court filing nor
 * agreement are PRESCRITO.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 });

test.beforeAll(async () => {
  await definirHoje(null);
});
test.afterAll(async () => {
  await definirHoje(null);
});

async function seriousViolations(page: Page) {
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

/** The same calendar day `anos` years on ('yyyy-mm-dd'; 29 February → 28 February). */
const anosDepois = (dia: string, anos: number) => {
  const [a, m, d] = dia.split('-');
  const md = `${m}-${d}` === '02-29' ? '02-28' : `${m}-${d}`;
  return `${Number(a) + anos}-${md}`;
};

interface Alertas {
  total: number;
}

test('um usuário do órgão vê os prazos em /prazos e a contagem no sino', async ({ page, loginPage }) => {
  const token = await apiLogin(USERS.inea.email, USERS.inea.senha);
  const { total } = await api<Alertas>(token, 'GET', 'prazo/alertas');
  await loginPage.goto();
  await loginPage.loginAs('inea');

  const sino = page.getByRole('link', { name: /pendência/ });
  await expect(sino).toHaveAccessibleName(
    total === 0
      ? 'Nenhuma pendência de prazo'
      : total === 1
        ? '1 pendência de prazo'
        : `${total.toLocaleString('pt-BR')} pendências de prazo`,
  );
  await sino.click();
  await expect(page).toHaveURL(/\/prazos$/);
  const lista = new ListPage(page, 'Prazos');
  await lista.expectLoaded();
  // the demo office has INEA processes whose 10-day term runs (or ran out waiting for the body)
  const linhas = lista.grid.locator('[role="row"][data-id]');
  await expect(linhas.first()).toBeVisible();
  await expect(linhas.first().locator('[data-field="prazoFinal"]')).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  expect(await seriousViolations(page)).toEqual([]);

  // the filter of the terms over: the drawer's flag
  await page.getByRole('button', { name: 'Filtros' }).click();
  await lista.drawer.getByRole('checkbox', { name: 'Apenas vencidos aguardando ação' }).check();
  await lista.drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(/vencidos=true/);
  await lista.expectLoaded();

  // the user menu's opt-in for the daily summary (the caller's own preference)
  await page.getByRole('button', { name: USERS.inea.nome }).click();
  const opcao = page.getByRole('menuitemcheckbox', { name: 'Receber resumo diário de prazos por e-mail' });
  await expect(opcao).toBeEnabled();
  const antes = await opcao.getAttribute('aria-checked');
  await opcao.click();
  await expect(page.locator('#notistack-snackbar').filter({ hasText: /resumo diário/ })).toBeVisible();
  const prefs = await api<{ receberResumoDiarioPrazos: boolean }>(token, 'GET', 'usuario/preferencias');
  expect(prefs.receberResumoDiarioPrazos).toBe(antes !== 'true');
  await api(token, 'PUT', 'usuario/preferencias', { receberResumoDiarioPrazos: antes === 'true' });
});

test('a PGE vê em /prazos o órgão de cada prazo e onde está o que cabe a ela', async ({
  page,
  loginPage,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await page.goto('/prazos');
  const lista = new ListPage(page, 'Prazos');
  await lista.expectLoaded();
  await expect(lista.grid.getByRole('columnheader', { name: 'Órgão Credor' })).toBeVisible();
  const linha = lista.grid.locator('[role="row"][data-id]').first();
  await expect(linha.locator('[data-field="orgaoCredor"]')).toHaveText(/^[A-Z]{2,}/);
  const aviso = page.getByText(/a próxima ação cabe ao órgão de cada processo/);
  await expect(aviso).toBeVisible();
  await aviso.getByRole('link', { name: 'Inscrição em Dívida Ativa' }).click();
  // the inscription queue: the processes waiting for it (situation 104)
  await expect(page).toHaveURL(/idSituacaoProcesso=104/);
});

test('uma CDA prescrita: proposta pelo procurador, aprovada por outro usuário, PRESCRITA e fora da negociação', async ({
  page,
  loginPage,
  shell,
}) => {
  await definirHoje(anosDepois(todayInSaoPaulo(), 6));
  // the lists read the stored level: the daily job recomputes it (an administrator may run it now)
  await api(await adminToken(), 'POST', 'tarefa/agendadas/resumo-prazos/executar', {});
  const detail = new ProcessoDetail(page);
  await loginPage.goto();
  await loginPage.loginAs('procurador');

  // /cda: the card 'Prescrição', each level a link to the list filtered by it
  await page.goto('/cda');
  const cartao = page.getByRole('region', { name: 'Prescrição' });
  await expect(cartao).toBeVisible();
  await cartao.getByRole('link', { name: /^Prescrito: / }).click();
  await expect(page).toHaveURL(/\/prescricao\?niveis=PRESCRITO/);
  const lista = new ListPage(page, 'Controle de Prescrição');
  await lista.expectLoaded();
  await expect(lista.chip(/Prescrito/)).toBeVisible();
  // a prescribed credit may still wait for its inscription (no CDA): the story takes one with a CDA
  const pge = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const prescritos = await api<{ content: { idProcesso: number; numeroCda: string | null }[] }>(
    pge,
    'POST',
    'prescricao/list?page=0&size=100&sort=prazoPrescricional,asc',
    { niveis: ['PRESCRITO'] },
  );
  // …and no recognition under way (the demo has one awaiting approval)
  let alvo: { idProcesso: number } | undefined;
  for (const r of prescritos.content.filter((x) => x.numeroCda !== null)) {
    const p = await api<{ reconhecimento: { situacao: string } | null }>(
      pge,
      'GET',
      `processoConstituicaoCredito/${r.idProcesso}/prescricao`,
    );
    if (p.reconhecimento === null || p.reconhecimento.situacao === 'ANULADO') {
      alvo = r;
      break;
    }
  }
  expect(alvo, 'a demo CDA prescribed six years on').toBeDefined();
  const linhas = lista.grid.locator('[role="row"][data-id]');
  await expect(linhas.first()).toBeVisible();
  await expect(linhas.first().locator('[data-field="nivel"]')).toHaveText('Prescrito');
  expect(await seriousViolations(page)).toEqual([]);
  const linha = lista.grid.locator(`[role="row"][data-id="${alvo!.idProcesso}"]`);
  if (await linha.isVisible()) await linha.click();
  else await page.goto(`/processos/${alvo!.idProcesso}`);
  await expect(detail.heading()).toBeVisible();
  const numero = await detail.numero();

  // the detail: the block beside the term, its calculation on demand
  const bloco = page.getByRole('region', { name: 'Prescrição' });
  await expect(bloco.getByText('Prescrito', { exact: true })).toBeVisible();
  await bloco.getByRole('button', { name: 'Ver cálculo' }).click();
  const calculo = page.getByRole('dialog', { name: 'Cálculo da prescrição' });
  await expect(calculo.getByRole('table', { name: 'Eventos da prescrição' })).toBeVisible();
  await expect(calculo.getByRole('listitem').first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await calculo.getByRole('button', { name: 'Fechar' }).click();
  await expect(calculo).toBeHidden();

  // the procurador proposes (PRESCRICAO_RECONHECER); a short justification is refused on the page
  await bloco.getByRole('button', { name: 'Reconhecer Prescrição' }).click();
  const propor = page.getByRole('dialog', { name: 'Propor Reconhecimento da Prescrição' });
  await propor.getByRole('textbox', { name: 'Justificativa' }).fill('curta');
  await propor.getByRole('button', { name: 'Propor Reconhecimento' }).click();
  await expect(propor.getByText('A justificativa deve ter no mínimo 10 caracteres.')).toBeVisible();
  await propor
    .getByRole('textbox', { name: 'Justificativa' })
    .fill('Mais de cinco anos desde a constituição definitiva sem causa interruptiva.');
  await propor.getByRole('button', { name: 'Propor Reconhecimento' }).click();
  await expect(propor).toBeHidden();
  await expect(shell.toast(/proposto/i)).toBeVisible();
  // the procurador holds no PRESCRICAO_APROVAR: no approval offered
  await expect(bloco.getByRole('button', { name: 'Aprovar Reconhecimento' })).toHaveCount(0);
  await shell.logout(USERS.procurador.nome);

  // a second user approves, after the confirmation
  await loginPage.loginAs('admin');
  await page.goto(`/processos/${alvo!.idProcesso}`);
  await expect(detail.heading()).toHaveText(`Processo ${numero}`);
  await bloco.getByRole('button', { name: 'Aprovar Reconhecimento' }).click();
  const aprovar = page.getByRole('dialog', { name: 'Aprovar Reconhecimento da Prescrição' });
  await expect(aprovar.getByText(/não poderá mais ser negociada/)).toBeVisible();
  await aprovar.getByRole('button', { name: 'Aprovar' }).click();
  await expect(aprovar).toBeHidden();
  await expect(shell.toast(/reconhecid|aprovad/i)).toBeVisible();
  await expect(bloco.getByText('Extinto', { exact: true })).toBeVisible();

  // the CDA is prescribed (the recognition approved by another user) and cannot be negotiated
  await expect(bloco).toContainText(
    /Prescrição reconhecida: proposta por Helena Cavalcanti Duarte, aprovada por/,
  );
  await page.getByRole('tab', { name: 'Dívida Ativa' }).click();
  await expect(
    detail.section('Certidão de Dívida Ativa').getByText('Prescrita', { exact: true }),
  ).toBeVisible();
  await page.goto('/negociacao');
  const negociacao = new ListPage(page, 'Negociação');
  await negociacao.filter({ 'Número do Processo': numero });
  await negociacao.expectLoaded();
  await expect(negociacao.row(numero)).toHaveCount(0);
});

test('num celular (390 px): /prescricao, o cartão do /cda, o bloco do detalhe e /prazos sem rolagem lateral e sem violações do axe', async ({
  page,
  loginPage,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const semRolagemLateral = async () =>
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth),
    ).toBeLessThanOrEqual(0);
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await page.goto('/cda');
  await expect(page.getByRole('region', { name: 'Prescrição' }).getByRole('link').first()).toBeVisible();
  await semRolagemLateral();
  await page.goto('/prescricao');
  const lista = new ListPage(page, 'Controle de Prescrição');
  await lista.expectLoaded();
  await semRolagemLateral();
  expect(await seriousViolations(page)).toEqual([]);
  // a process with its prescription block (the first of the list, a CDA of the demo)
  const primeira = lista.grid.locator('[role="row"][data-id]').first();
  await primeira.click();
  await expect(new ProcessoDetail(page).heading()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prescrição' })).toBeVisible();
  await semRolagemLateral();
  expect(await seriousViolations(page)).toEqual([]);
  await page.goto('/prazos');
  await new ListPage(page, 'Prazos').expectLoaded();
  await semRolagemLateral();
});
