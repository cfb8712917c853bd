import { expect, type Locator, type Page } from '@playwright/test';
import { ListPage } from './ListPage.ts';
import { digitarData } from './datas.ts';

/** Page objects of the processes area (spec 02 §2.1–2.3). */

export const TITULO_LISTA_PROCESSOS = 'Consulta de Processos';

/** '/processos': the process search. */
export class ProcessoListPage extends ListPage {
  constructor(page: Page) {
    super(page, TITULO_LISTA_PROCESSOS);
  }
  goto(query = '') {
    return this.page.goto(`/processos${query}`);
  }
  inserir() {
    return this.page.getByRole('link', { name: 'Inserir' });
  }
  detalhes(texto: string) {
    return this.row(texto).getByRole('button', { name: 'Ver Detalhes' });
  }
  /** The text of the 'Número do Processo' cell of each row. */
  async numeros(): Promise<string[]> {
    await this.expectLoaded();
    return this.grid.locator('[role="row"][data-id] [data-field="numero"]').allInnerTexts();
  }
  /** As ListPage.filter, by exact label ('Número do Processo' is also the start of another field's). */
  override async filter(values: Record<string, string>) {
    await this.abrirFiltros();
    for (const [label, value] of Object.entries(values)) {
      if (/^\d{4}-\d{2}-\d{2}$/.test(value)) await digitarData(this.page, this.drawer, label, value);
      else await this.drawer.getByLabel(label, { exact: true }).fill(value);
    }
    await this.aplicar();
    await expect(this.drawer).toBeHidden();
  }
  campoFiltro(label: string) {
    return this.drawer.getByLabel(label, { exact: true });
  }
  async abrirFiltros() {
    await this.page.getByRole('button', { name: 'Filtros', exact: true }).click();
    await expect(this.drawer).toBeVisible();
  }
  /** A select of the drawer (native), by the option's label. */
  async escolherNoFiltro(label: string, opcao: string) {
    await this.campoFiltro(label).selectOption({ label: opcao });
  }
  aplicar() {
    return this.drawer.getByRole('button', { name: 'Aplicar' }).click();
  }
}

/** The address fields inside `root` (the form's 'Endereço' section, or the co-responsible dialog). */
export class EnderecoDe {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}
  cep() {
    return this.root.getByRole('textbox', { name: 'CEP' });
  }
  uf() {
    return this.root.getByRole('combobox', { name: 'UF' });
  }
  municipio() {
    return this.root.getByRole('combobox', { name: 'Município' });
  }
  /** Types the CEP and leaves the field (the lookup runs on blur). */
  async buscarCep(cep: string) {
    await this.cep().fill(cep);
    await this.cep().blur();
  }
  async escolherUf(sigla: string) {
    await this.uf().click();
    await this.page.getByRole('option', { name: new RegExp(`^${sigla} - `) }).click();
  }
  async escolherMunicipio(nome: string) {
    await this.municipio().fill(nome);
    await this.page.getByRole('option', { name: nome, exact: true }).click();
  }
  async preencher(e: { rua?: string; numero: string; bairro?: string }) {
    if (e.rua !== undefined) await this.root.getByRole('textbox', { name: 'Rua', exact: true }).fill(e.rua);
    await this.root.getByRole('textbox', { name: 'Número', exact: true }).fill(e.numero);
    if (e.bairro !== undefined)
      await this.root.getByRole('textbox', { name: 'Bairro', exact: true }).fill(e.bairro);
  }
}

/** The debtor's identification and contact inside `root` (the form or the co-responsible dialog). */
export class DevedorDe {
  constructor(
    readonly page: Page,
    readonly root: Locator,
  ) {}
  documento() {
    return this.root.getByRole('textbox', { name: 'Documento de Identificação' });
  }
  async preencher(d: { tipo: string; documento: string; nome: string; email?: string; telefone: string }) {
    await this.root.getByRole('combobox', { name: 'Tipo de Documento' }).click();
    await this.page.getByRole('option', { name: d.tipo, exact: true }).click();
    await this.documento().fill(d.documento);
    await this.documento().blur();
    await this.root.getByRole('textbox', { name: 'Nome ou Razão Social' }).fill(d.nome);
    if (d.email) await this.root.getByRole('textbox', { name: 'E-mail' }).fill(d.email);
    await this.root.getByRole('textbox', { name: 'Telefone 1' }).fill(d.telefone);
  }
}

/** 'Adicionar Corresponsável'. */
export class CorresponsavelDialog {
  readonly dialog: Locator;
  readonly devedor: DevedorDe;
  readonly endereco: EnderecoDe;
  constructor(readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: 'Adicionar Corresponsável' });
    this.devedor = new DevedorDe(page, this.dialog);
    this.endereco = new EnderecoDe(page, this.dialog);
  }
  async escolherTipo(nome: 'Sócio' | 'Representante') {
    await this.dialog.getByRole('combobox', { name: 'Tipo', exact: true }).click();
    await this.page.getByRole('option', { name: nome, exact: true }).click();
  }
  adicionar() {
    return this.dialog.getByRole('button', { name: 'Adicionar', exact: true }).click();
  }
}

/** 'Cadastro de Processo' (/processos/cadastrar) and 'Edição de Processo' (/processos/editar). */
export class ProcessoForm {
  readonly devedor: DevedorDe;
  readonly endereco: EnderecoDe;
  readonly corresponsavel: CorresponsavelDialog;
  constructor(readonly page: Page) {
    this.devedor = new DevedorDe(page, page.getByRole('region', { name: 'Dados do Devedor ou Responsável' }));
    this.endereco = new EnderecoDe(page, page.getByRole('region', { name: 'Endereço', exact: true }));
    this.corresponsavel = new CorresponsavelDialog(page);
  }
  heading(mode: 'Cadastro' | 'Edição') {
    return this.page.getByRole('heading', { name: `${mode} de Processo` });
  }
  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
  field(label: string) {
    return this.page.getByRole('textbox', { name: label, exact: true });
  }
  async escolher(label: string, opcao: string) {
    await this.page.getByRole('combobox', { name: label, exact: true }).click();
    await this.page.getByRole('option', { name: opcao, exact: true }).click();
  }
  /** The hidden file input of a document type's upload field, labelled by the type's name. */
  arquivo(tipo: string) {
    return this.section('Documentos Obrigatórios')
      .getByLabel(tipo)
      .and(this.page.locator('input[type="file"]'));
  }
  async anexar(tipo: string, nome: string, conteudo: Buffer = pdfMinimo()) {
    await this.arquivo(tipo).setInputFiles({ name: nome, mimeType: 'application/pdf', buffer: conteudo });
    await expect(this.section('Documentos Obrigatórios').getByText(nome, { exact: true })).toBeVisible();
  }
  abrirCorresponsavel() {
    return this.page.getByRole('button', { name: 'Adicionar Corresponsável' }).click();
  }
  submit(label: 'Cadastrar' | 'Alterar') {
    return this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** '/processos/{id}': heading 'Processo {número}', header actions, cards. */
export class ProcessoDetail {
  constructor(readonly page: Page) {}
  heading() {
    return this.page.getByRole('heading', { level: 1, name: /^Processo \d{4}\/\d{8}$/ });
  }
  /** The process number as the heading shows it ('AAAA/NNNNNNNN'). */
  async numero(): Promise<string> {
    const t = (await this.heading().innerText()).trim();
    return t.replace(/^Processo /, '');
  }
  action(name: 'Imprimir TCC' | 'Excluir' | 'Editar' | 'Voltar') {
    return this.page.getByRole('button', { name, exact: true });
  }
  section(name: string) {
    return this.page.getByRole('region', { name, exact: true });
  }
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Confirmar Exclusão' });
  }
  /** Clicks 'Imprimir TCC': the server's response and the bytes of the PDF the new tab shows. */
  async imprimirTcc(): Promise<{ contentType: string; status: number; pdf: Buffer }> {
    const [response, popup] = await Promise.all([
      this.page.waitForResponse((r) =>
        /\/processoConstituicaoCredito\/\d+\/print$/.test(new URL(r.url()).pathname),
      ),
      this.page.waitForEvent('popup'),
      this.action('Imprimir TCC').click(),
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

/** A tiny valid one-page PDF (signature, catalog, page, xref), enough for the upload's checks. */
export function pdfMinimo(texto = 'Documento de teste'): Buffer {
  const objetos = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  ];
  const conteudo = `BT /F1 12 Tf 20 100 Td (${texto}) Tj ET`;
  objetos.push(`<< /Length ${conteudo.length} >>\nstream\n${conteudo}\nendstream`);
  objetos.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objetos.forEach((o, i) => {
    offsets.push(pdf.length);
    pdf += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objetos.length + 1}\n0000000000 65535 f \n`;
  for (const o of offsets) pdf += `${String(o).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objetos.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
