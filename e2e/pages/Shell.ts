import { expect, type Locator, type Page } from '@playwright/test';

/** The authenticated frame: menu, user menu, breadcrumb, notifications. */
export class Shell {
  readonly menu: Locator;
  readonly breadcrumb: Locator;

  constructor(readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Menu principal' });
    this.breadcrumb = page.getByRole('navigation', { name: 'Trilha de navegação' });
  }

  menuEntries() {
    return this.menu.getByRole('link');
  }

  /** On a phone the menu is a drawer that starts closed: open it (no-op where it is a column). */
  async openMenu() {
    const abrir = this.page.getByRole('button', { name: 'Abrir menu' });
    if (await abrir.isVisible()) await abrir.click();
    await expect(this.menu).toBeVisible();
  }

  async openUserMenu(nome: string) {
    await this.page.getByRole('button', { name: nome }).click();
    return this.page.getByRole('menu');
  }

  async logout(nome: string) {
    const menu = await this.openUserMenu(nome);
    await menu.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(this.page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  }

  /** A toast (notistack) with exactly this text. */
  toast(text: string | RegExp) {
    return this.page.locator('#notistack-snackbar').filter({ hasText: text });
  }
}
