import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './ListPage.ts';
import { pdfMinimo } from './ProcessoPages.ts';

/** Page objects of the workflow: action dialogs (spec 02 §2.5) and returned processes (§2.4). */

/**
 * Types a date into a pt-BR date picker inside `root`, key by key from its day section (the field moves
 * to the next section by itself; typed faster than it re-renders, digits land in the wrong one).
 */
export async function preencherData(page: Page, root: Locator, label: string, iso: string) {
  const [a, m, d] = iso.split('-') as [string, string, string];
  const campo = root.getByRole('group', { name: label });
  await campo.getByRole('spinbutton').first().click();
  await page.keyboard.type(`${d}${m}${a}`, { delay: 80 });
  await expect(campo.getByRole('spinbutton')).toHaveText([d, m, a]);
}

/** An action's dialog, by its title (the action's name). */
/** The CDA's two protest steps from its toolbar: 'Enviar para Protesto', then 'Registrar Protesto'. */
export async function enviarERegistrarProtesto(
  page: Page,
  acoesCda: Locator,
  p: { data: string; protocolo: string; cartorio: string; comarca: string },
) {
  await acoesCda.getByRole('button', { name: 'Enviar para Protesto' }).click();
  const envio = page.getByRole('dialog', { name: 'Enviar para Protesto' });
  await preencherData(page, envio, 'Data do envio ao cartório', p.data);
  await envio.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(envio).toBeHidden();

  await acoesCda.getByRole('button', { name: 'Registrar Protesto' }).click();
  const protesto = page.getByRole('dialog', { name: 'Registrar Protesto' });
  await protesto.getByRole('textbox', { name: /^Protocolo/ }).fill(p.protocolo);
  await protesto.getByRole('textbox', { name: /^Número do cartório/ }).fill(p.cartorio);
  await protesto.getByRole('textbox', { name: /^Código da comarca/ }).fill(p.comarca);
  await preencherData(page, protesto, 'Data do protesto', p.data);
  await protesto.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(protesto).toBeHidden();
}

export class AcaoDialog {
  readonly dialog: Locator;
  constructor(
    readonly page: Page,
    titulo: string,
  ) {
    this.dialog = page.getByRole('dialog', { name: titulo });
  }
  /** The action's PDF (the dialog's only file input). */
  async anexar(nome: string) {
    await this.dialog
      .locator('input[type="file"]')
      .setInputFiles({ name: nome, mimeType: 'application/pdf', buffer: pdfMinimo() });
    await expect(this.dialog.getByText(nome, { exact: true })).toBeVisible();
  }
  campo(label: string | RegExp) {
    return this.dialog.getByRole('textbox', { name: label });
  }
  confirmar() {
    return this.dialog.getByRole('button', { name: 'Confirmar', exact: true }).click();
  }
  /** 'Tem certeza que deseja realizar essa operação?' and its Confirmar. */
  confirmacao() {
    return this.page.getByRole('dialog', { name: 'Confirmação' });
  }
}

/** The toolbar of the process detail: the actions the server offers (spec 02 §4). */
export function acoesDoProcesso(page: Page) {
  return page.getByRole('toolbar', { name: 'Ações do processo' });
}

export const TITULO_DEVOLVIDOS = 'Consulta de Processos Devolvidos';

/** '/processoDevolvido': the returned list. */
export class ProcessoDevolvidoListPage extends ListPage {
  constructor(page: Page) {
    super(page, TITULO_DEVOLVIDOS);
  }
  goto() {
    return this.page.goto('/processoDevolvido');
  }
  selecionar(texto: string) {
    return this.row(texto).getByRole('checkbox').check();
  }
  retornar() {
    return this.page.getByRole('button', { name: 'Retornar Processo(s)' });
  }
  detalhes(texto: string) {
    return this.row(texto).getByRole('button', { name: 'Ver Detalhes' });
  }
}

/** 'Retornar Processo(s)': per process a phase, a situation and, for 3, 12, 22, a date. */
export class RetornarDialog {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Retornar Processo(s)' });
  }
  item(numero: string) {
    return this.dialog.getByRole('group', { name: `Processo ${numero}` });
  }
  async escolher(numero: string, label: 'Fase' | 'Situação', opcao: string) {
    await this.item(numero).getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: opcao, exact: true }).click();
  }
  retornar() {
    return this.dialog.getByRole('button', { name: 'Retornar', exact: true }).click();
  }
}
