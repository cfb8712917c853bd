import { todayInSaoPaulo } from '@divida/domain/calendar';
import { formatDate } from '@divida/domain/format';
import { apiLogin, adminToken } from './support/api.ts';
import { createOrgao, createUsuarioComPerfil, ENDERECO, letras, novoCpf, pdfText } from './support/admin.ts';
import { baseURL } from './support/env.ts';
import { createProcesso } from './support/processo.ts';
import { expect, test } from './support/test.ts';
import { ProcessoDetail, ProcessoForm, ProcessoListPage } from './pages/ProcessoPages.ts';

/** The document type both demo bodies require on a new process. */
const DOCUMENTO_EXIGIDO = 'DOCUMENTO DE IDENTIFICAÇÃO';

test('processos: cadastrar com corresponsável e documentos, achar na consulta, imprimir o TCC, editar e excluir', async ({
  page,
  loginPage,
  shell,
}) => {
  test.slow(); // a whole story: form, five searches, a print, an edit and a delete
  const sufixo = letras(8);
  const nomeDevedor = `Devedor Teste ${sufixo}`;
  const cpf = novoCpf();
  const nomeSocio = `Sócia Teste ${sufixo}`;
  const list = new ProcessoListPage(page);
  const form = new ProcessoForm(page);
  const detail = new ProcessoDetail(page);

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await list.goto();
  await list.expectLoaded();
  await list.inserir().click();
  await expect(page).toHaveURL(/\/processos\/cadastrar$/);
  await expect(form.heading('Cadastro')).toBeVisible();

  // The debtor (an unknown CPF: a new debtor) and its address, found by the CEP.
  await form.devedor.preencher({
    tipo: 'CPF',
    documento: cpf,
    nome: nomeDevedor,
    email: `devedor.${sufixo.toLowerCase()}@exemplo.com.br`,
    telefone: '6932221234',
  });
  await form.endereco.buscarCep(ENDERECO.cep);
  await expect(form.endereco.uf()).toHaveText(/^RO - /);
  await expect(form.endereco.municipio()).toHaveValue(ENDERECO.municipioNome);
  await form.endereco.preencher(ENDERECO);

  // Description (the body's defaults are already there) and values.
  await form.escolher('Natureza do Débito', 'MULTA ADMINISTRATIVA');
  await form.field('Número do Processo Administrativo').fill('2026.000123/45');
  await expect(form.field('Descrição do Fato')).not.toHaveValue('');
  await expect(form.field('Fundamento Legal')).not.toHaveValue('');
  await form.field('Valor Originário').fill('1500,00');
  await form.field('Valor Atualizado').fill('1650,75');
  await form.field('Multa Atualizada').fill('100');
  await form.field('Juros Atualizado').fill('25,5');

  // A co-responsible party: the holder is refused, another person is added (UF → município by hand).
  await form.abrirCorresponsavel();
  const dialog = form.corresponsavel;
  await expect(dialog.dialog).toBeVisible();
  await dialog.escolherTipo('Sócio');
  await dialog.devedor.preencher({ tipo: 'CPF', documento: cpf, nome: nomeSocio, telefone: '21987654321' });
  await dialog.endereco.escolherUf('RJ');
  await dialog.endereco.escolherMunicipio('Paraty');
  await dialog.endereco.buscarCep('23970000'); // Paraty's general CEP: no street, the same city
  await expect(dialog.endereco.municipio()).toHaveValue('Paraty');
  await dialog.endereco.preencher({ rua: 'Rua do Comércio', numero: '12', bairro: 'Centro Histórico' });
  await dialog.adicionar();
  await expect(dialog.devedor.documento()).toHaveAccessibleDescription(
    'O devedor titular não pode ser um corresponsável',
  );
  await dialog.devedor.documento().fill(novoCpf());
  await dialog.adicionar();
  await expect(dialog.dialog).toBeHidden();
  await expect(form.section('Corresponsáveis (Opcional)')).toContainText(`${nomeSocio} (Sócio)`);

  // Without the body's required document the form says which one is missing.
  await form.submit('Cadastrar');
  await expect(form.section('Documentos Obrigatórios').getByRole('alert')).toHaveText(
    `Necessário informar o(s) documento(s) ${DOCUMENTO_EXIGIDO}`,
  );
  await form.anexar(DOCUMENTO_EXIGIDO, 'identidade.pdf');
  await form.submit('Cadastrar');

  await expect(shell.toast('Processo criado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(/\/processos\/\d+$/);
  await expect(detail.heading()).toBeVisible();
  const numero = await detail.numero();
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(detail.section('Devedor')).toContainText(nomeDevedor);
  await expect(detail.section('Corresponsáveis')).toContainText(nomeSocio);
  await expect(detail.section('Dados do Processo')).toContainText('Cadastrado');

  // The search: by number, by debtor, by phase and situation, by period; chips and URL keep the filter.
  await list.goto();
  await list.filter({ 'Número do Processo': numero });
  await expect(list.chip(`Número do Processo: ${numero}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]numero=${encodeURIComponent(numero)}`));
  await expect.poll(() => list.numeros()).toEqual([numero]);
  await page.reload();
  await expect(list.chip(`Número do Processo: ${numero}`)).toBeVisible();
  await expect.poll(() => list.numeros()).toEqual([numero]);

  await list.goto();
  await list.filter({ 'Devedor (Nome, CPF ou CNPJ)': nomeDevedor });
  await expect(list.chip(`Devedor (Nome, CPF ou CNPJ): ${nomeDevedor}`)).toBeVisible();
  await expect(page).toHaveURL(/[?&]devedor=/);
  await expect.poll(() => list.numeros()).toEqual([numero]);

  await list.goto();
  await list.abrirFiltros();
  await expect(list.campoFiltro('Situação')).toBeDisabled();
  await list.escolherNoFiltro('Fase', 'Inicial');
  await list.escolherNoFiltro('Situação', 'Cadastrado');
  await list.aplicar();
  await expect(list.chip('Fase: Inicial')).toBeVisible();
  await expect(list.chip('Situação: Cadastrado')).toBeVisible();
  await expect(page).toHaveURL(/[?&]idFaseProcesso=1(&|$)/);
  await expect(page).toHaveURL(/[?&]idSituacaoProcesso=27(&|$)/);
  await expect(list.row(numero)).toBeVisible();

  const hoje = todayInSaoPaulo();
  await list.goto();
  await list.filter({ 'Data - Início': hoje, 'Data - Fim': hoje });
  await expect(list.chip(`Data - Início: ${formatDate(hoje)}`)).toBeVisible();
  await expect(list.chip(`Data - Fim: ${formatDate(hoje)}`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`[?&]dataInicio=${hoje}(&|$)`));
  await expect(list.row(numero)).toBeVisible();

  // The filter's own rule, word for word.
  await list.abrirFiltros();
  await list.campoFiltro('Número do Processo').fill('12345678901234567');
  await list.aplicar();
  await expect(list.campoFiltro('Número do Processo')).toHaveAccessibleDescription(
    'O número deve ter no máximo 16 caracteres.',
  );
  await list.campoFiltro('Devedor (Nome, CPF ou CNPJ)').fill('a'.repeat(101));
  await list.aplicar();
  await expect(list.campoFiltro('Devedor (Nome, CPF ou CNPJ)')).toHaveAccessibleDescription(
    'O campo deve ter no máximo 100 caracteres.',
  );
  await list.drawer.getByRole('button', { name: 'Cancelar' }).click();

  // Open it from the list; print the TCC: a real PDF naming the debtor.
  await list.detalhes(numero).click();
  await expect(page).toHaveURL(new RegExp(`/processos/${id}$`));
  await expect(detail.heading()).toHaveText(`Processo ${numero}`);
  const tcc = await detail.imprimirTcc();
  expect(tcc.status).toBe(200);
  expect(tcc.contentType).toContain('application/pdf');
  expect(await pdfText(tcc.pdf)).toContain(nomeDevedor);

  // Edit: the form comes back filled; a new value is saved.
  await detail.action('Editar').click();
  await expect(page).toHaveURL(/\/processos\/editar$/);
  await expect(form.heading('Edição')).toBeVisible();
  await expect(form.devedor.root.getByRole('textbox', { name: 'Nome ou Razão Social' })).toHaveValue(
    nomeDevedor,
  );
  await expect(form.section('Corresponsáveis (Opcional)')).toContainText(nomeSocio);
  await expect(form.section('Documentos Cadastrados')).toContainText('identidade.pdf');
  await form.field('Valor Atualizado').fill('1700,00');
  await form.submit('Alterar');
  await expect(shell.toast('Processo atualizado com sucesso.')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/processos/${id}$`));
  await expect(detail.section('Valores e Saldos')).toContainText('1.700,00');

  // Delete, confirmed: back to the list with the number in the message.
  await detail.action('Excluir').click();
  await expect(detail.confirmDialog()).toContainText('Confirmar a exclusão do Processo?');
  await detail.confirmDialog().getByRole('button', { name: 'Excluir' }).click();
  await expect(shell.toast(`Processo ${numero} removido com sucesso.`)).toBeVisible();
  await expect(page).toHaveURL(/\/processos$/);
  await list.filter({ 'Número do Processo': numero });
  await expect(list.grid.getByText('Não há registros a serem exibidos')).toBeVisible();
});

test('processos: o usuário de outro órgão não vê o processo (fora da lista; 404 pela API e pelo endereço)', async ({
  page,
  loginPage,
}) => {
  const token = await adminToken();
  const sufixo = letras(8);
  const nomeDevedor = `Devedor Reservado ${sufixo}`;
  const { id } = await createProcesso(token, nomeDevedor);
  const orgao = await createOrgao(token, letras(6));
  const senha = 'Outro@2026';
  const outro = await createUsuarioComPerfil(token, {
    prefixo: letras(6),
    orgaoCredor: orgao.id,
    permissoes: ['PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR'],
    senha,
  });

  // The API: another body's process is not found, never forbidden.
  const tokenOutro = await apiLogin(outro.email, senha);
  const r = await page.request.get(`${baseURL()}/api/processoConstituicaoCredito/${id}`, {
    headers: { Authorization: `Bearer ${tokenOutro}` },
  });
  expect(r.status()).toBe(404);

  // The list does not show it, searched by the debtor or unfiltered.
  const list = new ProcessoListPage(page);
  await loginPage.goto();
  await loginPage.login(outro.email, senha);
  // signed in (the page left the login) before navigating, or the session is not there yet
  await expect(page).not.toHaveURL(/\/(login)?$/);
  await list.goto();
  await list.expectLoaded();
  await expect(list.inserir()).toHaveCount(0);
  await expect(list.row(nomeDevedor)).toHaveCount(0);
  await list.filter({ 'Devedor (Nome, CPF ou CNPJ)': nomeDevedor });
  await expect(list.grid.getByText('Não há registros a serem exibidos')).toBeVisible();

  // Its address answers as a missing process: back to the list.
  await page.goto(`/processos/${id}`);
  await expect(page).toHaveURL(/\/processos$/);
  await list.expectLoaded();
});

test('processos: o CPF de um devedor já cadastrado preenche o formulário com os dados dele', async ({
  page,
  loginPage,
}) => {
  const token = await adminToken();
  const nomeDevedor = `Devedor Conhecido ${letras(8)}`;
  const cpf = novoCpf();
  await createProcesso(token, nomeDevedor, cpf);
  const form = new ProcessoForm(page);

  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto('/processos/cadastrar');
  await expect(form.heading('Cadastro')).toBeVisible();
  await form.devedor.root.getByRole('combobox', { name: 'Tipo de Documento' }).click();
  await page.getByRole('option', { name: 'CPF', exact: true }).click();
  await form.devedor.documento().fill(cpf);
  await form.devedor.documento().blur();
  await expect(form.devedor.root.getByRole('textbox', { name: 'Nome ou Razão Social' })).toHaveValue(
    nomeDevedor,
  );
  await expect(form.endereco.cep()).toHaveValue('76954-000');
  await expect(form.endereco.uf()).toHaveText(/^RO - /);
  await expect(form.endereco.municipio()).toHaveValue(ENDERECO.municipioNome);
  await expect(form.endereco.root.getByRole('textbox', { name: 'Bairro', exact: true })).toHaveValue(
    ENDERECO.bairro,
  );
});
