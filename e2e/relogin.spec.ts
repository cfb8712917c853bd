import { adminToken } from './support/api.ts';
import { api } from './support/admin.ts';
import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';
import { ConfiguracaoPage } from './pages/AdminPages.ts';

interface Configuracao {
  maxParcelas: number;
  valorMinParcelas: number;
  porcentagemJurosMes: number;
  porcentagemHonorarios: number;
}

test('sessão expirada ao salvar: entra de novo num diálogo sobre a página e o valor digitado é gravado', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await adminToken();
  const original = await api<Configuracao>(token, 'GET', 'conf/buscarConfiguracoes');
  try {
    await loginPage.goto();
    await loginPage.loginAs('admin');
    const conf = new ConfiguracaoPage(page);
    await conf.goto();
    await conf.honorarios.fill('12,34');

    // The refresh token expired meanwhile: the server answers the save and the refresh as it does then
    // (401, code 22). Only these two answers are replaced; the new sign-in and the retry are real.
    const expirada = {
      status: 401,
      headers: {
        errorcode: '22',
        errormsg: encodeURIComponent('Sua sessão expirou, por gentileza, realize o acesso novamente'),
      },
    };
    await page.route('**/api/conf/editar', (r) => r.fulfill(expirada), { times: 1 });
    await page.route('**/api/auth/token', (r) => r.fulfill(expirada), { times: 1 });
    await conf.alterar.click();

    const dialogo = page.getByRole('dialog', { name: 'Sessão expirada' });
    await expect(dialogo).toBeVisible();
    await expect(dialogo.getByLabel('E-mail')).toHaveValue(USERS.admin.email);
    await dialogo.getByLabel('Senha', { exact: true }).fill(USERS.admin.senha);
    await loginPage.solveRobotCheck();
    await dialogo.getByRole('button', { name: 'Entrar' }).click();

    await expect(dialogo).toHaveCount(0);
    await expect(shell.toast('Configurações atualizadas com sucesso.')).toBeVisible();
    await expect(page).toHaveURL(/\/configuracao$/);
    await expect(conf.honorarios).toHaveValue('12,34');
    expect((await api<Configuracao>(token, 'GET', 'conf/buscarConfiguracoes')).porcentagemHonorarios).toBe(
      0.1234,
    );
  } finally {
    // the save above moved the record's version on: restore on top of the current one
    const atual = await api<Configuracao & { versao: number }>(token, 'GET', 'conf/buscarConfiguracoes');
    await api(token, 'PUT', 'conf/editar', { ...original, versao: atual.versao });
  }
});
