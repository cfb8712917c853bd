import { readFileSync } from 'node:fs';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { formatarNumeroCobranca, formatBRL } from '@divida/domain/format';
import { api, novoCpf, pdfDaApi, pdfText } from './support/admin.ts';
import { apiLogin, definirHoje } from './support/api.ts';
import { baseURL, USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';
import { CobrancaDialog, CobrancaListPage, cobrancaDetalhe } from './pages/CobrancaPages.ts';

/**
 * Issue 13's collections in the browser: an agreement made through the API (the wizard's own stories
 * are in negociacao.spec.ts), then followed on its pages: the list and its filter, the detail, the
 * manual settlement of a single payment, the term generated and attached, the instalment slips' order,
 * the cancellation; the process's Cobrança tab and the CDA's follow-up dialog.
 */

interface Lancamento {
  id: number;
  parcela: number;
  valorTotalBoleto: number;
  situacaoLancamento: string;
}
interface Cobranca {
  idProcessoCobranca: number;
  numero: string;
  situacaoProcesso: { id: number };
  lancamentos: Lancamento[];
  processosConstituicaoCredito: { id: number }[];
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await definirHoje(null);
});

async function upload(token: string, nome: string) {
  const form = new FormData();
  form.append('file', new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), nome);
  const r = await fetch(`${baseURL()}/api/documento/upload`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(r.ok).toBe(true);
  return ((await r.json()) as { uuid: string }).uuid;
}

/**
 * An agreement on an apt debt, as the wizard sends it: à vista, or in 3 instalments with the first as the
 * wizard proposes it (the principal shared evenly), on a debt whose balance allows 3.
 */
async function acordo(token: string, forma: 'A_VISTA' | 'PARCELADO'): Promise<Cobranca> {
  const aptos = await api<{ content: { id: number }[] }>(
    token,
    'POST',
    'processoConstituicaoCredito/aptosNegociacao?page=0&size=30&sort=data,asc',
    {},
  );
  let escolhido: { id: number; condicoes: object } | null = null;
  for (const { id } of aptos.content.sort(() => Math.random() - 0.5)) {
    if (forma === 'A_VISTA') {
      const hoje = todayInSaoPaulo();
      escolhido = {
        id,
        condicoes: { totalParcelas: 1, formaPagamento: 'A_VISTA', primeiroVencimento: hoje },
      };
      break;
    }
    const s = await api<{ maxParcelas: number | null; valorPrincipal: number | null }>(
      token,
      'POST',
      'processoCobranca/simularParcelamento',
      { precessosIds: [id], quantidadeParcelas: 2, formaPagamento: 'PARCELADO' },
    );
    if ((s.maxParcelas ?? 0) >= 3 && s.valorPrincipal) {
      const primeira = Math.floor((s.valorPrincipal / 3) * 100) / 100;
      escolhido = { id, condicoes: { totalParcelas: 3, valorPrimeiraParcela: primeira } };
      break;
    }
  }
  if (!escolhido) throw new Error('nenhum débito apto para o acordo');
  const { id, condicoes } = escolhido;
  const cpf = novoCpf();
  const criada = await api<{ id: number }>(token, 'POST', 'processoCobranca', {
    idsProcessos: [id],
    desconto: 0,
    requerente: {
      tipo: 'TITULAR',
      nome: 'JOANA PEREIRA LIMA',
      cpf,
      email: `joana.${cpf}@exemplo.com.br`,
      telefone: '21987654321',
      arquivoIdentificacao: { uuid: await upload(token, 'rg.pdf'), nome: 'rg.pdf' },
    },
    ...condicoes,
  });
  return api<Cobranca>(token, 'GET', `processoCobranca/${criada.id}`);
}

test('à vista: found on the list, settled manually with its proof, then QUITADO', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const c = await acordo(token, 'A_VISTA');
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  const lista = new CobrancaListPage(page);
  await lista.goto();
  await lista.filter({ 'N° do Processo de Cobrança': c.numero });
  await expect(lista.grid.locator('[role="row"][data-id]')).toHaveCount(1);
  await lista.row(formatarNumeroCobranca(c.numero)).click();

  const d = cobrancaDetalhe(page);
  await expect(d.titulo(formatarNumeroCobranca(c.numero))).toBeVisible();
  await expect(page.getByText('EM ABERTO').first()).toBeVisible();
  await expect(d.parcelas()).toHaveCount(1);
  // a single payment has no Guia column; Emitir Boleto is a page action
  await expect(page.getByRole('button', { name: /^Guia/ })).toHaveCount(0);
  await expect(d.acao('Emitir Boleto')).toBeVisible();

  await d.acao('Baixa Manual').click();
  const baixa = new CobrancaDialog(page, 'Realizar Baixa Manual');
  await baixa.confirmar();
  await expect(baixa.dialog.getByText('O comprovante de pagamento não foi informado.')).toBeVisible();
  await expect(baixa.dialog.getByText('Campo obrigatório')).toBeVisible();
  // the single instalment is picked already
  await expect(baixa.dialog.getByRole('checkbox')).toBeChecked();
  const total = c.lancamentos[0]!.valorTotalBoleto;
  await baixa.dialog
    .getByRole('textbox', { name: 'Valor Pago' })
    .fill(formatBRL(total).replace(/^R\$\s/, ''));
  await baixa.anexar('comprovante.pdf');
  await baixa.confirmar();
  await expect(shell.toast('Baixa Realizada com Sucesso')).toBeVisible();
  await expect(page.getByText('QUITADO').first()).toBeVisible();
  const depois = await api<Cobranca>(token, 'GET', `processoCobranca/${c.idProcessoCobranca}`);
  expect(depois.situacaoProcesso.id).toBe(202);
  expect(depois.lancamentos[0]!.situacaoLancamento).toBe('BAIXADO');
});

test('parcelado: term generated and attached, slips in order, Cobrança tab and follow-up, then cancelled', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const c = await acordo(token, 'PARCELADO');
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await page.goto(`/processoCobranca/${c.idProcessoCobranca}`);
  const d = cobrancaDetalhe(page);
  await expect(d.titulo(formatarNumeroCobranca(c.numero))).toBeVisible();
  await expect(page.getByText('EM NEGOCIAÇÃO').first()).toBeVisible();
  await expect(d.acao('Baixa Manual')).toHaveCount(0);

  // Gerar Termo de Parcelamento: Titular fills and locks the debtor's data; the PDF downloads
  await d.acao('Gerar Termo de Parcelamento').click();
  const gerar = new CobrancaDialog(page, 'Gerar Termo de Parcelamento');
  await expect(gerar.dialog.getByRole('textbox', { name: 'Nome' })).toBeDisabled();
  const [download] = await Promise.all([page.waitForEvent('download'), gerar.confirmar()]);
  expect(download.suggestedFilename()).toBe('TERMO_DE_PARCELAMENTO.pdf');
  await expect(shell.toast('Termo de parcelamento gerado')).toBeVisible();
  const termo = await pdfText(readFileSync(await download.path()));
  expect(termo).toContain(`Termo de Parcelamento – Cobrança ${formatarNumeroCobranca(c.numero)}`);
  for (const l of c.lancamentos) expect(termo).toContain(formatBRL(l.valorTotalBoleto));

  await d.acao('Anexar Termo de Parcelamento').click();
  const anexar = new CobrancaDialog(page, 'Anexar Termo de Parcelamento');
  await anexar.confirmar();
  await expect(anexar.dialog.getByText('O Termo de Parcelamento não foi informado')).toBeVisible();
  await anexar.anexar('termo-assinado.pdf');
  await anexar.confirmar();
  await expect(shell.toast('Acordo Firmado com Sucesso')).toBeVisible();
  await expect(page.getByText('EM ABERTO').first()).toBeVisible();

  // the second instalment's slip waits for the first to be paid
  await page.getByRole('button', { name: 'Guia da parcela 2' }).click();
  await expect(shell.toast('A parcela anterior consta como em aberto')).toBeVisible();
  const [guia] = await Promise.all([
    page.waitForResponse((r) => /\/parcela\/1\/boleto$/.test(new URL(r.url()).pathname)),
    page.getByRole('button', { name: 'Guia da parcela 1' }).click(),
  ]);
  expect(guia.status()).toBe(200);
  expect(await pdfDaApi(token, `cobrancaBB/${c.idProcessoCobranca}/parcela/1/boleto`)).toContain(
    formatBRL(c.lancamentos[0]!.valorTotalBoleto),
  );

  // the process's Cobrança tab lists it; the CDA's tab opens the follow-up dialog
  const processoId = c.processosConstituicaoCredito[0]!.id;
  await page.goto(`/processos/${processoId}#cobranca`);
  await expect(page.getByRole('tab', { name: 'Cobrança' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    page.getByRole('link', { name: `Cobrança ${formatarNumeroCobranca(c.numero)}` }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Dívida Ativa' }).click();
  await page.getByRole('tab', { name: 'Cobrança em Dívida Ativa' }).click();
  await page
    .getByRole('button', { name: `Cobrança ${formatarNumeroCobranca(c.numero)}`, exact: true })
    .click();
  const acompanhamento = page.getByRole('dialog', { name: `Cobrança ${formatarNumeroCobranca(c.numero)}` });
  await expect(acompanhamento.getByRole('table', { name: 'Parcelas' }).locator('tbody tr')).toHaveCount(3);
  await expect(acompanhamento.getByRole('button', { name: /^Guia/ })).toHaveCount(0);
  await acompanhamento.getByRole('button', { name: 'Fechar' }).click();

  await page.goto(`/processoCobranca/${c.idProcessoCobranca}`);
  await d.acao('Cancelar Cobrança').click();
  const cancelar = new CobrancaDialog(page, 'Cancelar Processo de Cobrança');
  await cancelar.dialog.getByRole('textbox', { name: 'Motivo do cancelamento' }).fill('abc');
  await cancelar.confirmar('Cancelar cobrança');
  await expect(cancelar.dialog.getByText('A descrição deve ter no mínimo 5 caracteres')).toBeVisible();
  await cancelar.dialog
    .getByRole('textbox', { name: 'Motivo do cancelamento' })
    .fill('Desistência do requerente');
  await cancelar.confirmar('Cancelar cobrança');
  await expect(
    shell.toast(`Processo ${formatarNumeroCobranca(c.numero)} cancelado com sucesso.`),
  ).toBeVisible();
  await expect(page.getByText('CANCELADO').first()).toBeVisible();
});
