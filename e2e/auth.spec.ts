import { MENSAGENS } from '@divida/domain/errors';
import { setPassword } from './support/api.ts';
import { USERS } from './support/env.ts';
import { resetLinkOf, waitForMail } from './support/mail.ts';
import { expect, test } from './support/test.ts';

test.describe('entrar', () => {
  test('a caixa do robô aparece e se resolve sozinha; Entrar espera com o motivo à vista e leva ao destino pedido', async ({
    page,
    loginPage,
    shell,
  }) => {
    // the challenge is held back so the page can be seen before the check ends
    const gate = await loginPage.holdChallenges();
    await page.goto('/tipoDocumento?nome=CONTRATO');
    await expect(page).toHaveURL(/\/\?redirect=%2FtipoDocumento%3Fnome%3DCONTRATO$/);
    await expect(loginPage.robotCheck).toBeVisible();
    expect(await loginPage.robotCheckBorder()).toMatch(/^[1-9][\d.]*px solid (?!rgba\(0, 0, 0, 0\))/);
    await expect(loginPage.entrar).toBeDisabled();
    await expect(loginPage.entrarHint).toHaveText(MENSAGENS.verificacaoEmAndamento);
    await expect(loginPage.entrar).toHaveAccessibleDescription(MENSAGENS.verificacaoEmAndamento);
    await loginPage.fill(USERS.admin.email, USERS.admin.senha);
    await expect(loginPage.entrar).toBeDisabled();
    gate.release();
    // nobody clicks the box: the proof of work runs as the page opens
    await expect(loginPage.entrar).toBeEnabled({ timeout: 30_000 });
    await expect(loginPage.robotCheck).toBeChecked();
    await expect(loginPage.entrarHint).toHaveCount(0);
    await loginPage.entrar.click();
    await expect(page).toHaveURL(/\/tipoDocumento\?nome=CONTRATO$/);
    await expect(page.getByRole('heading', { name: 'Consulta de Tipo de Documentos' })).toBeVisible();
    await expect(shell.breadcrumb).toContainText('Tipo de Documento');
  });

  test('senha errada mostra a mensagem do servidor e refaz a verificação sozinha', async ({
    loginPage,
    shell,
  }) => {
    // the page's first challenge goes through, the one after the failure waits
    const gate = await loginPage.holdChallenges(1);
    await loginPage.goto();
    await loginPage.login(USERS.consulta.email, 'SenhaErrada1');
    await expect(shell.toast('E-mail ou senha inválidos')).toBeVisible();
    await expect(loginPage.robotCheck).not.toBeChecked();
    await expect(loginPage.entrar).toBeDisabled();
    await expect(loginPage.entrarHint).toHaveText(MENSAGENS.verificacaoEmAndamento);
    gate.release();
    await expect(loginPage.entrar).toBeEnabled({ timeout: 30_000 });
    await expect(loginPage.robotCheck).toBeChecked();
  });

  test('sem desafio do servidor, Entrar diz por que espera e a caixa tenta de novo', async ({
    page,
    loginPage,
  }) => {
    let falhar = true;
    await page.route('**/api/auth/captcha*', (route) =>
      falhar ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/login');
    await expect(loginPage.entrarHint).toHaveText(MENSAGENS.verificacaoFalhou);
    await expect(loginPage.entrar).toBeDisabled();
    falhar = false;
    await loginPage.clickRobotCheck();
    await expect(loginPage.entrar).toBeEnabled({ timeout: 30_000 });
  });

  test('validação do formulário com as mensagens da especificação', async ({ loginPage, page }) => {
    await loginPage.goto('/login');
    await loginPage.fill('nao-e-email', '');
    await loginPage.solveRobotCheck();
    await loginPage.entrar.click();
    await expect(page.getByText('E-mail inválido')).toBeVisible();
    await expect(page.getByText('É necessário informar a senha')).toBeVisible();
  });

  test('Sair encerra a sessão e volta ao login', async ({ loginPage, shell, page }) => {
    await loginPage.goto();
    await loginPage.loginAs('gestor');
    await shell.logout(USERS.gestor.nome);
    await page.goto('/tipoDocumento');
    await expect(page).toHaveURL(/\/\?redirect=/);
  });
});

test.describe('senhas', () => {
  const inicial = 'Inicial@2026';

  test('alterar a senha pelo menu do usuário, com verificações ao vivo e erro dentro do diálogo', async ({
    loginPage,
    shell,
    changePassword,
    page,
  }) => {
    await setPassword(USERS.fazenda.email, inicial);
    await loginPage.goto();
    await loginPage.loginAs('fazenda', inicial);
    const menu = await shell.openUserMenu(USERS.fazenda.nome);
    await expect(menu).toContainText('Matrícula: 2001');
    await menu.getByRole('menuitem', { name: 'Alterar Senha' }).click();

    await changePassword.fill('errada123', 'abc');
    await expect(changePassword.check('Ao menos uma letra minúscula')).toHaveAttribute('data-ok', 'true');
    await expect(changePassword.check('Ao menos um número')).toHaveAttribute('data-ok', 'false');
    await expect(changePassword.check('Entre 8 e 32 caracteres')).toHaveAttribute('data-ok', 'false');

    await changePassword.fill('errada123', 'Nova@2026x');
    for (const label of ['Entre 8 e 32', 'número', 'Ao menos uma letra', 'minúscula', 'iguais'])
      await expect(changePassword.check(label).first()).toHaveAttribute('data-ok', 'true');
    await changePassword.save();
    await expect(changePassword.alert()).toContainText('A senha atual está incorreta');

    await changePassword.fill(inicial, 'Nova@2026x');
    await changePassword.save();
    await expect(shell.toast('Senha alterada com sucesso')).toBeVisible();
    await expect(changePassword.dialog).toBeHidden();

    await shell.logout(USERS.fazenda.nome);
    await loginPage.loginAs('fazenda', 'Nova@2026x');
    await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  });

  test('esqueci a senha: o link do e-mail define a nova senha', async ({ page, loginPage, shell }) => {
    await setPassword(USERS.fazenda.email, inicial);
    await loginPage.goto();
    await page.getByRole('link', { name: 'Esqueceu a senha?' }).click();
    await expect(page).toHaveURL(/\/forgotPassword$/);
    const since = Date.now() - 1000;
    await page.getByLabel('E-mail').fill(USERS.fazenda.email);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(
      shell.toast('Um e-mail com as instruções para recuperar sua senha foi enviado'),
    ).toBeVisible();
    await expect(loginPage.entrar).toBeVisible();

    const link = resetLinkOf(await waitForMail(USERS.fazenda.email, since));
    await page.goto(new URL(link).pathname);
    await expect(page.getByRole('heading', { name: 'Definir Senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('curta');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('A senha deve ter no mínimo 8 caracteres').first()).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('Redefinida@2026');
    await page.getByLabel('Confirmação da nova senha').fill('Redefinida@2026');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect(shell.toast('Senha alterada com sucesso!')).toBeVisible();

    await loginPage.loginAs('fazenda', 'Redefinida@2026');
  });
});

test('sessão expirada: a renovação falha, a página oferece novo acesso e Sair leva ao login', async ({
  page,
  loginPage,
  shell,
}) => {
  await loginPage.goto();
  await loginPage.loginAs('gestor');
  // An access token the server refuses (bad signature, still unexpired for the page) and a dead refresh token.
  await page.evaluate(() => {
    const t = localStorage.getItem('accessToken') ?? '';
    localStorage.setItem('accessToken', `${t.slice(0, t.lastIndexOf('.'))}.assinatura-invalida`);
    localStorage.setItem('refreshToken', 'token-de-renovacao-invalido');
  });
  await page.goto('/tipoDocumento');
  // The page first offers to sign in again over itself (nothing typed is lost); 'Sair' gives up.
  const dialogo = page.getByRole('dialog', { name: 'Sessão expirada' });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: 'Sair' }).click();
  await expect(shell.toast('Sua sessão expirou, por gentileza, realize o acesso novamente')).toBeVisible();
  await expect(page).toHaveURL(/\/\?redirect=%2FtipoDocumento$/);
  await expect(loginPage.entrar).toBeVisible();
});
