import { lerRemessa, movimentoDoBanco as movimento } from '@divida/domain/arquivoBancario/bancoSimulado';
import { escreverRetorno } from '@divida/domain/arquivoBancario/retorno';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import { formatBRL } from '@divida/domain/format';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { api } from './support/admin.ts';
import { apiLogin, definirHoje } from './support/api.ts';
import { baseURL, USERS } from './support/env.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 39's story on a phone (docs/portal.md): a demo citizen, Maria das Dores (README), signs in
 * through the embedded gov.br-like provider, sees her debts in two bodies with the staff's values, pays
 * the PGE's à vista (the simulated bank's return settles it and the portal shows it paid), parcels the
 * other and accepts the term; the staff sees that agreement, with the portal as its origin, in
 * Acompanhamento de Cobrança; and no one else's debt answers by any id. Its project runs before the
 * others (playwright.config.ts), on the demo office as it was loaded: no other spec has used her debts.
 */

test.describe.configure({ timeout: 240_000 });

interface Linha {
  id: number;
  numero: string;
  documentoIdentificacaoDevedor: string;
}

const MARIA = { cpf: '52998224725', senha: 'cidada123' };

/** The simulated bank pays this slip: the body's remessa read back, a return with its payment sent. */
async function bancoPaga(token: string, idOrgaoCredor: number, nossoNumero: string) {
  const remessa = await api<{ id: number }>(token, 'POST', 'arquivoBancario/remessa', { idOrgaoCredor });
  const arquivo = await fetch(`${baseURL()}/api/arquivoBancario/${remessa.id}/download`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(arquivo.status).toBe(200);
  const lida = lerRemessa(Buffer.from(await arquivo.arrayBuffer()).toString('latin1'));
  const b = lida.boletos.find((x) => x.nossoNumero === nossoNumero);
  if (!b) throw new Error(`o boleto ${nossoNumero} não está na remessa`);
  const hoje = todayInSaoPaulo();
  const nsa = 100_000 + (Date.now() % 800_000);
  const retorno = escreverRetorno({ beneficiario: lida.beneficiario, nsa, data: hoje, hora: '090000' }, [
    movimento(b, '02', hoje),
    movimento(b, '06', hoje, { pago: b.valor }),
  ]);
  const form = new FormData();
  form.append('arquivo', new Blob([Buffer.from(retorno, 'latin1')], { type: 'text/plain' }), `R${nsa}.RET`);
  const r = await fetch(`${baseURL()}/api/arquivoBancario/retorno`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  expect(r.status, await r.clone().text()).toBe(202);
}

/** Every axe violation of the screen, of any impact (the portal aims at Lighthouse's accessibility 100). */
async function violacoes(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function entrar(page: Page, cpf: string) {
  await page.goto('/portal');
  await expect(page.getByRole('heading', { name: 'Portal do devedor' })).toBeVisible();
  expect(await violacoes(page)).toEqual([]);
  await page.getByRole('link', { name: 'Entrar com gov.br' }).click();
  await expect(page.getByText('Ambiente de demonstração: não é o gov.br')).toBeVisible();
  expect(await violacoes(page)).toEqual([]);
  await page.getByLabel('CPF').fill(cpf);
  await page.getByLabel('Senha').fill(MARIA.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText('Você deve hoje')).toBeVisible();
  await expect(page.getByTestId('total-devido')).toBeVisible();
  expect(await violacoes(page)).toEqual([]);
}

test.beforeAll(async () => {
  await definirHoje(null);
});

interface DebitoPortal {
  id: number;
  orgaoCredor: { id: number; sigla: string };
  podePagar: boolean;
}

/** A read of the portal's API from the signed-in page (its cookie and CSRF token). */
const doPortal = <T>(page: Page, caminho: string, corpo?: unknown) =>
  page.evaluate(
    async ([c, b]) => {
      const csrf =
        document.cookie
          .split('; ')
          .find((x) => x.startsWith('portal_csrf='))
          ?.slice(12) ?? '';
      const r = await fetch(`/api/portal/${c}`, {
        method: b === undefined ? 'GET' : 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      return { status: r.status, corpo: r.status < 300 ? await r.json() : null };
    },
    [caminho, corpo] as const,
  ) as Promise<{ status: number; corpo: T }>;

test('a demo citizen signs in, pays one debt (the bank settles it), parcels another; the staff sees it', async ({
  page,
  loginPage,
}) => {
  const admin = await apiLogin(USERS.admin.email, USERS.admin.senha);
  const procurador = await apiLogin(USERS.procurador.email, USERS.procurador.senha);
  const staff = async (id: number) =>
    api<{ valores: { saldoDevedor: number } }>(admin, 'GET', `processoConstituicaoCredito/${id}`);

  await entrar(page, MARIA.cpf);
  // the session's cookie is httpOnly: the page's script cannot read it
  expect(await page.evaluate(() => document.cookie)).not.toContain('portal_sessao');
  const debitos = (await doPortal<{ content: DebitoPortal[] }>(page, 'debito/list?size=100', {})).corpo
    .content;
  expect(new Set(debitos.map((d) => d.orgaoCredor.sigla)).size).toBeGreaterThanOrEqual(2);
  const pagar = debitos.find((d) => d.podePagar && d.orgaoCredor.sigla === 'PGE')!;
  const parcelar = debitos.find((d) => d.podePagar && d.orgaoCredor.sigla !== 'PGE')!;
  expect(pagar && parcelar).toBeTruthy();

  await page
    .getByRole('navigation', { name: 'Seções do portal' })
    .getByRole('link', { name: 'Débitos' })
    .click();
  await expect(page.getByRole('heading', { name: 'Débitos' })).toBeVisible();
  for (const d of debitos)
    await expect(page.getByTestId(`saldo-${d.id}`)).toHaveText(
      formatBRL((await staff(d.id)).valores.saldoDevedor),
    );

  // Pagar à vista: the slip with its linha digitável and Pix
  await page
    .locator('li', { has: page.getByTestId(`saldo-${pagar.id}`) })
    .getByRole('link', { name: 'Pagar à vista' })
    .click();
  await expect(page.getByRole('heading', { name: 'Cálculo do valor de hoje' })).toBeVisible();
  await expect(page.getByTestId('saldo-hoje')).toHaveText(
    formatBRL((await staff(pagar.id)).valores.saldoDevedor),
  );
  await page.getByRole('button', { name: 'Gerar boleto para pagar à vista' }).click();
  await expect(page.getByText(/^Boleto gerado/)).toBeVisible();
  expect(await page.getByTestId('linha-digitavel').textContent()).toMatch(/^\d{47}$/);
  await expect(page.getByText('Pix copia e cola')).toBeVisible();
  expect(await violacoes(page)).toEqual([]);
  // the slip's nosso número, as the portal's agreements list it (the bank's return names it)
  const acordos = (
    await doPortal<{
      content: {
        numero: string;
        formaPagamento: string;
        parcelas: { boleto: { nossoNumero: string } | null }[];
      }[];
    }>(page, 'acordo/list', {})
  ).corpo.content;
  const aVista = acordos.find((a) => a.formaPagamento === 'A_VISTA')!;
  await bancoPaga(procurador, pagar.orgaoCredor.id, aVista.parcelas[0]!.boleto!.nossoNumero);

  // the portal shows it paid
  await page
    .getByRole('navigation', { name: 'Seções do portal' })
    .getByRole('link', { name: 'Acordos' })
    .click();
  const cartao = page.getByTestId(`acordo-${aVista.numero}`);
  await expect(async () => {
    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(cartao.getByRole('cell', { name: 'Paga', exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 60_000 });
  await expect(cartao.getByText('QUITADO')).toBeVisible();
  expect(await violacoes(page)).toEqual([]);

  // Negociar: three instalments, the term read and accepted
  await page.goto(`/portal/negociar/${parcelar.id}`);
  await page.getByRole('radio', { name: /^3 parcelas/ }).check();
  await expect(page.getByLabel('Termo de parcelamento')).toContainText('TERMO DE PARCELAMENTO');
  expect(await violacoes(page)).toEqual([]);
  await page.getByRole('checkbox', { name: /Li o termo e aceito/ }).check();
  await page.getByRole('button', { name: 'Aceitar e parcelar' }).click();
  await expect(page.getByRole('heading', { name: 'Acordo firmado' })).toBeVisible();
  const numeroParcelado = (await page.getByText(/^Parcelamento \d+ aceito/).textContent())!.match(
    /\d{12}/,
  )![0];

  // Meus dados: the record held and who read it (the portal's own reads among them)
  await page
    .getByRole('navigation', { name: 'Seções do portal' })
    .getByRole('link', { name: 'Meus dados' })
    .click();
  await expect(page.getByRole('heading', { name: 'Quem consultou os seus dados' })).toBeVisible();
  await expect(page.getByRole('cell', { name: /portal do devedor/ }).first()).toBeVisible();
  expect(await violacoes(page)).toEqual([]);

  // no one else's debt by any id: the staff's processes of other debtors answer 404 on the portal
  const outros = (
    await api<{ content: Linha[] }>(admin, 'POST', 'processoConstituicaoCredito/list?page=0&size=5', {})
  ).content.filter((l) => l.documentoIdentificacaoDevedor !== MARIA.cpf);
  for (const o of outros) {
    expect((await doPortal(page, `debito/${o.id}`)).status).toBe(404);
    expect((await doPortal(page, `debito/${o.id}/memoriaCalculo`)).status).toBe(404);
  }

  // the staff's Acompanhamento de Cobrança: the agreement, origin Portal do devedor
  // Sair ends the provider's session too: its question, then the portal's 'Você saiu'
  await page.getByRole('button', { name: 'Sair' }).click();
  await expect(page.getByRole('heading', { name: 'Sair da conta de demonstração?' })).toBeVisible();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Você saiu do portal' })).toBeVisible();
  expect((await doPortal(page, 'sessao')).status).toBe(401);
  await loginPage.goto();
  await loginPage.loginAs('admin');
  await page.goto(`/processoCobranca?origem=PORTAL&numeroProcessoCobranca=${numeroParcelado}`);
  await expect(page.getByRole('heading', { name: 'Acompanhamento de Cobrança' })).toBeVisible();
  await expect(page.getByText('Portal do devedor').first()).toBeVisible();
  // the debtor page: the portal's activity, the acceptance among it
  const devedores = await api<{ content: { id: number; documentoIdentificacao: string }[] }>(
    admin,
    'POST',
    'devedor/list?page=0&size=5',
    { documentoIdentificacao: MARIA.cpf },
  );
  const idDevedor = devedores.content.find((x) => x.documentoIdentificacao === MARIA.cpf)!.id;
  await page.goto(`/devedor/${idDevedor}`);
  const atividade = page.getByRole('table', { name: 'Atividade no portal' });
  await expect(atividade.getByRole('cell', { name: 'Aceite de termo' }).first()).toBeVisible();
  await expect(atividade.getByRole('cell', { name: 'Entrada no portal' }).first()).toBeVisible();
  const lista = await api<{ content: { numero: string; origem: string }[] }>(
    admin,
    'POST',
    'processoCobranca/list?page=0&size=10',
    { origem: 'PORTAL', cpfCnpj: MARIA.cpf },
  );
  expect(lista.content.map((c) => [c.numero, c.origem])).toContainEqual([numeroParcelado, 'PORTAL']);
});
