import { adminToken } from './support/api.ts';
import { createOrgao, createPerfil, createUsuario, ENDERECO, letras } from './support/admin.ts';
import { expect, test } from './support/test.ts';
import { DetailPage, UsuarioForm, UsuarioListPage } from './pages/AdminPages.ts';

test('usuários: filtro por órgão, CEP desconhecido, UF que limpa o município, Atribuir Senha e Excluir', async ({
  page,
  loginPage,
  shell,
}) => {
  const p = letras(6);
  const token = await adminToken();
  const orgao = await createOrgao(token, p);
  const perfil = await createPerfil(token, `PERFIL ${p}`, ['PAINEL']);
  const nome = `Servidor Filtrado ${p}`;
  await createUsuario(token, {
    nome,
    email: `${p.toLowerCase()}.f@exemplo.gov.br`,
    orgaoCredor: orgao.id,
    perfil: perfil.id,
  });
  const list = new UsuarioListPage(page);
  const form = new UsuarioForm(page);
  const detail = new DetailPage(page, 'Detalhes do Usuário');

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await list.goto();
  await list.expectLoaded();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await list.drawer.getByLabel('Órgão Credor').selectOption({ label: `${p} - Secretaria de Teste ${p}` });
  await list.drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`orgaoCredor=${orgao.id}`));
  await expect(list.chip(new RegExp(`Órgão Credor: ${p} - `))).toBeVisible();
  await expect.poll(() => list.names()).toEqual([nome]);
  await expect(list.row(nome)).toContainText(p);

  await list.detalhes(nome).click();
  await expect(detail.heading()).toBeVisible();
  await expect(detail.section('Endereço')).toContainText(ENDERECO.municipioNome);

  // Atribuir Senha: the confirmation must match; then the new password is set.
  await detail.action('Atribuir Senha').click();
  const dialog = page.getByRole('dialog', { name: 'Atribuir Senha' });
  await dialog.getByLabel('Nova senha', { exact: true }).fill('Atribuida@2026');
  await dialog.getByLabel('Confirmação da nova senha').fill('Outra@2026');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(dialog.getByLabel('Confirmação da nova senha')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Confirmação da nova senha').fill('Atribuida@2026');
  await dialog.getByRole('button', { name: 'Salvar' }).click();
  await expect(shell.toast('Senha alterada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Edit: an unknown CEP says so; changing the UF clears the municipality.
  await detail.action('Editar').click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(form.endereco.municipio()).toHaveValue(ENDERECO.municipioNome);
  await form.endereco.buscarCep('76954001');
  await expect(form.endereco.cep()).toHaveAccessibleDescription('CEP não encontrado');
  await form.endereco.escolherUf('SP');
  await expect(form.endereco.municipio()).toHaveValue('');
  await form.endereco.escolherMunicipio('Campinas');
  await form.endereco.cep().fill('13010000');
  await form.submit('Editar');
  await expect(shell.toast('Usuário atualizado com sucesso')).toBeVisible();
  await expect(detail.section('Endereço')).toContainText('Campinas - SP');

  await detail.action('Excluir').click();
  await expect(detail.confirmDialog()).toContainText('Tem certeza que deseja realizar essa operação?');
  await detail.confirmDialog().getByRole('button', { name: 'Excluir' }).click();
  await expect(shell.toast('Exclusão realizada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/usuario$/);
});
