import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { formatarNumeroProcesso, formatDate } from '@divida/domain/format';
import { adminToken, apiLogin } from './support/api.ts';
import { api, letras } from './support/admin.ts';
import { USERS } from './support/env.ts';
import { createProcesso } from './support/processo.ts';
import { expect, test } from './support/test.ts';
import { ProcessoDetail } from './pages/ProcessoPages.ts';
import { digitarData } from './pages/datas.ts';
import {
  AcaoDialog,
  acoesDoProcesso,
  preencherData,
  ProcessoDevolvidoListPage,
  RetornarDialog,
} from './pages/WorkflowPages.ts';

/** The workflow on the page: returned processes (spec 02 §2.4) and an action dialog (§2.5). */

interface Linha {
  id: number;
  numero: string;
  nomeDevedor: string;
  situacaoProcesso: { id: number };
}
interface Detalhe {
  situacaoProcesso: { id: number; nome: string };
  prazo: { ultimoDia: string; diasRestantes: number } | null;
  andamentos: { descricao: string; cancelado: boolean; dataReferencia: string | null }[];
}

const ineaToken = () => apiLogin(USERS.inea.email, USERS.inea.senha);

/** A returned process of the demo in INEA's scope whose debtor has no other returned process. */
async function devolvido(token: string, pular: number): Promise<Linha> {
  const { content } = await api<{ content: Linha[] }>(
    token,
    'POST',
    'processoConstituicaoCredito/list?size=100&page=0&sort=id',
    { devolucao: true },
  );
  const unicos = content.filter((l) => content.filter((o) => o.nomeDevedor === l.nomeDevedor).length === 1);
  const escolhido = unicos[pular];
  if (!escolhido) throw new Error('o demo não tem processos devolvidos suficientes no INEA');
  return escolhido;
}

test('processo devolvido: filtro, detalhe e arquivamento com motivo', async ({ page, loginPage, shell }) => {
  const token = await ineaToken();
  const alvo = await devolvido(token, 0);
  const numero = formatarNumeroProcesso(alvo.numero);
  const list = new ProcessoDevolvidoListPage(page);

  await loginPage.goto();
  await loginPage.loginAs('inea');
  await shell.menuEntries().filter({ hasText: 'Processos Devolvidos' }).click();
  await expect(page).toHaveURL(/\/processoDevolvido$/);
  await list.expectLoaded();

  // the period's rules of spec 02 §5, word for word
  await page.getByRole('button', { name: 'Filtros', exact: true }).click();
  await digitarData(page, list.drawer, 'Data - Início', '2026-03-10');
  await list.drawer.getByRole('button', { name: 'Aplicar' }).click();
  const dataFim = list.drawer.getByRole('group', { name: 'Data - Fim' });
  const dataInicio = list.drawer.getByRole('group', { name: 'Data - Início' });
  await expect(dataFim).toHaveAccessibleDescription('Campo obrigatório');
  await digitarData(page, list.drawer, 'Data - Fim', '2026-03-01');
  await list.drawer.getByRole('button', { name: 'Aplicar' }).click();
  await expect(dataInicio).toHaveAccessibleDescription('A data deve ser anterior a Data - Fim');
  await expect(dataFim).toHaveAccessibleDescription('A data deve ser posterior a Data - Inicio');
  await list.drawer.getByRole('button', { name: 'Cancelar' }).click();

  await list.filter({ 'Nome do Devedor': alvo.nomeDevedor });
  await expect(list.row(numero)).toBeVisible();
  await list.detalhes(numero).click();
  await expect(page).toHaveURL(new RegExp(`/processoDevolvido/${alvo.id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Processo Devolvido ${numero}`);
  await expect(page.getByRole('link', { name: numero })).toHaveAttribute('href', `/processos/${alvo.id}`);
  await expect(new ProcessoDetail(page).section('Devedor')).toContainText(alvo.nomeDevedor);

  await page.getByRole('button', { name: 'Arquivar Processo' }).click();
  const dialog = new AcaoDialog(page, 'Arquivar');
  await dialog.confirmar();
  await expect(dialog.campo(/^Motivo/)).toHaveAccessibleDescription('Deve ser informado um motivo.');
  await dialog.campo(/^Motivo/).fill('Crédito reconhecido como prescrito pelo órgão.');
  await dialog.confirmar();
  await expect(shell.toast('Arquivamento de Processo realizado com sucesso')).toBeVisible();
  await expect(page).toHaveURL(/\/processoDevolvido$/);
  const depois = await api<Detalhe>(token, 'GET', `processoConstituicaoCredito/${alvo.id}`);
  expect(depois.situacaoProcesso.id).toBe(7);
});

test('retornar processo devolvido à situação 3 com a data de referência; o prazo aparece no detalhe', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await ineaToken();
  const alvo = await devolvido(token, 1);
  const numero = formatarNumeroProcesso(alvo.numero);
  const list = new ProcessoDevolvidoListPage(page);
  const retornar = new RetornarDialog(page);
  const referencia = addDays(todayInSaoPaulo(), -2);

  await loginPage.goto();
  await loginPage.loginAs('inea');
  await list.goto();
  await list.filter({ 'Nome do Devedor': alvo.nomeDevedor });
  await expect(list.retornar()).toBeDisabled();
  await list.selecionar(numero);
  await list.retornar().click();
  await expect(retornar.dialog).toBeVisible();

  await retornar.retornar();
  await expect(retornar.item(numero)).toContainText('Necessário seleciona uma fase para continuar.');
  await retornar.escolher(numero, 'Fase', 'Lavrado');
  await retornar.escolher(numero, 'Situação', 'Intimado – prazo para pagamento ou impugnação');
  await retornar.retornar();
  await expect(retornar.item(numero)).toContainText('Necessário informar data(s) de referência');
  await preencherData(page, retornar.item(numero), 'Data de Referência', referencia);
  await retornar.retornar();
  await expect(shell.toast('Processo(s) retornado(s) com sucesso.')).toBeVisible();
  await expect(retornar.dialog).toBeHidden();
  await expect(list.row(numero)).toHaveCount(0);

  const depois = await api<Detalhe>(token, 'GET', `processoConstituicaoCredito/${alvo.id}`);
  expect(depois.situacaoProcesso.id).toBe(3);
  expect(depois.prazo).not.toBeNull();
  await page.goto(`/processos/${alvo.id}`);
  await expect(new ProcessoDetail(page).heading()).toBeVisible();
  const dias = depois.prazo!.diasRestantes;
  await expect(page.getByText(`Prazo final: ${formatDate(depois.prazo!.ultimoDia)}`)).toContainText(
    dias === 1 ? '1 dia restante' : `${dias} dias restantes`,
  );
});

test('ação no detalhe: anexar o TCC a um processo cadastrado e cancelar a última ação', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await adminToken();
  const { id } = await createProcesso(token, `Devedor Fluxo ${letras(8)}`);
  const detail = new ProcessoDetail(page);
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto(`/processos/${id}`);
  await expect(detail.heading()).toBeVisible();
  const numero = await detail.numero();
  await expect(detail.section('Dados do Processo')).toContainText('Cadastrado');

  await acoesDoProcesso(page).getByRole('button', { name: 'Anexar TCC' }).click();
  const tcc = new AcaoDialog(page, 'Anexar TCC');
  await tcc.confirmar();
  await expect(tcc.dialog.getByText('O arquivo não foi informado')).toBeVisible();
  await tcc.anexar('tcc-assinado.pdf');
  await tcc.confirmar();
  await expect(shell.toast(`TCC anexado ao processo ${numero}`)).toBeVisible();
  await expect(tcc.dialog).toBeHidden();
  await expect(detail.section('Dados do Processo')).toContainText('TCC lavrado – aguardando intimação');

  await acoesDoProcesso(page).getByRole('button', { name: 'Cancelar Última Ação' }).click();
  const cancelar = new AcaoDialog(page, 'Cancelar Última Ação');
  await cancelar.campo(/^Motivo do cancelamento/).fill('TCC anexado ao processo errado.');
  await cancelar.confirmar();
  await expect(cancelar.confirmacao()).toContainText('Tem certeza que deseja realizar essa operação?');
  await cancelar.confirmacao().getByRole('button', { name: 'Confirmar' }).click();
  await expect(shell.toast('Última ação cancelada com sucesso!')).toBeVisible();
  await expect(detail.section('Dados do Processo')).toContainText('Cadastrado');
  const depois = await api<Detalhe>(token, 'GET', `processoConstituicaoCredito/${id}`);
  expect(depois.situacaoProcesso.id).toBe(27);
  expect(depois.andamentos.some((a) => a.cancelado)).toBe(true);
});
