import { readFileSync } from 'node:fs';
import {
  lerRemessa,
  movimentoDoBanco as movimento,
  type BoletoNoBanco,
} from '@divida/domain/arquivoBancario/bancoSimulado';
import { escreverRetorno } from '@divida/domain/arquivoBancario/retorno';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import type { Page } from '@playwright/test';
import { api, novoCpf } from './support/admin.ts';
import { apiLogin, definirHoje } from './support/api.ts';
import { baseURL, USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 24 in the browser (docs/arquivos-bancarios.md): slips issued for five single-payment agreements of one body are
 * sent in a remessa generated on /arquivoBancario; the simulated bank (the domain's bancoSimulado, the
 * one behind the server's `npm run banco:retorno`) reads it and answers a return file with every kind of
 * movement; the file's page shows each line's outcome, and each kind of queue line is resolved on
 * /conciliacao (aceitar, devolver, descartar, and an unidentified payment accepted for an instalment).
 */

interface Apto {
  id: number;
  orgaoCredor: { id: number; sigla: string; convenio: string | null };
}
interface Cobranca {
  idProcessoCobranca: number;
  numero: string;
  situacaoProcesso: { id: number };
  lancamentos: {
    id: number;
    parcela: number;
    valorTotalBoleto: number;
    valorPago: number;
    situacaoLancamento: string;
  }[];
}

test.describe.configure({ timeout: 240_000 });

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

/** The apt debts of each body with a convênio. */
async function aptosPorOrgao(token: string) {
  const aptos = await api<{ content: Apto[] }>(
    token,
    'POST',
    'processoConstituicaoCredito/aptosNegociacao?page=0&size=100&sort=data,asc',
    {},
  );
  const porOrgao = new Map<number, Apto[]>();
  for (const a of aptos.content.filter((x) => x.orgaoCredor.convenio))
    porOrgao.set(a.orgaoCredor.id, [...(porOrgao.get(a.orgaoCredor.id) ?? []), a]);
  return [...porOrgao.values()];
}

/**
 * Five apt debts of one body with a convênio: the demo's, or, when other specs negotiated them (and
 * the prescribed ones are not apt), more inscribed from the PGE's inscription queue, newest first (the
 * demo users' story inscribes the oldest).
 */
async function cincoAptosDeUmOrgao(token: string): Promise<Apto[]> {
  const fila = await api<{ content: { id: number }[] }>(
    token,
    'POST',
    'processoConstituicaoCredito/list?page=0&size=100&sort=data,desc',
    { idSituacaoProcesso: 104 },
  );
  for (const p of [null, ...fila.content]) {
    if (p)
      await api(token, 'POST', `processoConstituicaoCredito/${p.id}/inscreverDividaAtiva`, {
        dataInscricao: todayInSaoPaulo(),
        nomeProcuradorSignatario: USERS.procurador.nome,
      });
    const cinco = (await aptosPorOrgao(token)).find((l) => l.length >= 5);
    if (cinco) return cinco;
  }
  throw new Error('nenhum órgão com convênio e cinco débitos aptos');
}

/** Five single-payment agreements of one body with a convênio, each slip issued (PENDENTE at the bank). */
async function cincoBoletos(token: string) {
  const escolhidos = (await cincoAptosDeUmOrgao(token)).slice(0, 5);
  const cobrancas: Cobranca[] = [];
  for (const a of escolhidos) {
    const cpf = novoCpf();
    const criada = await api<{ id: number }>(token, 'POST', 'processoCobranca', {
      idsProcessos: [a.id],
      desconto: 0,
      totalParcelas: 1,
      formaPagamento: 'A_VISTA',
      primeiroVencimento: todayInSaoPaulo(),
      requerente: {
        tipo: 'TITULAR',
        nome: 'JOANA PEREIRA LIMA',
        cpf,
        email: `joana.${cpf}@exemplo.com.br`,
        telefone: '21987654321',
        arquivoIdentificacao: { uuid: await upload(token, 'rg.pdf'), nome: 'rg.pdf' },
      },
    });
    const r = await fetch(`${baseURL()}/api/cobrancaBB/${criada.id}/parcela/1/boleto`, {
      headers: { Authorization: `Bearer ${token}`, Accept: 'application/pdf' },
    });
    expect(r.status).toBe(200);
    cobrancas.push(await api<Cobranca>(token, 'GET', `processoCobranca/${criada.id}`));
  }
  return { orgao: escolhidos[0]!.orgaoCredor, cobrancas };
}

async function abrirMenu(page: Page, entrada: string) {
  const abrir = page.getByRole('button', { name: 'Abrir menu' });
  if (await abrir.isVisible()) await abrir.click();
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  const link = menu.getByRole('link', { name: entrada });
  if (!(await link.isVisible())) await menu.getByRole('button', { name: 'Arquivos Bancários' }).click();
  await link.click();
}

/** Chooses the queue line of this nosso número and runs an action with its justification. */
async function resolver(page: Page, nossoNumero: string, acao: string, justificativa: string) {
  const grid = page.getByRole('grid', { name: 'Conciliação de Pagamentos' });
  await grid.locator('[role="row"][data-id]').filter({ hasText: nossoNumero }).first().click();
  await page.getByRole('button', { name: acao, exact: true }).click();
  const dialog = page
    .getByRole('dialog')
    .filter({ has: page.getByRole('textbox', { name: 'Justificativa' }) });
  await dialog.getByRole('textbox', { name: 'Justificativa' }).fill(justificativa);
  return dialog;
}

test('remessa, return with every movement, the lines’ outcomes and the queue resolved', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const { orgao, cobrancas } = await cincoBoletos(token);
  const hoje = todayInSaoPaulo();

  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await abrirMenu(page, 'Arquivos');
  await expect(page.getByRole('heading', { name: 'Arquivos Bancários' })).toBeVisible();

  // Gerar Remessa: the file downloads, then its page
  await page.getByRole('link', { name: 'Gerar Remessa' }).click();
  await page.getByRole('combobox', { name: 'Órgão Credor' }).click();
  await page.getByRole('option', { name: new RegExp(`^${orgao.sigla} - `) }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar Remessa' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^CBR\d{7}\d{6}\.REM$/);
  await expect(shell.toast(/^Remessa \d+ gerada com \d+ boletos?\.$/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Detalhes do Arquivo Bancário' })).toBeVisible();
  await expect(page.getByText('Remessa', { exact: true })).toBeVisible();

  const remessa = lerRemessa(readFileSync(await download.path(), 'latin1'));
  const boletoDe = (c: Cobranca): BoletoNoBanco => {
    const b = remessa.boletos.find((x) => x.chave.startsWith(`C${c.idProcessoCobranca}P1B`));
    if (!b) throw new Error(`o boleto da cobrança ${c.numero} não está na remessa`);
    return b;
  };
  const [a, b, c, d, e] = cobrancas.map(boletoDe) as [
    BoletoNoBanco,
    BoletoNoBanco,
    BoletoNoBanco,
    BoletoNoBanco,
    BoletoNoBanco,
  ];
  const desconhecido: BoletoNoBanco = {
    ...d,
    nossoNumero: `${remessa.beneficiario.convenio}9${String(Date.now()).slice(-9)}`,
    seuNumero: '999999',
    chave: 'C0P0B0',
  };
  // NSA unique per run (the same NSA of the same convênio with other content is refused)
  const nsa = 100_000 + (Date.now() % 800_000);
  const retorno = escreverRetorno({ beneficiario: remessa.beneficiario, nsa, data: hoje, hora: '080000' }, [
    movimento(a, '02', hoje), // line 3–4: registered
    movimento(a, '06', hoje, { pago: a.valor }), // settled
    movimento(b, '06', hoje, { pago: b.valor.minus(5) }), // short by R$ 5,00 → PAGO_A_MENOR
    movimento(c, '06', hoje, { pago: c.valor.plus(20) }), // over by R$ 20,00 → settled + PAGO_A_MAIOR
    movimento(a, '06', hoje, { pago: a.valor }), // a's second payment → DUPLICADO
    movimento(d, '03', hoje, { motivos: '0816' }), // rejected, two reasons
    movimento(desconhecido, '06', hoje, { pago: d.valor }), // → NAO_IDENTIFICADO, accepted for d
    movimento(e, '09', hoje), // cancelled at the bank
    movimento(e, '17', hoje, { pago: e.valor }), // paid after the cancellation → PAGO_APOS_BAIXA
  ]);

  // Enviar Retorno: the progress, then the file
  await abrirMenu(page, 'Arquivos');
  await page.getByRole('link', { name: 'Enviar Retorno' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: `RETORNO${nsa}.RET`,
    mimeType: 'text/plain',
    buffer: Buffer.from(retorno, 'latin1'),
  });
  await page.getByRole('button', { name: 'Enviar', exact: true }).click();
  await expect(page.getByText(/^Arquivo de retorno processado/)).toBeVisible({ timeout: 60_000 });
  await page.getByRole('link', { name: 'Ver arquivo' }).click();
  await expect(page.getByRole('heading', { name: 'Detalhes do Arquivo Bancário' })).toBeVisible();
  const linhas = page.getByRole('table', { name: 'Linhas do arquivo' }).locator('tbody tr');
  // one row per slip movement (its T and U), numbered by the T's line in the file
  await expect(linhas).toHaveCount(9);
  const linha = (n: number) =>
    linhas.filter({ has: page.getByRole('cell', { name: String(n), exact: true }) });
  await expect(linha(3)).toContainText('Registrado');
  await expect(linha(5)).toContainText('Liquidado');
  await expect(linha(7)).toContainText('Pago a menor');
  await expect(linha(9)).toContainText('Pago a maior');
  await expect(linha(11)).toContainText('Pagamento duplicado');
  await expect(linha(13)).toContainText('Rejeitado');
  await expect(linha(13)).toContainText('Nosso número inválido');
  await expect(linha(13)).toContainText('Data de vencimento inválida');
  await expect(linha(15)).toContainText('Pagamento não identificado');
  await expect(linha(17)).toContainText('Baixado');
  await expect(linha(19)).toContainText('Pago após baixa');

  // the queue: each kind of line resolved
  await abrirMenu(page, 'Conciliação');
  const grid = page.getByRole('grid', { name: 'Conciliação de Pagamentos' });
  await expect(grid.locator('[role="row"][data-id]').filter({ hasText: b.nossoNumero })).toBeVisible();

  let dialog = await resolver(page, b.nossoNumero, 'Aceitar', 'Diferença conferida com o contribuinte.');
  // below the instalment: accepted only as an explicit partial payment, then confirmed (issue 36 item 11)
  await dialog.getByRole('checkbox', { name: /^Aceitar como pagamento parcial: restarão R\$/ }).check();
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar: Aceitar pagamento' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  await expect(shell.toast('Pagamento conciliado com sucesso.')).toBeVisible();

  dialog = await resolver(page, c.nossoNumero, 'Devolver', 'Excesso a devolver ao pagador.');
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Confirmar: Devolver ao pagador' });
  await confirmar.getByRole('button', { name: 'Devolver' }).click();
  await expect(shell.toast('Devolução ao pagador registrada.')).toBeVisible();

  dialog = await resolver(page, a.nossoNumero, 'Descartar', 'Linha repetida pelo banco.');
  await dialog.getByRole('button', { name: 'Descartar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar: Descartar pendência' })
    .getByRole('button', { name: 'Descartar' })
    .click();
  await expect(shell.toast('Pendência descartada.')).toBeVisible();
  // the same message again is not shown while the first is on screen (notistack's preventDuplicate):
  // on a fast run the first acceptance's toast is still there, so wait for it to go
  await expect(shell.toast('Pagamento conciliado com sucesso.')).toHaveCount(0, { timeout: 20_000 });

  dialog = await resolver(
    page,
    desconhecido.nossoNumero,
    'Aceitar',
    'Depósito identificado pelo contribuinte.',
  );
  await dialog.getByRole('textbox', { name: 'N° do Processo de Cobrança' }).fill(cobrancas[3]!.numero);
  await dialog.getByRole('button', { name: 'Buscar' }).click();
  await dialog.getByRole('combobox', { name: 'Parcela' }).click();
  await page.getByRole('option', { name: /^Parcela 1 / }).click();
  await dialog.getByRole('button', { name: 'Aceitar' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar: Aceitar pagamento' })
    .getByRole('button', { name: 'Aceitar' })
    .click();
  await expect(shell.toast('Pagamento conciliado com sucesso.')).toBeVisible();

  dialog = await resolver(page, e.nossoNumero, 'Devolver', 'Boleto pago após a baixa: devolver.');
  await dialog.getByRole('button', { name: 'Devolver' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar: Devolver ao pagador' })
    .getByRole('button', { name: 'Devolver' })
    .click();
  await expect(shell.toast('Devolução ao pagador registrada.')).toBeVisible();

  // resolving twice is refused; the file's lines show the resolutions
  const fila = await api<{ content: { id: number; situacao: string; nossoNumero: string }[] }>(
    token,
    'POST',
    'conciliacao/list?page=0&size=50&sort=id,desc',
    {},
  );
  const deA = fila.content.find((x) => x.nossoNumero === a.nossoNumero)!;
  expect(deA.situacao).toBe('RESOLVIDO');
  const duasVezes = await fetch(`${baseURL()}/api/conciliacao/${deA.id}/descartar`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ justificativa: 'Segunda tentativa de resolver.' }),
  });
  expect(duasVezes.status).toBe(409);

  // the instalments: a, c and d settled; b's short payment accepted as paid, its balance still open
  // (accepting never hides money: no rounding discount beyond the tolerance); e still open
  const lancamento = async (i: number) =>
    (await api<Cobranca>(token, 'GET', `processoCobranca/${cobrancas[i]!.idProcessoCobranca}`))
      .lancamentos[0]!;
  for (const i of [0, 2, 3])
    expect((await lancamento(i)).situacaoLancamento, `cobrança ${i}`).toBe('BAIXADO');
  const deB = await lancamento(1);
  expect(deB.situacaoLancamento).toBe('PREVISTO');
  expect(deB.valorPago).toBeCloseTo(b.valor.minus(5).toNumber(), 2);
  expect((await lancamento(4)).situacaoLancamento).toBe('PREVISTO');

  // the collection's instalment table shows the slip's registration state
  const parcelas = page.getByRole('table', { name: 'Parcelas' });
  await page.goto(`/processoCobranca/${cobrancas[0]!.idProcessoCobranca}`);
  await expect(parcelas).toContainText('Boleto: Pago');
  await page.goto(`/processoCobranca/${cobrancas[4]!.idProcessoCobranca}`);
  await expect(parcelas).toContainText('Boleto: Baixado');
});
