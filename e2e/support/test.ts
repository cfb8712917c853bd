import { test as base } from '@playwright/test';
import { ChangePasswordDialog } from '../pages/ChangePasswordDialog.ts';
import { LoginPage } from '../pages/LoginPage.ts';
import { Shell } from '../pages/Shell.ts';
import {
  TipoDocumentoDetail,
  TipoDocumentoForm,
  TipoDocumentoListPage,
} from '../pages/TipoDocumentoPages.ts';
import { baseURL } from './env.ts';

/** Playwright's test with the server's address and the page objects. */
export const test = base.extend<{
  loginPage: LoginPage;
  shell: Shell;
  changePassword: ChangePasswordDialog;
  tipoDocumentoList: TipoDocumentoListPage;
  tipoDocumentoForm: TipoDocumentoForm;
  tipoDocumentoDetail: TipoDocumentoDetail;
}>({
  // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies destructured
  baseURL: async ({}, use) => use(baseURL()),
  loginPage: async ({ page }, use) => use(new LoginPage(page)),
  shell: async ({ page }, use) => use(new Shell(page)),
  changePassword: async ({ page }, use) => use(new ChangePasswordDialog(page)),
  tipoDocumentoList: async ({ page }, use) => use(new TipoDocumentoListPage(page)),
  tipoDocumentoForm: async ({ page }, use) => use(new TipoDocumentoForm(page)),
  tipoDocumentoDetail: async ({ page }, use) => use(new TipoDocumentoDetail(page)),
});

export { expect } from '@playwright/test';
