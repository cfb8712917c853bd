import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './ListPage.ts';
import { pdfMinimo } from './ProcessoPages.ts';
import { preencherData } from './WorkflowPages.ts';

/** '/negociacao': the debts apt for negotiation (spec 03 §2.5). */
export class NegociacaoListPage extends ListPage {
  constructor(page: Page) {
    super(page, 'Negociação');
  }
  goto() {
    return this.page.goto('/negociacao');
  }
  negociar() {
    return this.page.getByRole('button', { name: 'Negociar', exact: true }).click();
  }
}

/** The wizard 'Negociação de Dívidas' (spec 03 §2.6), driven as a person does. */
export class NegociacaoWizard {
  readonly dialog: Locator;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Negociação de Dívidas' });
  }
  botao(nome: string) {
    return this.dialog.getByRole('button', { name: nome, exact: true });
  }
  proximo() {
    return this.botao('Próximo').click();
  }
  etapaAtiva() {
    return this.dialog.locator('.MuiStepLabel-label.Mui-active');
  }
  erro() {
    return this.dialog.getByRole('alert');
  }
  async anexar(rotulo: string, nome: string) {
    const campo = this.dialog.locator('input[type="file"]').nth(rotulo === 'identificacao' ? 0 : 1);
    await campo.setInputFiles({ name: nome, mimeType: 'application/pdf', buffer: pdfMinimo(nome) });
    await expect(this.dialog.getByText(nome, { exact: true })).toBeVisible();
  }
  /** The requester step as an attorney (Procurador), which both kinds of debtor offer. */
  async requerenteProcurador(r: { cpf: string; nome: string; email: string; telefone: string }) {
    await this.dialog.getByRole('combobox', { name: 'Tipo do Requerente' }).click();
    await this.page.getByRole('option', { name: 'Representante (Procurador)' }).click();
    await this.dialog.getByRole('textbox', { name: 'CPF' }).fill(r.cpf);
    await this.dialog.getByRole('textbox', { name: 'Nome' }).fill(r.nome);
    await this.dialog.getByRole('textbox', { name: 'E-mail' }).fill(r.email);
    await this.dialog.getByRole('textbox', { name: 'Telefone' }).fill(r.telefone);
    await this.anexar('identificacao', 'rg-requerente.pdf');
    await this.anexar('procuracao', 'procuracao.pdf');
  }
  async formaPagamento(forma: 'À Vista' | 'Parcelado', desconto: string, vencimento?: string) {
    await this.dialog.getByRole('radio', { name: forma }).check();
    await this.dialog.getByRole('textbox', { name: 'Desconto' }).fill(desconto);
    if (vencimento) await preencherData(this.page, this.dialog, 'Data de Vencimento', vencimento);
  }
  parcelas() {
    return this.dialog.getByRole('table', { name: 'Parcelas simuladas' }).locator('tbody tr');
  }
}
