import { ListPage } from './pages/ListPage.ts';
import { adminToken } from './support/api.ts';
import { api, letras } from './support/admin.ts';
import { formatarNumeroProcesso } from '@divida/domain/format';
import { createProcesso } from './support/processo.ts';
import { expect, test } from './support/test.ts';

test('o administrador acha a inclusão de um processo em /auditoria e na aba Histórico do processo', async ({
  page,
  loginPage,
}) => {
  const token = await adminToken();
  const { id } = await createProcesso(token, `Devedor Auditado ${letras(8)}`);
  const { numero } = await api<{ numero: string }>(token, 'GET', `processoConstituicaoCredito/${id}`);

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/auditoria');
  const lista = new ListPage(page, 'Auditoria');
  await lista.expectLoaded();
  // searched by the number as the screens show it (U-9)
  await lista.filter({ 'Número do processo ou da cobrança': formatarNumeroProcesso(numero) });
  // the record is named by the process's number, as users know it
  const linha = lista.row(`Processo nº ${formatarNumeroProcesso(numero)}`);
  await expect(linha).toHaveCount(1);
  await expect(linha).toContainText('Inclusão');
  await expect(linha).toContainText('Valor atualizado: --- → R$ 1.100,00');

  await page.goto(`/processos/${id}`);
  await page.getByRole('tab', { name: 'Histórico' }).click();
  await expect(page).toHaveURL(/#historico$/);
  const historico = page.getByRole('list', { name: 'Histórico' });
  await expect(historico.getByRole('heading', { name: 'Inclusão' })).toBeVisible();
  const valor = historico
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Valor atualizado', exact: true }) });
  await expect(valor).toContainText('R$ 1.100,00');
  await expect(historico).toContainText('Administrador');
});

test('o administrador verifica a integridade da cadeia da auditoria', async ({ page, loginPage }) => {
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/auditoria');
  await new ListPage(page, 'Auditoria').expectLoaded();
  await page.getByRole('link', { name: 'Verificar Integridade' }).click();
  await expect(page.getByRole('heading', { name: 'Verificar Integridade da Auditoria' })).toBeVisible();
  await page.getByRole('button', { name: 'Verificar' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Cadeia' })).toHaveText(
    /^Cadeia íntegra: [\d.]+ registros verificados\.$/,
  );
});
