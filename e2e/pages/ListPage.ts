import { expect, type Locator, type Page } from '@playwright/test';
import { digitarData } from './datas.ts';

/** The list kit as a user sees it: title, filter drawer, chips, grid, pagination. */
export class ListPage {
  readonly grid: Locator;
  readonly drawer: Locator;

  constructor(
    readonly page: Page,
    readonly title: string,
  ) {
    this.grid = page.getByRole('grid', { name: title });
    this.drawer = page.getByRole('dialog', { name: 'Filtros' });
  }

  async expectLoaded() {
    await expect(this.page.getByRole('heading', { name: this.title })).toBeVisible();
    await expect(this.page.getByText('Aguarde ...')).toHaveCount(0);
  }

  /** The text of the first cell of each row, in order. */
  async names(): Promise<string[]> {
    await this.expectLoaded();
    return this.grid.locator('[role="row"][data-id] [data-field="nome"]').allInnerTexts();
  }

  row(text: string) {
    return this.grid.locator('[role="row"][data-id]').filter({ hasText: text });
  }

  async filter(values: Record<string, string>) {
    await this.page.getByRole('button', { name: 'Filtros' }).click();
    for (const [label, value] of Object.entries(values)) {
      // a date ('yyyy-MM-dd') goes into the product's DD/MM/AAAA field, typed as a person does
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) await digitarData(this.page, this.drawer, label, value);
      else await this.drawer.getByLabel(label).fill(value);
    }
    await this.drawer.getByRole('button', { name: 'Aplicar' }).click();
    await expect(this.drawer).toBeHidden();
  }

  chip(text: string | RegExp) {
    return this.page.getByRole('button', { name: text }).and(this.page.locator('.MuiChip-root'));
  }

  async sortBy(header: string) {
    await this.grid.getByRole('columnheader', { name: header }).click();
  }

  async nextPage() {
    await this.page.getByRole('button', { name: /próxima página/i }).click();
  }
}
