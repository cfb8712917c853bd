import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { cnjCheckDigits, formatarNumeroCnj } from '@divida/domain/cnj';
import { formatarNumeroCda, formatarNumeroProcesso } from '@divida/domain/format';
import { api, letras, pdfText } from './support/admin.ts';
import { apiLogin, definirHoje } from './support/api.ts';
import { baseURL, USERS } from './support/env.ts';
import { createProcesso } from './support/processo.ts';
import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import { ProcessoDetail } from './pages/ProcessoPages.ts';
import type { LoginPage } from './pages/LoginPage.ts';
import type { Shell } from './pages/Shell.ts';
import {
  AcaoDialog,
  acoesDoProcesso,
  enviarERegistrarProtesto,
  preencherData,
} from './pages/WorkflowPages.ts';

/**
 * Issue 12's story: one process from registration through the whole of docs/workflow.md's main path, by the
 * creditor body and then by the PGE: TCC, notice of receipt, contest, first-instance partial grant and
 * its intimation, appeal, second-instance denial and its intimation, the term run out (the server's
 * clock moved, not waited for), the inscription request, the PGE's inscription, a court filing and a
 * protest. Every step through its dialog; the outcome read back from the API.
 */

interface Detalhe {
  numero: string;
  situacaoProcesso: { id: number; nome: string };
  valores: { valorAtualizado: number; totalCorrigido: number };
  dividaAtiva: {
    numeroCda: string;
    situacaoCDAJustica: string;
    situacaoCDAProtesto: string;
  } | null;
}

test.describe.configure({ timeout: 240_000 });

test.afterAll(async () => {
  await definirHoje(null);
});

/** Opens the action's dialog from the toolbar, attaches its PDF, fills what else it asks, confirms. */
async function executar(
  page: Page,
  shell: Shell,
  nome: string,
  sucesso: string,
  preencher: (d: AcaoDialog) => Promise<void> = async () => {},
  arquivo: string | null = `${nome.toLowerCase().replace(/\W+/g, '-')}.pdf`,
) {
  // the same message still on screen from an earlier action would swallow this one (the toasts
  // drop an identical message, preventDuplicate): wait for it to go first
  await expect(shell.toast(sucesso)).toHaveCount(0, { timeout: 15_000 });
  await acoesDoProcesso(page).getByRole('button', { name: nome, exact: true }).click();
  const d = new AcaoDialog(page, nome);
  await expect(d.dialog).toBeVisible();
  if (arquivo) await d.anexar(arquivo);
  await preencher(d);
  await d.confirmar();
  await expect(shell.toast(sucesso)).toBeVisible();
  await expect(d.dialog).toBeHidden();
}

/**
 * A new process of INEA's, opened on its detail as the INEA user: its id, number, the user's token and
 * the story's helpers (`acao` runs a dialog; `comData` fills a dialog's date).
 */
async function abrirProcessoNovo(
  { page, loginPage, shell }: { page: Page; loginPage: LoginPage; shell: Shell },
  nomeDevedor: string,
) {
  const token = await apiLogin(USERS.inea.email, USERS.inea.senha);
  const { id } = await createProcesso(token, nomeDevedor);
  const detail = new ProcessoDetail(page);
  await loginPage.goto();
  await loginPage.loginAs('inea');
  await page.goto(`/processos/${id}`);
  await expect(detail.heading()).toBeVisible();
  const numero = await detail.numero();
  const acao = (...a: Parameters<typeof executar> extends [Page, Shell, ...infer R] ? R : never) =>
    executar(page, shell, ...a);
  const comData =
    (rotulo: string, dia = todayInSaoPaulo()) =>
    (d: AcaoDialog) =>
      preencherData(page, d.dialog, rotulo, dia);
  return { id, numero, token, detail, acao, comData };
}

test('um processo do cadastro à CDA ajuizada e protestada', async ({ page, loginPage, shell }) => {
  const hoje = todayInSaoPaulo();
  const nomeDevedor = `Devedor Fluxo Completo ${letras(6)}`;
  const {
    id,
    numero,
    token: ineaToken,
    detail,
    acao,
    comData,
  } = await abrirProcessoNovo({ page, loginPage, shell }, nomeDevedor);
  const situacao = async () =>
    (await api<Detalhe>(ineaToken, 'GET', `processoConstituicaoCredito/${id}`)).situacaoProcesso.id;

  await acao('Anexar TCC', `TCC anexado ao processo ${numero}`);
  expect(await situacao()).toBe(1);

  await acao(
    'Anexar Aviso de Recebimento',
    `AR anexado ao processo ${numero}`,
    comData('Data do Recebimento'),
  );
  expect(await situacao()).toBe(3);
  // the term of 10 days runs from the receipt: shown above the actions
  await expect(page.getByText(/^Prazo final: \d\d\/\d\d\/\d{4}/)).toBeVisible();

  await acao('Contestar Débito', `Contestação registrada no processo ${numero}.`);
  expect(await situacao()).toBe(9);

  await acao(
    'Deferir Parcialmente',
    `Processo ${numero} deferido parcialmente em 1a instância.`,
    async (d) => {
      await d.campo(/^Observação/).fill('Multa reduzida em razão de atenuante comprovada.');
      await d.campo(/^Valor Atualizado/).fill('800,00');
    },
  );
  const parcial = await api<Detalhe>(ineaToken, 'GET', `processoConstituicaoCredito/${id}`);
  expect(parcial.situacaoProcesso.id).toBe(17);
  expect(parcial.valores.valorAtualizado).toBe(800);

  await acao(
    'Anexar Aviso de Recebimento',
    `AR anexado ao processo ${numero}`,
    comData('Data do Recebimento'),
  );
  expect(await situacao()).toBe(12);

  await acao('Recorrer', `Recurso registrado no processo ${numero}.`);
  expect(await situacao()).toBe(20);

  await acao('Indeferir', `Processo ${numero} indeferido em 2a instância.`);
  expect(await situacao()).toBe(23);

  await acao(
    'Registrar Ciência do Devedor',
    `Ciência do devedor registrada no processo ${numero}`,
    comData('Data da Ciência'),
  );
  expect(await situacao()).toBe(22);
  await expect(
    acoesDoProcesso(page).getByRole('button', { name: 'Solicitar Inscrição em Dívida Ativa' }),
  ).toHaveCount(0);

  // The appeal term runs out: the server's today moves 30 days on, and the request is offered.
  await definirHoje(addDays(hoje, 30));
  await page.reload();
  await expect(page.getByText(/^Prazo encerrado em \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await acao(
    'Solicitar Inscrição em Dívida Ativa',
    'Solicitação de Inscrição em Dívida Ativa realizada com sucesso',
  );
  expect(await situacao()).toBe(104);

  // The PGE: the inscription queue lists it; inscribe it.
  await shell.logout(USERS.inea.nome);
  await loginPage.loginAs('procurador');
  await shell.menuEntries().filter({ hasText: 'Inscrição em Dívida Ativa' }).click();
  await expect(page).toHaveURL(/idSituacaoProcesso=104/);
  await expect(page.getByRole('row').filter({ hasText: numero })).toBeVisible();
  await page.goto(`/processos/${id}`);
  await expect(detail.heading()).toHaveText(`Processo ${numero}`);
  await acao(
    'Inscrever em Dívida Ativa',
    `Processo ${numero} inscrito em dívida ativa.`,
    async (d) => {
      await preencherData(page, d.dialog, 'Data da Inscrição', hoje);
      await d.campo(/^Procurador Signatário/).fill('Helena Cavalcanti Duarte');
    },
    null,
  );
  const pgeToken = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const inscrito = await api<Detalhe>(pgeToken, 'GET', `processoConstituicaoCredito/${id}`);
  expect(inscrito.situacaoProcesso.id).toBe(101);
  const cda = inscrito.dividaAtiva!.numeroCda;
  expect(cda).toMatch(new RegExp(`^${hoje.slice(0, 4)}\\d{8}$`));

  // The CDA view: its number, then the court filing and the protest through its own toolbar.
  await page.getByRole('tab', { name: 'Dívida Ativa' }).click();
  await expect(page).toHaveURL(/#dividaAtiva$/);
  await expect(page.getByText(formatarNumeroProcesso(cda), { exact: true })).toBeVisible();
  const acoesCda = page.getByRole('toolbar', { name: 'Ações da CDA' });

  // Imprimir CDA: the page asks for the PDF (its bytes are read back through the same call)
  const [resposta] = await Promise.all([
    page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(`/${id}/imprimirCda`)),
    acoesCda.getByRole('button', { name: 'Imprimir CDA' }).click(),
  ]);
  expect(resposta.status()).toBe(200);
  expect(resposta.headers()['content-type']).toContain('application/pdf');
  const pdf = await fetch(`${baseURL()}/api/processoConstituicaoCredito/${id}/imprimirCda`, {
    headers: { Authorization: `Bearer ${pgeToken}` },
  });
  const textoCda = await pdfText(Buffer.from(await pdf.arrayBuffer()));
  expect(textoCda).toContain(nomeDevedor);
  expect(textoCda).toContain(formatarNumeroCda(cda));

  const base = `0001234${hoje.slice(0, 4)}8190001`;
  const cnj = formatarNumeroCnj(`${base.slice(0, 7)}${cnjCheckDigits(base)}${base.slice(7)}`);
  await acoesCda.getByRole('button', { name: 'Registrar Ajuizamento' }).click();
  const ajuizamento = page.getByRole('dialog', { name: 'Registrar Ajuizamento' });
  await ajuizamento.getByRole('textbox', { name: /^Número do processo judicial/ }).fill(cnj);
  await preencherData(page, ajuizamento, 'Data do ajuizamento', hoje);
  await ajuizamento.getByRole('button', { name: 'Confirmar', exact: true }).click();
  await expect(ajuizamento).toBeHidden();

  await enviarERegistrarProtesto(page, acoesCda, {
    data: hoje,
    protocolo: 'PRT-2026-000731',
    cartorio: '2',
    comarca: '3304557',
  });

  const final = await api<Detalhe>(pgeToken, 'GET', `processoConstituicaoCredito/${id}`);
  expect(final.dividaAtiva).toMatchObject({
    situacaoCDAJustica: 'AJUIZADA',
    situacaoCDAProtesto: 'PROTESTADA',
  });
  await page.getByRole('tab', { name: 'Processo Judicial' }).click();
  await expect(detail.section('Processo Judicial')).toContainText(cnj);
  await page.getByRole('tab', { name: 'Protesto' }).click();
  await expect(detail.section('Protesto')).toContainText('PRT-2026-000731');
});

test('parcelar, perder o parcelamento, suspender, reativar, intimar de novo e quitar', async ({
  page,
  loginPage,
  shell,
}) => {
  const hoje = todayInSaoPaulo();
  const {
    id,
    numero,
    token,
    acao,
    comData: data,
  } = await abrirProcessoNovo({ page, loginPage, shell }, `Devedor Parcelamento ${letras(6)}`);
  const ler = () => api<Detalhe & { suspenso: boolean }>(token, 'GET', `processoConstituicaoCredito/${id}`);

  await acao('Anexar TCC', `TCC anexado ao processo ${numero}`);
  await acao(
    'Registrar Ciência do Devedor',
    `Ciência do devedor registrada no processo ${numero}`,
    data('Data da Ciência'),
  );
  await acao(
    'Parcelar Débito',
    `Parcelamento registrado no processo ${numero}.`,
    data('Data Final do Parcelamento', addDays(hoje, 180)),
  );
  expect((await ler()).situacaoProcesso.id).toBe(6);

  await acao(
    'Registrar Perda do Parcelamento',
    `Perda do parcelamento registrada no processo ${numero}.`,
    async (d) => {
      await d.campo(/^Valor Atualizado/).fill('1.250,40');
    },
  );
  const perdido = await ler();
  expect(perdido.situacaoProcesso.id).toBe(10);
  expect(perdido.valores.valorAtualizado).toBe(1250.4);

  await acao('Suspender Processo', `Processo ${numero} suspenso.`, async (d) => {
    await preencherData(page, d.dialog, 'Data da Suspensão', hoje);
    await d.campo(/^Motivo/).fill('Aguardando decisão liminar em mandado de segurança.');
  });
  expect((await ler()).suspenso).toBe(true);
  // a suspended process offers only the reactivation and the cancel
  await expect(acoesDoProcesso(page).getByRole('button')).toHaveText([
    'Reativar Processo',
    'Cancelar Última Ação',
  ]);
  await acao('Reativar Processo', `Processo ${numero} reativado.`, async (d) => {
    await preencherData(page, d.dialog, 'Data da Reativação', hoje);
    await d.campo(/^Motivo/).fill('Liminar cassada; a cobrança prossegue.');
  });
  expect((await ler()).suspenso).toBe(false);

  await acao(
    'Registrar Ciência do Devedor',
    `Ciência do devedor registrada no processo ${numero}`,
    data('Data da Ciência'),
  );
  await acao('Quitar Débito', `Processo ${numero} quitado.`);
  const quitado = await ler();
  expect(quitado.situacaoProcesso.id).toBe(4);
  // closed: nothing left to do, not even cancel
  await expect(acoesDoProcesso(page)).toHaveCount(0);
});

test('a PGE devolve ao órgão um processo da fila de inscrição', async ({ page, loginPage, shell }) => {
  const pgeToken = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const { content } = await api<{ content: { id: number; numero: string }[] }>(
    pgeToken,
    'POST',
    'processoConstituicaoCredito/list?size=5&page=0',
    { idFaseProcesso: 4, idSituacaoProcesso: 104 },
  );
  const alvo = content[0]!;
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await page.goto(`/processos/${alvo.id}`);
  const detail = new ProcessoDetail(page);
  await expect(detail.heading()).toBeVisible();
  const numero = await detail.numero();
  await executar(
    page,
    shell,
    'Devolver Processo',
    `Processo ${numero} devolvido ao órgão credor.`,
    async (d) => {
      await d.dialog.getByRole('combobox', { name: /^Motivo da Devolução/ }).click();
      await page.getByRole('option', { name: 'Devolvido – pendência documental' }).click();
      await d.campo(/^Justificativa/).fill('Falta o comprovante de notificação do devedor.');
    },
    null,
  );
  const depois = await api<Detalhe>(pgeToken, 'GET', `processoConstituicaoCredito/${alvo.id}`);
  expect(depois.situacaoProcesso.id).toBe(107);
  expect(numero.replace('/', '')).toBe(alvo.numero);
});
