import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { formatBRL } from '@divida/domain/format';
import { api, novoCpf, pdfDaApi } from './support/admin.ts';
import { apiLogin, definirHoje } from './support/api.ts';
import { USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';
import { NegociacaoListPage, NegociacaoWizard } from './pages/NegociacaoPages.ts';

/**
 * Issue 13's wizard in the browser: an inscribed CDA negotiated à vista from the negotiation list, and
 * another in instalments from its process's header; the collections read back from the API.
 */

interface Apto {
  id: number;
  numero: string;
  numeroCda: string;
  nomeDevedor: string;
}
interface Cobranca {
  id: number;
  numero: string;
  situacaoProcesso: { id: number };
  totalParcelas: number;
  valorTotal: number;
  lancamentos: { parcela: number; valorTotalBoleto: number }[];
}

test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await definirHoje(null);
});

/** An apt debt the story has not used, found as the PGE sees the list. */
async function aptos(token: string): Promise<Apto[]> {
  const page = await api<{ content: Apto[] }>(
    token,
    'POST',
    'processoConstituicaoCredito/aptosNegociacao?page=0&size=50&sort=data,desc',
    {},
  );
  expect(page.content.length).toBeGreaterThan(1);
  return page.content;
}

/** 'R$ 12.345,67' as a number. */
const reais = (texto: string) => Number(texto.replace(/[^\d,]/g, '').replace(',', '.'));

const requerente = () => ({
  cpf: novoCpf(),
  nome: 'MARCOS ANTÔNIO PEREIRA',
  email: `req.${Date.now()}@exemplo.com.br`,
  telefone: '21987654321',
});

test('à vista from the negotiation list: requester, payment form, review, the collection created', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const [alvo] = await aptos(token);
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  const lista = new NegociacaoListPage(page);
  await lista.goto();
  await lista.filter({ 'Número do Processo': alvo!.numero });
  await lista.row(alvo!.nomeDevedor).click();
  await lista.negociar();

  const w = new NegociacaoWizard(page);
  await expect(w.dialog).toBeVisible();
  await expect(w.etapaAtiva()).toHaveText('Identificação do Requerente');
  // Próximo checks the step first
  await w.proximo();
  await expect(w.dialog.getByText('Selecione o tipo do requerente')).toBeVisible();
  await w.requerenteProcurador(requerente());
  await w.proximo();

  await expect(w.etapaAtiva()).toHaveText('Forma de Pagamento');
  await w.proximo();
  await expect(w.dialog.getByText('Selecione uma opção')).toBeVisible();
  const vencimento = addDays(todayInSaoPaulo(), 5);
  await w.formaPagamento('À Vista', '10', vencimento);
  await w.proximo();

  // À VISTA skips the instalment step; the review shows the engine's single instalment
  await expect(w.etapaAtiva()).toHaveText('Revisão');
  await expect(w.parcelas()).toHaveCount(1);
  const total = (await w.parcelas().first().locator('td').last().innerText()).trim();
  await w.botao('Voltar').click();
  await expect(w.etapaAtiva()).toHaveText('Forma de Pagamento');
  await w.proximo();
  await expect(w.etapaAtiva()).toHaveText('Revisão');
  await w.botao('Confirmar').click();

  // the conclusion says it, once (no toast besides it)
  await expect(
    w.dialog.getByRole('alert').filter({ hasText: 'Negociação realizada com sucesso!' }),
  ).toBeVisible();
  await expect(shell.toast('Negociação realizada com sucesso!')).toHaveCount(0);
  await expect(w.etapaAtiva()).toHaveText('Conclusão');
  // the slip of the single payment: its PDF read back, the amount the review showed, with Pix
  const [boleto] = await Promise.all([
    page.waitForResponse((r) => /\/parcela\/1\/boleto$/.test(new URL(r.url()).pathname)),
    w.botao('Emitir Boleto').click(),
  ]);
  expect(boleto.status()).toBe(200);
  const textoBoleto = await pdfDaApi(token, new URL(boleto.url()).pathname.replace(/^\/api\//, ''));
  for (const esperado of ['Recibo do Pagador', 'Ficha de Compensação', 'Pix Copia e Cola', total])
    expect(textoBoleto).toContain(esperado);
  const numero = (await w.dialog.getByText(/Processo de Cobrança \d{4}\/\d+/).innerText())
    .match(/Processo de Cobrança (\S+?)\.?$/)![1]!
    .replace(/\D/g, '');

  const lista2 = await api<{ content: { idProcessoCobranca: number; numero: string }[] }>(
    token,
    'POST',
    'processoCobranca/list?page=0&size=5&sort=data,desc',
    { numeroProcessoCobranca: numero },
  );
  const c = await api<Cobranca>(token, 'GET', `processoCobranca/${lista2.content[0]!.idProcessoCobranca}`);
  expect(c.situacaoProcesso.id).toBe(200);
  expect(c.totalParcelas).toBe(1);
  // what the review showed is what was agreed, to the cent
  expect(formatBRL(c.lancamentos[0]!.valorTotalBoleto)).toBe(total);
  await w.botao('Fechar').click();
  await expect(w.dialog).toBeHidden();
  // negotiated: no longer apt
  expect((await aptos(token)).some((a) => a.id === alvo!.id)).toBe(false);
});

test('parcelado from the process header: simulate, stale simulation, critiques, agreement in negotiation', async ({
  page,
  loginPage,
  shell,
}) => {
  const token = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const alvo = (await aptos(token)).at(-1)!;
  await loginPage.goto();
  await loginPage.loginAs('procurador');
  await page.goto(`/processos/${alvo.id}`);
  await page.getByRole('button', { name: 'Negociar', exact: true }).click();

  const w = new NegociacaoWizard(page);
  await w.requerenteProcurador(requerente());
  await w.proximo();
  await w.formaPagamento('Parcelado', '');
  await w.proximo();
  await expect(w.etapaAtiva()).toHaveText('Parcelamento');

  const quantidade = w.dialog.getByRole('spinbutton', { name: 'Quantidade de Parcelas' });
  const primeira = w.dialog.getByRole('textbox', { name: 'Valor da Primeira Parcela' });
  const principal = reais(
    (await w.dialog.getByText(/Valor principal: R\$/).innerText()).match(
      /Valor principal: (R\$\s?[\d.,]+)/,
    )![1]!,
  );
  // proposed: the principal shared evenly between the 2 instalments
  await expect(primeira).toHaveValue(
    formatBRL(Math.floor((principal / 2) * 100) / 100).replace(/^R\$\s/, ''),
  );
  // Próximo before simulating
  await w.proximo();
  await expect(w.dialog.getByText('Necessário atualizar a simulação')).toBeVisible();
  // a first instalment above the principal: refused on the field, before the server is asked
  await primeira.fill('999999999,00');
  await w.botao('Simular').click();
  await expect(
    w.dialog.getByText('O valor da primeira parcela não deve ser maior que o valor principal da dívida'),
  ).toBeVisible();
  // almost all of it in the first: the others fall below the minimum, the engine's critique
  await quantidade.fill('3');
  await primeira.fill(formatBRL(principal - 1).replace(/^R\$\s/, ''));
  await w.botao('Simular').click();
  await expect(w.dialog.getByText('Erro no parcelamento')).toBeVisible();
  await expect(w.dialog.getByText(/As parcelas 2 a 3 não atingem o valor mínimo de R\$/)).toBeVisible();
  await primeira.fill(formatBRL(Math.floor((principal / 3) * 100) / 100).replace(/^R\$\s/, ''));
  await w.botao('Simular').click();
  await expect(w.parcelas()).toHaveCount(3);
  // changing the quantity makes the simulation stale
  await quantidade.fill('2');
  await w.proximo();
  await expect(w.dialog.getByText('Necessário atualizar a simulação')).toBeVisible();
  await w.botao('Simular').click();
  await expect(w.parcelas()).toHaveCount(2);
  const totais = await w.parcelas().locator('td:last-child').allInnerTexts();
  await w.proximo();

  await expect(w.etapaAtiva()).toHaveText('Revisão');
  await w.botao('Confirmar').click();
  // the spec's notice to print the term comes over the wizard first (the wizard is hidden behind it)
  const aviso = page.getByRole('dialog').filter({
    hasText: 'Imprima o Termo de Parcelamento e peça que o Requerente assine para posterior anexação',
  });
  await expect(aviso).toBeVisible();
  await aviso.getByRole('button', { name: 'OK' }).click();
  // the conclusion says it, once (no toast besides it)
  await expect(
    w.dialog.getByRole('alert').filter({ hasText: 'Negociação realizada com sucesso!' }),
  ).toBeVisible();
  await expect(shell.toast('Negociação realizada com sucesso!')).toHaveCount(0);
  await expect(w.botao('Imprimir Termo de Parcelamento')).toBeVisible();

  await w.botao('Ir para o Processo').click();
  await expect(page).toHaveURL(/\/processoCobranca\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const c = await api<Cobranca>(token, 'GET', `processoCobranca/${id}`);
  expect(c.situacaoProcesso.id).toBe(204);
  expect(c.lancamentos.map((l) => formatBRL(l.valorTotalBoleto))).toEqual(totais.map((t) => t.trim()));
});
