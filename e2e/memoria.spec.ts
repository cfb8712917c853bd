import { expect, test } from './support/test.ts';
import { adminToken, apiLogin } from './support/api.ts';
import { api, novoCpf, letras } from './support/admin.ts';
import { USERS } from './support/env.ts';
import { createProcesso } from './support/processo.ts';

test('LGPD: quem tem DADOS_PESSOAIS_AUDITAR vê os acessos aos dados do devedor e baixa o relatório', async ({
  page,
  loginPage,
}) => {
  const cpf = novoCpf().replace(/\D/g, '');
  const nome = `Titular dos Dados ${letras(8)}`;
  const { id } = await createProcesso(await adminToken(), nome, cpf);
  await loginPage.goto();
  await loginPage.loginAs('admin');

  // reading the process and then the debtor leaves two entries in the debtor's log
  await page.goto(`/processos/${id}`);
  await expect(page.getByRole('heading', { name: /^Processo / })).toBeVisible();
  // an old link by document opens the debtor under its id: the address never carries the CPF
  await page.goto(`/devedor/${cpf}`);
  await expect(page.getByRole('heading', { name: 'Detalhes do Devedor' })).toBeVisible();
  await expect(page).toHaveURL(/\/devedor\/\d{1,10}$/);
  await page.getByRole('tab', { name: 'Acessos aos dados' }).click();
  const acessos = page.getByRole('table', { name: 'Acessos aos dados' });
  await expect(acessos.getByRole('row', { name: /Detalhe do devedor/ })).toBeVisible();
  await expect(acessos.getByRole('row', { name: /Detalhe do processo/ })).toBeVisible();
  await expect(acessos.getByRole('row').nth(1)).toContainText(USERS.admin.nome);

  const relatorio = page.waitForResponse((r) => r.url().includes(`/relatorioAcessos`));
  await page.getByRole('button', { name: 'Relatório para o titular' }).click();
  const res = await relatorio;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toBe('application/pdf');
});

test('memória de cálculo: o servidor abre a memória no processo e os totais conferem com o cabeçalho', async ({
  page,
  loginPage,
}) => {
  const { id } = await createProcesso(
    await apiLogin(USERS.inea.email, USERS.inea.senha),
    `Devedor da Memória ${letras(8)}`,
  );
  await loginPage.goto();
  await loginPage.loginAs('inea');
  await page.goto(`/processos/${id}`);
  await expect(page.getByRole('heading', { name: /^Processo / })).toBeVisible();
  const totalCabecalho = (
    await page
      .getByText('Total Corrigido', { exact: true })
      .locator('xpath=following-sibling::div')
      .innerText()
  ).trim();

  await page.getByRole('button', { name: 'Memória de cálculo' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Memória de Cálculo' });
  await expect(dialogo).toBeVisible();
  const totais = dialogo.getByRole('table', { name: 'Totais da memória de cálculo' });
  await expect(totais.getByRole('row', { name: /^Total / })).toContainText(totalCabecalho);
  await expect(totais.getByRole('row', { name: /^Principal corrigido/ })).toContainText('R$ 1.100,00');

  const pdf = page.waitForResponse(
    (r) => r.url().includes('/memoriaCalculo') && r.url().includes('formato=pdf'),
  );
  await dialogo.getByRole('button', { name: 'Imprimir' }).click();
  expect((await pdf).headers()['content-type']).toBe('application/pdf');
});

test('memória de cálculo da parcela: o botão da parcela abre a composição do seu valor, a do servidor', async ({
  page,
  loginPage,
}) => {
  const token = await adminToken();
  const lista = await api<{ content: { idProcessoCobranca: number; totalParcelas: number }[] }>(
    token,
    'POST',
    'processoCobranca/list?page=0&size=50',
    {},
  );
  const c = lista.content.find((x) => x.totalParcelas > 2);
  expect(c).toBeTruthy();
  const m = await api<{ total: number; emAberto: number; principal: number }>(
    token,
    'GET',
    `processoCobranca/${c!.idProcessoCobranca}/parcela/1/memoriaCalculo`,
  );
  const brl = (v: number) => v.toLocaleString('pt-BR', { style: 'currency', currency: 'BRL' });
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto(`/processoCobranca/${c!.idProcessoCobranca}`);
  const tabela = page.getByRole('table', { name: 'Parcelas' }).first();
  await expect(tabela).toBeVisible({ timeout: 30_000 });
  await tabela.getByRole('button', { name: 'Memória de cálculo da parcela 1' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Memória de Cálculo da Parcela 1' });
  await expect(dialogo).toBeVisible();
  const totais = dialogo.getByRole('table', { name: 'Totais da memória de cálculo' });
  // formatBRL writes a no-break space after R$: compare the figures
  const figura = (v: number) => brl(v).replace(/^R\$\s*/, '');
  await expect(totais.getByRole('row', { name: /^Total da parcela/ })).toContainText(figura(m.total));
  await expect(totais.getByRole('row', { name: /^Em aberto/ })).toContainText(figura(m.emAberto));
  await expect(totais.getByRole('row', { name: /^Principal/ })).toContainText(figura(m.principal));
  await dialogo.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialogo).toBeHidden();
});
