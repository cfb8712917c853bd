import { adminToken } from './support/api.ts';
import { createOrgao, createUsuarioComPerfil, letras } from './support/admin.ts';
import { expect, test } from './support/test.ts';
import { DetailPage, OrgaoCredorForm, OrgaoCredorListPage } from './pages/AdminPages.ts';

test('órgãos: nome decrescente, filtro por denominação, sem ALTERAR_DADOS_BANCARIOS não há Dados Bancários, excluir', async ({
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
  await list.filter({ Denominação: p });
  await expect.poll(() => list.names()).toEqual([`Secretaria de Teste ${b}`, `Secretaria de Teste ${a}`]);

  await list.row(`Secretaria de Teste ${a}`).getByRole('button', { name: 'Editar' }).click();
  await expect(form.heading('Editar')).toBeVisible();
  await expect(form.section('Dados do Órgão')).toBeVisible();
  await expect(form.section('Dados Bancários')).toHaveCount(0);
  await form.field('Cargo da Autoridade').fill('Secretário Adjunto');
  await form.submit('Editar');
  await expect(shell.toast('Órgão Credor atualizado com sucesso')).toBeVisible();

  await list.detalhes(`Secretaria de Teste ${b}`).click();
  await expect(detail.heading()).toBeVisible();
  // its own body has users: the server refuses, the page says why
  await detail.action('Excluir').click();
  await detail.confirmDialog().getByRole('button', { name: 'Excluir' }).click();
  await expect(
    shell.toast('Este Órgão Credor possui usuários ou processos e não pode ser excluído'),
  ).toBeVisible();

  await detail.action('Voltar').click();
  await list.detalhes(`Secretaria de Teste ${a}`).click();
  await expect(detail.section('Dados da Autoridade')).toContainText('Secretário Adjunto');
  await detail.action('Excluir').click();
  await detail.confirmDialog().getByRole('button', { name: 'Excluir' }).click();
  await expect(shell.toast('Exclusão realizada com sucesso!')).toBeVisible();
  await list.filter({ Denominação: p });
  await expect.poll(() => list.names()).toEqual([`Secretaria de Teste ${b}`]);
});
