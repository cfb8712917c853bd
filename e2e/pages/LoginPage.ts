import { expect, type Locator, type Page } from '@playwright/test';
import { USERS, type UserKey } from '../support/env.ts';

/** '/' and '/login': e-mail, senha, the ALTCHA robot check and Entrar. */
export class LoginPage {
  readonly email: Locator;
  readonly senha: Locator;
  readonly entrar: Locator;
  readonly robotCheck: Locator;
  /** Why Entrar is still disabled, under the button while the robot check is not solved. */
  readonly entrarHint: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail');
    this.senha = page.getByLabel('Senha', { exact: true });
    this.entrar = page.getByRole('button', { name: 'Entrar' });
    // its name follows its state ('Eu não sou um robô', 'Verificando...', 'Verificado')
    this.robotCheck = page.locator('altcha-widget').getByRole('checkbox');
    this.entrarHint = page.locator('#entrar-motivo');
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.entrar).toBeVisible();
    // the static copy index.html draws before the JavaScript (inert) has been replaced by React's form
    await expect(this.page.locator('main[inert]')).toHaveCount(0);
  }

  /** The real ALTCHA challenge solves itself as the page opens: wait for Entrar to enable. */
  async solveRobotCheck() {
    await expect(this.entrar).toBeEnabled({ timeout: 30_000 });
  }

  /** What a user clicks to retry: the widget draws its own tick over the input, so its label. */
  async clickRobotCheck() {
    await this.page.locator('altcha-widget').getByText('Eu não sou um robô', { exact: true }).click();
  }

  /** The box's drawn border as the browser computes it (its own tick is drawn over a bare input). */
  robotCheckBorder() {
    return this.robotCheck.evaluate((e) => {
      const s = getComputedStyle(e);
      return `${s.borderTopWidth} ${s.borderTopStyle} ${s.borderTopColor}`;
    });
  }

  /** Holds robot-check challenge requests (after the first `pass`) until release(): the page is seen mid-check. */
  async holdChallenges(pass = 0) {
    let release!: () => void;
    const open = new Promise<void>((r) => (release = r));
    let seen = 0;
    await this.page.route('**/api/auth/captcha*', async (route) => {
      if (++seen > pass) await open;
      await route.continue();
    });
    return { release };
  }

  async fill(email: string, senha: string) {
    await this.email.fill(email);
    await this.senha.fill(senha);
  }

  async login(email: string, senha: string) {
    await this.fill(email, senha);
    await this.solveRobotCheck();
    await this.entrar.click();
  }

  /** Signs in and waits for the shell. */
  async loginAs(user: UserKey, senha: string = USERS[user].senha) {
    await this.login(USERS[user].email, senha);
    // the user menu is in the top bar at every width (on a phone the menu itself starts closed)
    await expect(this.page.getByRole('button', { name: USERS[user].nome })).toBeVisible();
  }
}
