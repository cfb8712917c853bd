import { adminToken, createTipoDocumento } from './support/api.ts';
import { api } from './support/admin.ts';
import { expect, test } from './support/test.ts';

/** A prefix of letters only (the type-name rule), different on every run. */
function prefixo(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * 26)]).join('');
}

test('a lista guarda filtro, ordem e página na URL: recarregar, voltar e avançar devolvem a mesma lista', async ({
  page,
  loginPage,
  tipoDocumentoList: list,
}) => {
  const p = prefixo();
  const token = await adminToken();
  const nomes = Array.from({ length: 17 }, (_, i) => `${p} ${String.fromCharCode(65 + i)}`);
  for (const n of nomes) await createTipoDocumento(token, n);

  await loginPage.goto();
  await loginPage.loginAs('gestor');
  await list.goto();
  await list.expectLoaded();

  await list.filter({ Nome: p });
  await expect(page).toHaveURL(new RegExp(`[?&]nome=${p}`));
  await expect(list.chip(new RegExp(`Nome: ${p}`))).toBeVisible();
  expect(await list.names()).toEqual(nomes.slice(0, 15));

  await list.sortBy('Nome');
  await expect(page).toHaveURL(/_sort=-nome/);
  const desc = [...nomes].reverse();
  await expect.poll(() => list.names()).toEqual(desc.slice(0, 15));

  await list.nextPage();
  await expect(page).toHaveURL(/_pageIndex=1/);
  await expect.poll(() => list.names()).toEqual(desc.slice(15));

  await page.reload();
  await expect.poll(() => list.names()).toEqual(desc.slice(15));

  await page.goBack();
  await expect(page).not.toHaveURL(/_pageIndex/);
  await expect.poll(() => list.names()).toEqual(desc.slice(0, 15));
  await page.goBack();
  await expect(page).not.toHaveURL(/_sort/);
  await expect.poll(() => list.names()).toEqual(nomes.slice(0, 15));
  await page.goForward();
  await expect.poll(() => list.names()).toEqual(desc.slice(0, 15));

  await list.chip(new RegExp(`Nome: ${p}`)).press('Delete');
  await expect(page).not.toHaveURL(/nome=/);
  await expect(list.chip(/Nome:/)).toHaveCount(0);
});

test('cadastrar, editar e excluir um tipo de documento, com erros de campo do servidor no formulário', async ({
  page,
  loginPage,
  shell,
  tipoDocumentoList: list,
  tipoDocumentoForm: form,
  tipoDocumentoDetail: detail,
}) => {
  const p = prefixo();
  const existente = await createTipoDocumento(await adminToken(), `${p} EXISTENTE`);

  await loginPage.goto();
  await loginPage.loginAs('gestor');
  await list.goto();
  await list.inserir().click();
  await expect(form.heading('Novo')).toBeVisible();

  await form.nome.fill('x1');
  await form.submit('Cadastrar');
  await expect(form.nome).toHaveAccessibleDescription('O campo deve conter apenas letras');

  // typed in lower case, shown and saved in upper case; a duplicate comes back from the server on the field
  await form.nome.fill(`${p.toLowerCase()} existente`);
  await expect(form.nome).toHaveValue(existente.nome);
  await form.submit('Cadastrar');
  await expect(form.nome).toHaveAccessibleDescription(/Já existe um Tipo de Documento com este nome/);

  await form.nome.fill(`${p} certidão`);
  await form.submit('Cadastrar');
  await expect(shell.toast('Tipo de Documento cadastrado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/tipoDocumento$/);

  await list.filter({ Nome: p });
  await list.rowAction(`${p} CERTIDÃO`, 'Editar').click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(shell.breadcrumb).toContainText('Editar');
  await expect(form.nome).toHaveValue(`${p} CERTIDÃO`);
  await form.nome.fill(`${p} certidão negativa`);
  await form.submit('Editar');
  await expect(shell.toast('Tipo de Documento atualizado com sucesso')).toBeVisible();
  // after an update the user goes one page back: the filtered list
  await expect(page).toHaveURL(new RegExp(`nome=${p}`));

  await list.rowAction(`${p} CERTIDÃO NEGATIVA`, 'Ver Detalhes').click();
  await expect(detail.heading()).toBeVisible();
  await expect(shell.breadcrumb).toContainText('Detalhes');
  await detail.excluir();
  await expect(detail.confirmDialog()).toContainText('Tem certeza que deseja realizar essa operação?');
  await detail.confirmDialog().getByRole('button', { name: 'Cancelar' }).click();
  await expect(detail.confirmDialog()).toBeHidden();
  await detail.excluir();
  await detail.confirmDialog().getByRole('button', { name: 'Excluir' }).click();
  await expect(shell.toast('Exclusão realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/tipoDocumento$/);
  // one message only: the deleted record's page did not look for it again
  await expect(shell.toast('Registro não encontrado')).toHaveCount(0);
  await list.filter({ Nome: `${p} CERTIDÃO` });
  await expect(list.grid).toContainText('Não há registros a serem exibidos');
  // still one message a round trip later (a refetch of the deleted record would have answered by now)
  await expect(shell.toast('Registro não encontrado')).toHaveCount(0);
});

test('um perfil só com TIPO_DOCUMENTO_CONSULTAR vê a lista e os detalhes, sem Inserir, Editar nem Excluir', async ({
  page,
  loginPage,
  tipoDocumentoList: list,
  tipoDocumentoDetail: detail,
}) => {
  const p = prefixo();
  await createTipoDocumento(await adminToken(), `${p} CONSULTA`);
  await loginPage.goto();
  await loginPage.loginAs('consulta');
  await list.goto(`?nome=${p}`);
  await expect(list.row(`${p} CONSULTA`)).toBeVisible();
  await expect(list.inserir()).toHaveCount(0);
  await expect(list.rowAction(`${p} CONSULTA`, 'Editar')).toHaveCount(0);
  await list.rowAction(`${p} CONSULTA`, 'Ver Detalhes').click();
  await expect(detail.heading()).toBeVisible();
  await expect(page.getByText(`${p} CONSULTA`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excluir' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.goto('/tipoDocumento/editar');
  await expect(page.getByRole('heading', { name: 'Acesso Negado!' })).toBeVisible();
});

test('editar um tipo que outra pessoa alterou enquanto o formulário estava aberto: o formulário avisa e não sobrescreve', async ({
  loginPage,
  shell,
  tipoDocumentoList: list,
  tipoDocumentoForm: form,
}) => {
  const p = prefixo();
  const token = await adminToken();
  const t = await createTipoDocumento(token, `${p} ORIGINAL`);
  await loginPage.goto();
  await loginPage.loginAs('gestor');
  await list.goto(`?nome=${p}`);
  await list.rowAction(`${p} ORIGINAL`, 'Editar').click();
  await expect(form.nome).toHaveValue(`${p} ORIGINAL`);

  // someone else saves first
  await api(token, 'PUT', `tipoDocumento/${t.id}`, { nome: `${p} DA OUTRA PESSOA`, versao: 0 });

  await form.nome.fill(`${p} MINHA VERSAO`);
  await form.submit('Editar');
  await expect(shell.toast('O registro foi alterado por outro usuário. Recarregue a página.')).toBeVisible();
  const gravado = await api<{ nome: string }>(token, 'GET', `tipoDocumento/${t.id}`);
  expect(gravado.nome).toBe(`${p} DA OUTRA PESSOA`);
});
