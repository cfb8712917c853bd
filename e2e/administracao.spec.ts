import { adminToken, createTipoDocumento } from './support/api.ts';
import { ENDERECO, letras, novoCnpj, novoCpf, pdfText } from './support/admin.ts';
import { resetLinkOf, waitForMail } from './support/mail.ts';
import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';
import {
  DetailPage,
  escolher,
  OrgaoCredorForm,
  OrgaoCredorListPage,
  PerfilForm,
  PerfilListPage,
  UsuarioForm,
  UsuarioListPage,
} from './pages/AdminPages.ts';

/**
 * Issue 4 "Done when": the demo administrator creates a creditor body with bank data and required
 * documents, a profile with a handful of permissions and a user of that body with that profile; the user
 * sets a password through the welcome e-mail, signs in, sees only the menu its permissions allow, and
 * prints itself and its body as PDFs.
 */
test('administrador cria órgão, perfil e usuário; o usuário entra e vê só o que o perfil permite', async ({
  page,
  loginPage,
  shell,
}) => {
  test.setTimeout(180_000);
  const p = letras(5);
  const tipo = await createTipoDocumento(await adminToken(), `${p} CERTIDAO NEGATIVA`);
  const orgaoNome = `Secretaria de Teste ${p}`;
  const cnpj = novoCnpj(true);
  const perfilNome = `PERFIL ${p}`;
  const usuarioNome = `Servidora Teste ${p}`;
  const email = `${p.toLowerCase()}@exemplo.gov.br`;

  await loginPage.goto();
  await loginPage.loginAs('admin');

  // 1. The creditor body, with its required documents; bank data once the record exists.
  const orgaos = new OrgaoCredorListPage(page);
  const orgaoForm = new OrgaoCredorForm(page);
  await orgaos.goto();
  await orgaos.inserir().click();
  await expect(orgaoForm.heading('Novo')).toBeVisible();
  await expect(orgaoForm.section('Dados Bancários')).toHaveCount(0);
  await orgaoForm.field('Denominação').fill(orgaoNome);
  await orgaoForm.field('CNPJ').fill(cnpj.toLowerCase());
  await expect(orgaoForm.field('CNPJ')).toHaveValue(
    `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`,
  );
  await orgaoForm.field('Sigla').fill(p.toLowerCase());
  await expect(orgaoForm.field('Sigla')).toHaveValue(p);
  await orgaoForm.field('Código da Receita').fill('4711');
  await escolher(page, 'Índice Financeiro', /^IPCA - /);
  await orgaoForm.escolherDocumento('Documentos Obrigatórios', tipo.nome);
  // a type chosen as required is not offered as optional
  await page.getByRole('combobox', { name: 'Documentos Opcionais' }).click();
  await expect(page.getByRole('option', { name: tipo.nome, exact: true })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await orgaoForm.endereco.buscarCep(ENDERECO.cep);
  await expect(orgaoForm.endereco.uf()).toContainText(ENDERECO.uf);
  await expect(orgaoForm.endereco.municipio()).toHaveValue(ENDERECO.municipioNome);
  await orgaoForm.endereco.preencher(ENDERECO);
  await orgaoForm.field('Nome do Responsável').fill('Maria Responsável');
  await orgaoForm.field('E-mail do Responsável').fill(`contato.${p.toLowerCase()}@exemplo.gov.br`);
  await orgaoForm.field('Telefone do Responsável').fill('69932221234');
  await orgaoForm.field('Nome da Autoridade').fill('João Autoridade');
  await orgaoForm.field('Cargo da Autoridade').fill('Secretário');
  await orgaoForm.field('Matrícula da Autoridade').fill('98765');
  await orgaoForm.submit('Cadastrar');
  await expect(shell.toast('Órgão Credor cadastrado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/orgaoCredor$/);

  await orgaos.filter({ Denominação: p });
  await orgaos.row(orgaoNome).getByRole('button', { name: 'Editar' }).click();
  await expect(orgaoForm.heading('Editar')).toBeVisible();
  await expect(orgaoForm.section('Dados Bancários')).toBeVisible();
  await orgaoForm.field('Convênio').fill('1234567');
  await orgaoForm.field('Carteira').fill('17');
  await orgaoForm.field('Agência').fill('1234');
  await orgaoForm.field('Dígito da Agência').fill('5');
  await orgaoForm.field('Conta').fill('998877');
  await orgaoForm.field('Dígito da Conta').fill('x');
  await orgaoForm.submit('Editar');
  await expect(shell.toast('Órgão Credor atualizado com sucesso')).toBeVisible();
  await orgaos.detalhes(orgaoNome).click();
  const orgaoDetalhe = new DetailPage(page, 'Detalhes do Órgão Credor');
  await expect(orgaoDetalhe.section('Dados Bancários')).toContainText('1234567');
  await expect(orgaoDetalhe.section('Dados Bancários')).toContainText('998877-X');
  await expect(orgaoDetalhe.section('Dados do Órgão')).toContainText(tipo.nome);

  // 2. A profile with a handful of permissions.
  const perfis = new PerfilListPage(page);
  const perfilForm = new PerfilForm(page);
  await perfis.goto();
  await perfis.inserir().click();
  await expect(perfilForm.heading('Novo')).toBeVisible();
  await perfilForm.nome.fill(perfilNome.toLowerCase());
  await perfilForm.permissao('Usuário', 'Consultar').check();
  await perfilForm.permissao('Órgão', 'Consultar').check();
  await perfilForm.moduloCheckbox('Tipo Documento').check();
  await perfilForm.submit('Cadastrar');
  await expect(shell.toast('Perfil cadastrado com sucesso')).toBeVisible();

  // 3. A user of that body with that profile.
  const usuarios = new UsuarioListPage(page);
  const usuarioForm = new UsuarioForm(page);
  await usuarios.goto();
  await usuarios.inserir().click();
  await expect(usuarioForm.heading('Novo')).toBeVisible();
  await usuarioForm.field('Nome').fill(usuarioNome);
  await usuarioForm.field('E-mail').fill(email);
  await usuarioForm.field('CPF').fill(novoCpf());
  await usuarioForm.field('Matrícula').fill('77001');
  await escolher(page, 'Órgão Credor', new RegExp(`^${p} - `));
  await escolher(page, 'Perfil', perfilNome);
  await usuarioForm.endereco.buscarCep(ENDERECO.cep);
  await expect(usuarioForm.endereco.municipio()).toHaveValue(ENDERECO.municipioNome);
  await usuarioForm.endereco.preencher(ENDERECO);
  const since = Date.now() - 1000;
  await usuarioForm.submit('Cadastrar');
  await expect(shell.toast('Usuário cadastrado com sucesso')).toBeVisible();
  await shell.logout(USERS.admin.nome);

  // 4. The welcome e-mail's link sets the password; the user signs in.
  const link = resetLinkOf(await waitForMail(email, since));
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Definir Senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('Bemvinda@2026');
  await page.getByLabel('Confirmação da nova senha').fill('Bemvinda@2026');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(shell.toast('Senha alterada com sucesso!')).toBeVisible();
  await loginPage.goto();
  await loginPage.login(email, 'Bemvinda@2026');
  await expect(shell.menu).toBeVisible();

  // 5. Only the entries its permissions allow (among the areas built so far).
  await expect(shell.menuEntries()).toHaveText(['Usuários', 'Órgão', 'Tipo de Documento']);
  await page.goto('/perfil');
  await expect(page.getByRole('heading', { name: 'Acesso Negado!' })).toBeVisible();

  // 6. Prints: the user itself and its body, real PDFs whose text carries the names.
  await usuarios.goto();
  await usuarios.detalhes(usuarioNome).click();
  const usuarioDetalhe = new DetailPage(page, 'Detalhes do Usuário');
  await expect(usuarioDetalhe.heading()).toBeVisible();
  await expect(usuarioDetalhe.action('Excluir')).toHaveCount(0);
  await expect(usuarioDetalhe.action('Editar')).toHaveCount(0);
  const pdfUsuario = await usuarioDetalhe.imprimir();
  expect(pdfUsuario.status).toBe(200);
  expect(pdfUsuario.contentType).toContain('application/pdf');
  expect(await pdfText(pdfUsuario.pdf)).toContain(usuarioNome);

  await orgaos.goto();
  await orgaos.filter({ Denominação: p });
  await orgaos.detalhes(orgaoNome).click();
  await expect(orgaoDetalhe.heading()).toBeVisible();
  await expect(orgaoDetalhe.action('Editar')).toHaveCount(0);
  const pdfOrgao = await orgaoDetalhe.imprimir();
  expect(pdfOrgao.contentType).toContain('application/pdf');
  expect(await pdfText(pdfOrgao.pdf)).toContain(orgaoNome);
});
