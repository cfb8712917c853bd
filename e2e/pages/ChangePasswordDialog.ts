import type { Locator, Page } from '@playwright/test';

/** 'Alterar Senha' dialog (spec 01 §2.9). */
export class ChangePasswordDialog {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Alterar Senha' });
  }
  async fill(atual: string, nova: string, confirmacao = nova) {
    await this.dialog.getByLabel('Senha atual').fill(atual);
    await this.dialog.getByLabel('Nova senha', { exact: true }).fill(nova);
    await this.dialog.getByLabel('Confirmação da nova senha').fill(confirmacao);
  }
  check(label: string) {
    return this.dialog.getByRole('listitem').filter({ hasText: label });
  }
  save() {
    return this.dialog.getByRole('button', { name: 'Salvar' }).click();
  }
  alert() {
    return this.dialog.getByRole('alert');
  }
}
