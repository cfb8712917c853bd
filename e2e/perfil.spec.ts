import { adminToken, setPassword } from './support/api.ts';
import { USERS } from './support/env.ts';
import { createOrgao, createPerfil, createUsuario, letras } from './support/admin.ts';
import { expect, test } from './support/test.ts';
import { PerfilForm, PerfilListPage } from './pages/AdminPages.ts';

test('a árvore de permissões: módulo marca todos; módulo marcado só com todos; filho de Cobrança marca o pai', async ({
  page,
  loginPage,
}) => {
  const form = new PerfilForm(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await new PerfilListPage(page).goto();
  await page.getByRole('link', { name: 'Inserir' }).click();
  await expect(form.heading('Novo')).toBeVisible();

  await form.moduloCheckbox('Perfil').check();
  for (const p of ['Consultar', 'Cadastrar', 'Alterar', 'Excluir'])
    await expect(form.permissao('Perfil', p)).toBeChecked();
  await form.permissao('Perfil', 'Excluir').uncheck();
  await expect(form.moduloCheckbox('Perfil')).not.toBeChecked();
  await expect(form.permissao('Perfil', 'Consultar')).toBeChecked();
  await form.permissao('Perfil', 'Excluir').check();
  await expect(form.moduloCheckbox('Perfil')).toBeChecked();
  await form.moduloCheckbox('Perfil').uncheck();
  await expect(form.permissao('Perfil', 'Consultar')).not.toBeChecked();

  await form.permissao('Cobrança', 'Gerar boleto').check();
  await expect(form.permissao('Cobrança', 'Consultar cobranças')).toBeChecked();
  await expect(form.moduloCheckbox('Cobrança')).not.toBeChecked();
  await form.permissao('Cobrança', 'Consultar cobranças').uncheck();
  await expect(form.permissao('Cobrança', 'Gerar boleto')).not.toBeChecked();
  await form.moduloCheckbox('Cobrança').check();
  await expect(form.permissao('Cobrança', 'Cancelar cobrança')).toBeChecked();
  await form.moduloCheckbox('Cobrança').uncheck();

  await form.submit('Cadastrar');
  await expect(form.nome).toHaveAccessibleDescription(
    'O nome do perfil é obrigatório e deve ter entre 5 e 30 caracteres',
  );
  await expect(page.getByText('O perfil deverá ter ao menos uma permissão selecionada')).toBeVisible();
  await form.nome.fill('perfil 2');
  await form.submit('Cadastrar');
  await expect(form.nome).toHaveAccessibleDescription('Caracteres especiais não são permitidos');
});

test('cadastrar, filtrar, editar e excluir perfis; um perfil em uso não é excluído', async ({
  page,
  loginPage,
  shell,
}) => {
  const p = letras(6);
  const token = await adminToken();
  const orgao = await createOrgao(token, p);
  const emUso = await createPerfil(token, `${p} EM USO`, ['PAINEL']);
  await createUsuario(token, {
    nome: `Titular do Perfil ${p}`,
    email: `${p.toLowerCase()}.uso@exemplo.gov.br`,
    orgaoCredor: orgao.id,
    perfil: emUso.id,
  });
  const list = new PerfilListPage(page);
  const form = new PerfilForm(page);

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await list.goto();
  await list.expectLoaded();
  await list.inserir().click();
  await form.nome.fill(`${p.toLowerCase()} auditoria`);
  await expect(form.nome).toHaveValue(`${p} AUDITORIA`);
  await form.moduloCheckbox('Relatório').check();
  await form.submit('Cadastrar');
  await expect(shell.toast('Perfil cadastrado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/perfil$/);

  await list.filter({ Nome: p });
  await expect.poll(() => list.names()).toEqual([`${p} AUDITORIA`, `${p} EM USO`]);
  await list.editar(`${p} AUDITORIA`).click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(form.moduloCheckbox('Relatório')).toBeChecked();
  await form.permissao('Financeiro', 'Consultar financeiro').check();
  await form.submit('Editar');
  await expect(shell.toast(`Perfil "${p} AUDITORIA" atualizado com sucesso`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`nome=${p}`));

  await list.editar(`${p} EM USO`).click();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Exclusão' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(shell.toast('Este Perfil está atribuído a usuários e não pode ser excluído')).toBeVisible();
  await expect(form.heading('Editar')).toBeVisible();

  await page.goBack();
  await list.editar(`${p} AUDITORIA`).click();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Exclusão' })
    .getByRole('button', { name: 'Excluir' })
    .click();
  await expect(shell.toast('Exclusão realizada com sucesso!')).toBeVisible();
  await list.filter({ Nome: p });
  await expect.poll(() => list.names()).toEqual([`${p} EM USO`]);
});

test('o administrador de um órgão altera os perfis do seu órgão e só consulta os compartilhados', async ({
  page,
  loginPage,
}) => {
  // other specs change this user's password: give it a known one first
  const senha = 'Quadro#Azul-5291';
  await setPassword(USERS.fazenda.email, senha);
  const list = new PerfilListPage(page);
  const form = new PerfilForm(page);
  await loginPage.goto();
  await loginPage.loginAs('fazenda', senha);
  await list.goto();
  await list.expectLoaded();
  const orgaoDe = (nome: string) => list.row(nome).locator('[data-field="orgaoCredor"]');
  await list.filter({ Nome: 'ANALISTA DE PROCESSOS' });
  await expect(orgaoDe('ANALISTA DE PROCESSOS')).toHaveText('Todos (compartilhado)');

  // a shared profile: read, with why it cannot be changed here (the server refuses it, 403)
  await list.editar('ANALISTA DE PROCESSOS').click();
  await expect(page.getByRole('heading', { name: 'Perfil', exact: true })).toBeVisible();
  await expect(
    page.getByText('Perfil compartilhado por todos os órgãos: só a PGE pode alterá-lo.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await page.goBack();

  // the body's own profile: changed here
  await list.goto();
  await list.expectLoaded();
  await list.filter({ Nome: 'ATENDIMENTO DA SEFAZ' });
  await expect(orgaoDe('ATENDIMENTO DA SEFAZ')).toHaveText('SEFAZ');
  await list.editar('ATENDIMENTO DA SEFAZ').click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(page.getByText('Órgão Credor: SEFAZ')).toBeVisible();
});
