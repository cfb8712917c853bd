import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria } from '../../platform/audit/auditoria.table.ts';
import { acessoDadosPessoais } from '../../platform/lgpd/acessoDados.table.ts';
import { pdfText } from '../../test/pdfText.ts';
import { devedor } from '../devedor/devedor.table.ts';
import { orgaoCredor } from '../orgaoCredor/orgaoCredor.table.ts';
import { boleto, processoCobranca } from '../processoCobranca/processoCobranca.table.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { entrarNoPortal, portaLivre, type Navegador } from '../../test/navegador.ts';
import { inscreverParaTeste } from '../../test/cda.ts';
import { processoValido } from '../../test/payloads.ts';

/**
 * Paying and negotiating on the portal (docs/portal.md §5.5): the staff's services with the portal as
 * origin, the acceptance recorded, another person's debt 404, a tampered simulation 400, a write
 * without CSRF 403, the level below the agreement's 403, two payments of one debt: one wins.
 */
const MARIA = '52998224725'; // demo citizens of the embedded provider (idp/contas.ts)
const CARLOS = '15350946056'; // bronze
const JOAO = '11144477735';
let app: FastifyInstance;
let base: string;
let equipe: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  app = await createTestApp({ PUBLIC_URL: base });
  await app.listen({ port: porta, host: '127.0.0.1' });
  const a = await seedOrgao(app);
  await app.ctx.db
    .update(orgaoCredor)
    .set({
      chaveBanco: '001',
      convenio: '2873461',
      carteira: '17',
      agencia: '2234',
      chavePix: '+552123346500',
    })
    .where(eq(orgaoCredor.id, a.id));
  const P = 'PROCESSO_CONSTITUICAO_CREDITO';
  const u = await seedUsuario(app, {
    orgaoCredorId: a.id,
    permissoes: [`${P}_CADASTRAR`, `${P}_CONSULTAR`, 'PROCESSO_COBRANCA_CONSULTAR', 'NEGOCIACAO_CONSULTAR'],
  });
  equipe = (await login(app, u.email, u.senha)).accessToken;
  const inscrito = async (nome: string, documento: string, valor: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: bearerOf(equipe),
      payload: processoValido(documento, { valorAtualizado: valor }),
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[nome] = res.json().id;
    await inscreverParaTeste(app, ids[nome]!);
  };
  await inscrito('pagar', MARIA, '1.500,00');
  await inscrito('parcelar', MARIA, '9.000,00');
  await inscrito('doCarlos', CARLOS, '3.000,00');
  await inscrito('doJoao', JOAO, '2.000,00');
}, 120_000);
afterAll(() => app.close());

// the answers are read as the page reads them: loosely typed, checked by the assertions
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Corpo = any;
const corpo = async (r: Response | Promise<Response>): Promise<Corpo> => (await r).json();

const json = (nav: Navegador, csrf: string, url: string, body: unknown, semCsrf = false) =>
  nav.ir(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(semCsrf ? {} : { 'x-csrf-token': csrf }) },
    body: JSON.stringify(body),
  });

describe('Pagar à vista', () => {
  it('makes an à vista collection of origin PORTAL and its slip; the debt then shows the agreement', async () => {
    const { nav, csrf } = await entrarNoPortal(base, MARIA, 'cidada123');
    const lista = await corpo(json(nav, csrf, '/api/portal/debito/list', {}));
    const linha = lista.content.find((d: { id: number }) => d.id === ids.pagar);
    expect(linha).toMatchObject({ podePagar: true, podeNegociar: true, acordo: null });

    expect((await json(nav, csrf, '/api/portal/pagamento', { idsDebitos: [ids.pagar] }, true)).status).toBe(
      403,
    );
    expect((await json(nav, csrf, '/api/portal/pagamento', { idsDebitos: [ids.doJoao] })).status).toBe(404);

    // two at once: one wins, the other finds the debt under an agreement
    const [r1, r2] = await Promise.all([
      json(nav, csrf, '/api/portal/pagamento', { idsDebitos: [ids.pagar] }),
      json(nav, csrf, '/api/portal/pagamento', { idsDebitos: [ids.pagar] }),
    ]);
    expect([r1.status, r2.status].sort()).toEqual([201, 409]);
    const criado = await corpo(r1.status === 201 ? r1 : r2);
    expect(criado.boleto).toMatchObject({ situacao: 'EM_ABERTO' });
    expect(criado.boleto.linhaDigitavel).toMatch(/^\d{47}$/);
    expect(criado.boleto.pixCopiaECola).toContain('br.gov.bcb.pix');
    const [c] = await app.ctx.db
      .select()
      .from(processoCobranca)
      .where(eq(processoCobranca.id, criado.idProcessoCobranca));
    expect(c).toMatchObject({ origem: 'PORTAL', criadoPor: null, totalParcelas: 1, aceite: null });
    const [b] = await app.ctx.db.select().from(boleto).where(eq(boleto.id, criado.boleto.id));
    expect(Number(b!.valorTotalBoleto)).toBe(criado.boleto.valor);

    const depois = await corpo(json(nav, csrf, '/api/portal/debito/list', {}));
    expect(depois.content.find((d: { id: number }) => d.id === ids.pagar)).toMatchObject({
      podePagar: false,
      acordo: { id: criado.idProcessoCobranca },
    });
    // the slip and its PDF; another person's slip id is 404
    const lido = await corpo(nav.ir(`/api/portal/boleto/${criado.boleto.id}`));
    expect(lido).toMatchObject({ id: criado.boleto.id, situacao: 'EM_ABERTO' });
    const pdf = await nav.ir(`/api/portal/boleto/${criado.boleto.id}/pdf`);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    expect((await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ')).toContain('Ficha de Compensação');
    const outro = await entrarNoPortal(base, JOAO, 'cidadao123');
    expect((await outro.nav.ir(`/api/portal/boleto/${criado.boleto.id}`)).status).toBe(404);
    expect((await outro.nav.ir(`/api/portal/acordo/${criado.idProcessoCobranca}`)).status).toBe(404);
    // an à vista payment has no accepted term
    expect((await nav.ir(`/api/portal/acordo/${criado.idProcessoCobranca}/termo`)).status).toBe(404);

    // the staff list shows it with the portal as its origin, and filters by it
    const staff = await app.inject({
      method: 'POST',
      url: '/api/processoCobranca/list',
      headers: bearerOf(equipe),
      payload: { origem: 'PORTAL' },
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json().content.map((r: { idProcessoCobranca: number }) => r.idProcessoCobranca)).toContain(
      criado.idProcessoCobranca,
    );
    expect(staff.json().content.every((r: { origem: string }) => r.origem === 'PORTAL')).toBe(true);
    const acessos = await app.ctx.db
      .select()
      .from(acessoDadosPessoais)
      .where(and(eq(acessoDadosPessoais.canal, 'PORTAL'), eq(acessoDadosPessoais.origem, 'PORTAL_BOLETO')));
    expect(acessos.length).toBeGreaterThanOrEqual(3);
  });
});

describe('Negociar', () => {
  it('offers quantities, simulates with a term, and the acceptance makes the agreement PARCELADO with its slip', async () => {
    const { nav, csrf } = await entrarNoPortal(base, MARIA, 'cidada123');
    const opcoes = await corpo(
      json(nav, csrf, '/api/portal/negociacao/opcoes', { idsDebitos: [ids.parcelar] }),
    );
    expect(opcoes.opcoes.length).toBeGreaterThan(2);
    const tres = opcoes.opcoes.find((o: { totalParcelas: number }) => o.totalParcelas === 3);
    expect(tres).toBeDefined();
    const sim = await corpo(
      json(nav, csrf, '/api/portal/negociacao/simular', {
        idsDebitos: [ids.parcelar],
        totalParcelas: 3,
      }),
    );
    expect(sim.parcelas).toHaveLength(3);
    expect(sim.valorTotalAcordo).toBe(tres.valorTotal);
    expect(sim.termo.texto).toContain('TERMO DE PARCELAMENTO');
    expect(sim.termo.sha256).toMatch(/^[0-9a-f]{64}$/);
    const aceitar = {
      idsDebitos: sim.idsDebitos,
      totalParcelas: 3,
      primeiroVencimento: sim.primeiroVencimento,
      valorPrimeiraParcela: sim.valorPrimeiraParcela,
      sha256Termo: sim.termo.sha256,
    };
    // a tampered simulation or term: 400, nothing made
    for (const adulterado of [
      { ...aceitar, valorPrimeiraParcela: sim.valorPrimeiraParcela - 100 },
      { ...aceitar, sha256Termo: 'a'.repeat(64) },
      { ...aceitar, totalParcelas: 4 },
    ]) {
      const r = await json(nav, csrf, '/api/portal/negociacao/aceitar', adulterado);
      expect(r.status, await r.text()).toBe(400);
    }
    expect(
      await app.ctx.db.select().from(processoCobranca).where(eq(processoCobranca.origem, 'PORTAL')),
    ).toHaveLength(1);

    const res = await json(nav, csrf, '/api/portal/negociacao/aceitar', aceitar);
    expect(res.status, await res.clone().text()).toBe(201);
    const criado = await corpo(res);
    expect(criado.situacao.descricao).toBe('PARCELADO');
    expect(criado.aceite).toMatchObject({ cpf: MARIA, nivel: 'prata', sha256Termo: sim.termo.sha256 });
    expect(criado.boleto.valor).toBeGreaterThan(0);

    const acordo = await corpo(nav.ir(`/api/portal/acordo/${criado.idProcessoCobranca}`));
    expect(acordo).toMatchObject({
      origem: 'PORTAL',
      totalParcelas: 3,
      situacao: { descricao: 'PARCELADO' },
    });
    expect(acordo.parcelas.map((p: { situacao: string }) => p.situacao)).toEqual([
      'EM_ABERTO',
      'EM_ABERTO',
      'EM_ABERTO',
    ]);
    expect(acordo.parcelas[0].boleto.id).toBe(criado.boleto.id);
    // the term as read, with the acceptance printed
    const termo = await nav.ir(`/api/portal/acordo/${criado.idProcessoCobranca}/termo`);
    expect(termo.status).toBe(200);
    const impresso = (await pdfText(Buffer.from(await termo.arrayBuffer()))).join(' ');
    for (const esperado of ['Aceite eletrônico', 'TERMO DE PARCELAMENTO', sim.termo.sha256, 'Prata'])
      expect(impresso).toContain(esperado);

    // the staff detail names the portal and the acceptance; the audit chain holds it
    const det = (
      await app.inject({
        method: 'GET',
        url: `/api/processoCobranca/${criado.idProcessoCobranca}`,
        headers: bearerOf(equipe),
      })
    ).json();
    expect(det.origem).toBe('PORTAL');
    expect(det.aceite.sha256Termo).toBe(sim.termo.sha256);
    const auditado = await app.ctx.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.entidade, 'processoCobranca'), eq(auditoria.entidadeId, criado.idProcessoCobranca)),
      );
    expect(JSON.stringify(auditado.map((a) => a.campos))).toContain(sim.termo.sha256);
  });

  it('refuses the agreement below the level of PORTAL_NIVEL_ACORDO (403, with how to raise it), but lets bronze pay', async () => {
    const { nav, csrf } = await entrarNoPortal(base, CARLOS, 'bronze123');
    const sim = await corpo(
      json(nav, csrf, '/api/portal/negociacao/simular', {
        idsDebitos: [ids.doCarlos],
        totalParcelas: 2,
      }),
    );
    const r = await json(nav, csrf, '/api/portal/negociacao/aceitar', {
      idsDebitos: [ids.doCarlos],
      totalParcelas: 2,
      primeiroVencimento: sim.primeiroVencimento,
      valorPrimeiraParcela: sim.valorPrimeiraParcela,
      sha256Termo: sim.termo.sha256,
    });
    expect(r.status).toBe(403);
    expect(JSON.stringify(await corpo(r))).toContain('nível prata');
    expect((await json(nav, csrf, '/api/portal/pagamento', { idsDebitos: [ids.doCarlos] })).status).toBe(201);
  });

  it('answers malformed input with 400, never 5xx', async () => {
    const { nav, csrf } = await entrarNoPortal(base, MARIA, 'cidada123');
    for (const [url, body] of [
      ['/api/portal/pagamento', { idsDebitos: [] }],
      ['/api/portal/pagamento', { idsDebitos: ['x'] }],
      ['/api/portal/negociacao/simular', { idsDebitos: [ids.parcelar], totalParcelas: 1 }],
      ['/api/portal/negociacao/aceitar', { idsDebitos: [ids.parcelar] }],
    ] as const) {
      const r = await json(nav, csrf, url, body);
      expect(r.status, url).toBe(400);
    }
    expect((await nav.ir('/api/portal/acordo/abc')).status).toBe(400);
    expect((await nav.ir('/api/portal/boleto/999999')).status).toBe(404);
  });
});

describe('Meus dados', () => {
  it('shows the record held about the person and who read it, the staff included; another CPF sees neither', async () => {
    const { nav } = await entrarNoPortal(base, MARIA, 'cidada123');
    // a staff read of Maria's process, to be listed
    await app.inject({
      method: 'GET',
      url: `/api/processoConstituicaoCredito/${ids.pagar}`,
      headers: bearerOf(equipe),
    });
    const dados = await corpo(nav.ir('/api/portal/meusDados'));
    expect(dados.cpf).toBe(MARIA);
    expect(dados.cadastros).toHaveLength(1);
    expect(dados.cadastros[0]).toMatchObject({ documentoIdentificacao: MARIA });
    expect(dados.cadastros[0].endereco).toContain('CEP');
    const acessos = await corpo(nav.ir('/api/portal/meusDados/acessos?size=100'));
    const canais = new Set(acessos.content.map((a: { canal: string }) => a.canal));
    expect(canais).toEqual(new Set(['SERVIDOR', 'PORTAL']));
    expect(acessos.content[0].quem.nome).toBeTruthy();
    const joao = await entrarNoPortal(base, JOAO, 'cidadao123');
    const deJoao = await corpo(joao.nav.ir('/api/portal/meusDados/acessos?size=100'));
    expect(deJoao.content.every((a: { origem: string }) => !a.origem.includes(String(ids.pagar)))).toBe(true);
    expect((await corpo(joao.nav.ir('/api/portal/meusDados'))).cadastros[0].documentoIdentificacao).toBe(
      JOAO,
    );
  });
});

describe("the staff's 'Atividade no portal'", () => {
  it('lists the sign-ins, reads, slips and acceptances of the debtor; 403 without the permission, 404 for another body', async () => {
    const [d] = await app.ctx.db.select().from(devedor).where(eq(devedor.documentoIdentificacao, MARIA));
    const url = `/api/devedor/${d!.id}/atividadePortal?size=100`;
    const [meu] = await app.ctx.db.select().from(processoCobranca).limit(1);
    const doOrgao = await seedUsuario(app, {
      orgaoCredorId: meu!.orgaoCredorId,
      permissoes: ['DEVEDOR_CONSULTAR'],
    });
    const outro = await seedOrgao(app);
    const deOutro = await seedUsuario(app, { orgaoCredorId: outro.id, permissoes: ['DEVEDOR_CONSULTAR'] });
    const token = async (u: { email: string; senha: string }) =>
      (await login(app, u.email, u.senha)).accessToken;
    const res = await app.inject({ method: 'GET', url, headers: bearerOf(await token(doOrgao)) });
    expect(res.statusCode, res.body).toBe(200);
    const eventos = new Set(res.json().content.map((a: { evento: string }) => a.evento));
    expect(eventos).toEqual(new Set(['ENTRADA', 'CONSULTA', 'BOLETO', 'ACEITE']));
    expect(res.json().content[0].pessoa.cpf).toBe(MARIA);
    expect((await app.inject({ method: 'GET', url, headers: bearerOf(equipe) })).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url, headers: bearerOf(await token(deOutro)) })).statusCode,
    ).toBe(404);
  });
});
