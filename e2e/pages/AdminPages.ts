import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './ListPage.ts';

/** Page objects of the administration screens (spec 01 §2.4–2.7). */

/** '/perfil': 'Consulta de Perfil'. */
export class PerfilListPage extends ListPage {
  constructor(page: Page) {
    super(page, 'Consulta de Perfil');
  }
  goto(query = '') {
    return this.page.goto(`/perfil${query}`);
  }
  inserir() {
    return this.page.getByRole('link', { name: 'Inserir' });
  }
  editar(nome: string) {
    return this.row(nome).getByRole('button', { name: 'Editar' });
  }
}

/** 'Novo Perfil' / 'Editar Perfil': name and the permission tree grouped by module. */
export class PerfilForm {
  readonly nome: Locator;
  constructor(readonly page: Page) {
    this.nome = page.getByRole('textbox', { name: 'Nome' });
  }
  heading(mode: 'Novo' | 'Editar') {
    return this.page.getByRole('heading', { name: `${mode} Perfil` });
  }
  modulo(nome: string) {
    return this.page.getByRole('group', { name: nome, exact: true });
  }
  /** The module's own checkbox. */
  moduloCheckbox(nome: string) {
    return this.modulo(nome).getByRole('checkbox', { name: `Módulo ${nome}`, exact: true });
  }
  permissao(modulo: string, nome: string) {
    return this.modulo(modulo).getByRole('checkbox', { name: nome, exact: true });
  }
  submit(label: 'Cadastrar' | 'Editar') {
    return this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** '/configuracao'. */
export class ConfiguracaoPage {
  readonly maxParcelas: Locator;
  readonly valorMinParcelas: Locator;
  readonly juros: Locator;
  readonly honorarios: Locator;
  readonly alterar: Locator;
  constructor(readonly page: Page) {
    this.maxParcelas = page.getByRole('spinbutton', { name: 'Quantidade máxima de parcelas' });
    this.valorMinParcelas = page.getByRole('textbox', { name: 'Valor mínimo da parcela' });
    this.juros = page.getByRole('textbox', { name: 'Juros ao mês' });
    this.honorarios = page.getByRole('textbox', { name: 'Honorários' });
    this.alterar = page.getByRole('button', { name: 'Alterar' });
  }
  async goto() {
    await this.page.goto('/configuracao');
    await expect(this.page.getByRole('heading', { name: 'Configuração' })).toBeVisible();
  }
}

/** The address section shared by users and creditor bodies. */
export class EnderecoSection {
  constructor(readonly page: Page) {}
  cep() {
    return this.page.getByRole('textbox', { name: 'CEP' });
  }
  uf() {
    return this.page.getByRole('combobox', { name: 'UF' });
  }
  municipio() {
    return this.page.getByRole('combobox', { name: 'Município' });
  }
  async escolherUf(sigla: string) {
    await this.uf().click();
    await this.page.getByRole('option', { name: new RegExp(`^${sigla} - `) }).click();
  }
  async escolherMunicipio(nome: string) {
    await this.municipio().fill(nome);
    await this.page.getByRole('option', { name: nome, exact: true }).click();
  }
  /** Types the CEP and leaves the field (the lookup runs on blur). */
  async buscarCep(cep: string) {
    await this.cep().fill(cep);
    await this.cep().blur();
  }
  async preencher(e: { rua: string; numero: string; bairro: string }) {
    await this.page.getByRole('textbox', { name: 'Rua', exact: true }).fill(e.rua);
    await this.page.getByRole('textbox', { name: 'Número', exact: true }).fill(e.numero);
    await this.page.getByRole('textbox', { name: 'Bairro', exact: true }).fill(e.bairro);
  }
}

/** Picks an option of a MUI select by its accessible name. */
export async function escolher(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

export class UsuarioListPage extends ListPage {
  constructor(page: Page) {
    super(page, 'Consulta de Usuários');
  }
  goto(query = '') {
    return this.page.goto(`/usuario${query}`);
  }
  inserir() {
    return this.page.getByRole('link', { name: 'Inserir' });
  }
  detalhes(nome: string) {
    return this.row(nome).getByRole('button', { name: 'Ver Detalhes' });
  }
}

export class UsuarioForm {
  readonly endereco: EnderecoSection;
  constructor(readonly page: Page) {
    this.endereco = new EnderecoSection(page);
  }
  heading(mode: 'Novo' | 'Editar') {
    return this.page.getByRole('heading', { name: `${mode} Usuário` });
  }
  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }
  submit(label: 'Cadastrar' | 'Editar') {
    return this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** Details pages of users and creditor bodies: actions and the confirmation. */
export class DetailPage {
  constructor(
    readonly page: Page,
    readonly title: string,
  ) {}
  heading() {
    return this.page.getByRole('heading', { name: this.title });
  }
  action(name: 'Imprimir' | 'Atribuir Senha' | 'Excluir' | 'Editar' | 'Voltar') {
    return this.page.getByRole('button', { name, exact: true });
  }
  section(name: string) {
    return this.page.getByRole('region', { name });
  }
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Confirmar Exclusão' });
  }
  /**
   * Clicks 'Imprimir': answers the server's response and the bytes of the document the new tab shows
   * (read back from the tab's blob: URL, so the test sees exactly what the user sees).
   */
  async imprimir(): Promise<{ contentType: string; status: number; pdf: Buffer }> {
    const [response, popup] = await Promise.all([
      this.page.waitForResponse((r) => /\/imprimir$/.test(new URL(r.url()).pathname)),
      this.page.waitForEvent('popup'),
      this.action('Imprimir').click(),
    ]);
    await popup.waitForURL(/^blob:/);
    const bytes = await popup.evaluate(async () =>
      Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer())),
    );
    await popup.close();
    return {
      contentType: response.headers()['content-type'] ?? '',
      status: response.status(),
      pdf: Buffer.from(bytes),
    };
  }
}

export class OrgaoCredorListPage extends ListPage {
  constructor(page: Page) {
    super(page, 'Consulta de Órgão Credor');
  }
  goto(query = '') {
    return this.page.goto(`/orgaoCredor${query}`);
  }
  inserir() {
    return this.page.getByRole('link', { name: 'Inserir' });
  }
  detalhes(nome: string) {
    return this.row(nome).getByRole('button', { name: 'Ver Detalhes' });
  }
}

export class OrgaoCredorForm {
  readonly endereco: EnderecoSection;
  constructor(readonly page: Page) {
    this.endereco = new EnderecoSection(page);
  }
  heading(mode: 'Novo' | 'Editar') {
    return this.page.getByRole('heading', { name: `${mode} Órgão Credor` });
  }
  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }
  section(name: string) {
    return this.page.getByRole('region', { name });
  }
  async escolherDocumento(tipo: 'Documentos Obrigatórios' | 'Documentos Opcionais', nome: string) {
    await this.page.getByRole('combobox', { name: tipo }).click();
    await this.page.getByRole('option', { name: nome, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }
  submit(label: 'Cadastrar' | 'Editar') {
    return this.page.getByRole('button', { name: label, exact: true }).click();
  }
}
