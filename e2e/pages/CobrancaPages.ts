import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './ListPage.ts';
import { pdfMinimo } from './ProcessoPages.ts';

/** '/processoCobranca': 'Acompanhamento de Cobrança' (spec 03 §2.2). */
export class CobrancaListPage extends ListPage {
  constructor(page: Page) {
    super(page, 'Acompanhamento de Cobrança');
  }
  goto() {
    return this.page.goto('/processoCobranca');
  }
}

/** A collection's action dialog, by its title. */
export class CobrancaDialog {
  readonly dialog: Locator;
  constructor(
    readonly page: Page,
    titulo: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: titulo });
  }
  async anexar(nome: string) {
    await this.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: nome, mimeType: 'application/pdf', buffer: pdfMinimo(nome) });
    await expect(this.dialog.getByText(nome, { exact: true })).toBeVisible();
  }
  /** Its confirming button ('Cancelar cobrança' in the cancellation, where 'Confirmar' was ambiguous). */
  confirmar(rotulo = 'Confirmar') {
    return this.dialog.getByRole('button', { name: rotulo, exact: true }).click();
  }
}

/** The collection's page actions and its instalment table. */
export function cobrancaDetalhe(page: Page) {
  return {
    titulo: (numero: string) =>
      page.getByRole('heading', { level: 1, name: `Processo de Cobrança ${numero}` }),
    acao: (nome: string) => page.getByRole('button', { name: nome, exact: true }),
    parcelas: () => page.getByRole('table', { name: 'Parcelas' }).locator('tbody tr'),
    situacao: () => page.getByRole('region', { name: 'Cobrança' }),
  };
}
