import { expect, type Locator, type Page } from '@playwright/test';
import { USERS, type UserKey } from '../support/env.ts';

/** '/' and '/login': e-mail, senha, the ALTCHA robot check and Entrar. */
export class LoginPage {
  readonly email: Locator;
  readonly senha: Locator;
  readonly entrar: Locator;
  readonly robotCheck: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('E-mail');
    this.senha = page.getByLabel('Senha', { exact: true });
    this.entrar = page.getByRole('button', { name: 'Entrar' });
    this.robotCheck = page.getByRole('checkbox', { name: /não sou um robô/i });
  }

  async goto(path = '/') {
    await this.page.goto(path);
    await expect(this.entrar).toBeVisible();
  }

  /** Solves the real ALTCHA challenge in the page: tick the box and wait for Entrar to enable. */
  async solveRobotCheck() {
    // the widget draws its own tick over the input, so a user clicks the label
    await this.page.locator('altcha-widget').getByText('Eu não sou um robô', { exact: true }).click();
    await expect(this.entrar).toBeEnabled({ timeout: 30_000 });
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
    await expect(this.page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  }
}
