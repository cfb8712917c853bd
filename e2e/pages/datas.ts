import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Types an API date ('yyyy-MM-dd') into the product's DD/MM/AAAA field (the pickers' sections), as a
 * person does. The same as WorkflowPages' preencherData, kept apart so the list kit needs no import of
 * the workflow pages (which extend it).
 */
export async function digitarData(page: Page, root: Locator, label: string, iso: string) {
  const [a, m, d] = iso.split('-') as [string, string, string];
  const campo = root.getByRole('group', { name: label });
  await campo.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${a}`, { delay: 80 });
  await expect(campo.getByRole('spinbutton')).toHaveText([d, m, a]);
}
