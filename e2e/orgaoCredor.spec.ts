import { adminToken } from './support/api.ts';
import { api, createOrgao, createUsuarioComPerfil, letras } from './support/admin.ts';
import { expect, test } from './support/test.ts';
import { DetailPage, OrgaoCredorForm, OrgaoCredorListPage } from './pages/AdminPages.ts';

test('órgãos: a equipe de um órgão vê e altera só o seu; sem ALTERAR_DADOS_BANCARIOS não há Dados Bancários', async ({
  page,
  loginPage,
  shell,
}) => {
  const p = letras(6);
  const token = await adminToken();
  const [a, b] = [`${p}A`, `${p}B`];
  await createOrgao(token, a);
  const ob = await createOrgao(token, b);
  const editor = await createUsuarioComPerfil(token, {
    prefixo: letras(6),
    orgaoCredor: ob.id,
    permissoes: ['ORGAO_CREDOR_CONSULTAR', 'ORGAO_CREDOR_ALTERAR', 'ORGAO_CREDOR_EXCLUIR'],
    senha: 'Editor@2026',
  });
  const list = new OrgaoCredorListPage(page);
  const form = new OrgaoCredorForm(page);
  const detail = new DetailPage(page, 'Detalhes do Órgão Credor');

  await loginPage.goto();
  await loginPage.login(editor.email, 'Editor@2026');
  await expect(shell.menuEntries()).toHaveText(['Órgão']);
  await list.goto();
  await expect(list.inserir()).toHaveCount(0);
  // A body's own staff see and maintain only their body (another body answers 404; creating and
  // deleting bodies is for staff of all bodies).
  await list.filter({ Denominação: p });
  await expect.poll(() => list.names()).toEqual([`Secretaria de Teste ${b}`]);

  await list.row(`Secretaria de Teste ${b}`).getByRole('button', { name: 'Editar' }).click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(form.section('Dados do Órgão')).toBeVisible();
  await expect(form.section('Dados Bancários')).toHaveCount(0);
  await form.field('Cargo da Autoridade').fill('Secretário Adjunto');
  await form.submit('Editar');
  await expect(shell.toast('Órgão Credor atualizado com sucesso')).toBeVisible();

  await list.detalhes(`Secretaria de Teste ${b}`).click();
  await expect(detail.heading()).toBeVisible();
  await expect(detail.section('Dados da Autoridade')).toContainText('Secretário Adjunto');
  void a;
});

test('órgãos: Chave do Banco só aceita o código COMPE de um banco existente; a dica do Site é um exemplo neutro', async ({
  page,
  loginPage,
  shell,
}) => {
  const p = letras(6);
  const token = await adminToken();
  const o = await createOrgao(token, p);
  const form = new OrgaoCredorForm(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/orgaoCredor');
  const list = new OrgaoCredorListPage(page);
  await list.filter({ Denominação: p });
  await list.row(`Secretaria de Teste ${p}`).getByRole('button', { name: 'Editar' }).click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(form.field('Site')).toHaveAccessibleDescription('Ex: https://www.orgao.pe.gov.br');

  const chave = form.field('Chave do Banco');
  // digits only, as typed (spec 01): the letters never reach the field
  await chave.fill('');
  await chave.pressSequentially('AB1');
  await expect(chave).toHaveValue('1');
  await form.submit('Editar');
  await expect(chave).toHaveAccessibleDescription('Informe o código do banco com 3 dígitos (ex: 001)');
  await chave.fill('999');
  await form.submit('Editar');
  await expect(chave).toHaveAccessibleDescription('Banco não encontrado');
  await chave.fill('001');
  await form.submit('Editar');
  await expect(shell.toast('Órgão Credor atualizado com sucesso')).toBeVisible();
  expect((await api<{ chaveBanco: string }>(token, 'GET', `orgaoCredor/${o.id}`)).chaveBanco).toBe('001');
});
