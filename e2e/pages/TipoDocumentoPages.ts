import type { Locator, Page } from '@playwright/test';
import { ListPage } from './ListPage.ts';

export const TITULO_LISTA = 'Consulta de Tipo de Documentos';

export class TipoDocumentoListPage extends ListPage {
  constructor(page: Page) {
    super(page, TITULO_LISTA);
  }
  goto(query = '') {
    return this.page.goto(`/tipoDocumento${query}`);
  }
  inserir() {
    return this.page.getByRole('link', { name: 'Inserir' });
  }
  rowAction(nome: string, action: 'Ver Detalhes' | 'Editar') {
    return this.row(nome).getByRole('button', { name: action });
  }
}

/** 'Novo Tipo de Documento' / 'Editar Tipo de Documento'. */
export class TipoDocumentoForm {
  readonly nome: Locator;
  constructor(readonly page: Page) {
    this.nome = page.getByRole('textbox', { name: 'Nome' });
  }
  heading(mode: 'Novo' | 'Editar') {
    return this.page.getByRole('heading', { name: `${mode} Tipo de Documento` });
  }
  submit(label: 'Cadastrar' | 'Editar') {
    return this.page.getByRole('button', { name: label, exact: true }).click();
  }
}

/** 'Detalhes do Tipo de Documento' with Excluir and Editar. */
export class TipoDocumentoDetail {
  constructor(readonly page: Page) {}
  heading() {
    return this.page.getByRole('heading', { name: 'Detalhes do Tipo de Documento' });
  }
  excluir() {
    return this.page.getByRole('button', { name: 'Excluir' }).click();
  }
  confirmDialog() {
    return this.page.getByRole('dialog', { name: 'Confirmar Exclusão' });
  }
}
