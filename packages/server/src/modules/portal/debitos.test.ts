import { addDays } from '@divida/domain/calendar';
import { diasRestantes, prazoFinal } from '@divida/domain/workflow/prazo';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AcessoDados } from '@divida/domain/devedor/acessoDados.schema';
import { acessoDadosPessoais } from '../../platform/lgpd/acessoDados.table.ts';
import { pdfText } from '../../test/pdfText.ts';
import { prazoDiasConfigurado } from '../configuracao/index.ts';
import { devedor } from '../devedor/devedor.table.ts';
import { processo } from '../processo/processo.table.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { entrarNoPortal, portaLivre } from '../../test/navegador.ts';
import { inscreverParaTeste } from '../../test/cda.ts';
import { pessoaValida, processoValido } from '../../test/payloads.ts';

/**
 * What a person owes, on the portal (docs/portal.md §5.5): every body, holder and co-obligor, the
 * staff's values to the cent, nobody else's debt, and each read in the access log as the person's.
 */
const MARIA = '52998224725'; // a demo citizen of the embedded provider (idp/contas.ts)
const JOAO = '11144477735';
let app: FastifyInstance;
let base: string;
let deA: string;
let orgaoA: number;
const ids: Record<string, number> = {};

beforeAll(async () => {
  const porta = await portaLivre();
  base = `http://127.0.0.1:${porta}`;
  app = await createTestApp({ PUBLIC_URL: base });
  await app.listen({ port: porta, host: '127.0.0.1' });
  const a = await seedOrgao(app);
  const b = await seedOrgao(app);
  orgaoA = a.id;
  const token = async (orgaoCredorId: number) => {
    const P = 'PROCESSO_CONSTITUICAO_CREDITO';
    const u = await seedUsuario(app, { orgaoCredorId, permissoes: [`${P}_CADASTRAR`, `${P}_CONSULTAR`] });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  deA = await token(a.id);
  const deB = await token(b.id);
  const cadastrar = async (nome: string, t: string, documento: string, extra: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/processoConstituicaoCredito',
      headers: bearerOf(t),
      payload: processoValido(documento, extra),
    });
    expect(res.statusCode, res.body).toBe(201);
    ids[nome] = res.json().id;
  };
  await cadastrar('mariaEmA', deA, MARIA);
  await cadastrar('mariaEmB', deB, MARIA, { valorAtualizado: '750,25' });
  await cadastrar('joaoComMaria', deA, JOAO, {
    nome: 'João Batista Pereira',
    corresponsaveis: [pessoaValida(MARIA, { nome: 'Maria das Dores Silva', tipo: 'SOCIO' })],
  });
  await cadastrar('soDoJoao', deB, JOAO, { nome: 'João Batista Pereira' });
  ids.cdaDeMaria = (await inscreverParaTeste(app, ids.mariaEmB!)).id;
  ids.cdaDoJoao = (await inscreverParaTeste(app, ids.soDoJoao!)).id;
}, 120_000);
afterAll(() => app.close());

const saldoNaEquipe = async (id: number) =>
  (
    await app.inject({ method: 'GET', url: `/api/processoConstituicaoCredito/${id}`, headers: bearerOf(deA) })
  ).json().valores?.saldoDevedor as number | undefined;

describe("the person's debts", () => {
  it('lists holder and co-obligor debts in every body, none of anyone else; values equal the staff detail', async () => {
    const { nav, csrf } = await entrarNoPortal(base, MARIA, 'cidada123');
    const semCsrf = await nav.ir('/api/portal/debito/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(semCsrf.status).toBe(403);
    const res = await nav.ir('/api/portal/debito/list?size=50', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: '{}',
    });
    expect(res.status).toBe(200);
    const pagina = (await res.json()) as {
      content: { id: number; papel: string; saldoDevedor: number; orgaoCredor: { id: number } }[];
      totalElements: number;
    };
    const porId = new Map(pagina.content.map((d) => [d.id, d]));
    expect([...porId.keys()].sort()).toEqual([ids.mariaEmA, ids.mariaEmB, ids.joaoComMaria].sort());
    expect(pagina.totalElements).toBe(3);
    expect(porId.get(ids.joaoComMaria!)!.papel).toBe('CORRESPONSAVEL');
    expect(porId.get(ids.mariaEmA!)!.papel).toBe('TITULAR');
    expect(new Set(pagina.content.map((d) => d.orgaoCredor.id)).size).toBe(2);
    // the staff of body A reads its own two; B's through its detail is outside A's scope
    for (const id of [ids.mariaEmA!, ids.joaoComMaria!])
      expect(porId.get(id)!.saldoDevedor).toBe(await saldoNaEquipe(id));

    const resumo = (await (await nav.ir('/api/portal/resumo')).json()) as {
      totalDevido: number;
      porOrgao: { quantidade: number; saldoDevedor: number }[];
      proximaParcela: unknown;
    };
    const soma = pagina.content.reduce((s, d) => s + Math.round(d.saldoDevedor * 100), 0) / 100;
    expect(resumo.totalDevido).toBe(soma);
    expect(resumo.porOrgao.map((o) => o.quantidade).sort()).toEqual([1, 2]);
    expect(resumo.proximaParcela).toBeNull();
  });

  it("writes each read to the access log as the person's, channel PORTAL", async () => {
    const { nav, csrf } = await entrarNoPortal(base, MARIA, 'cidada123');
    const linhas = () =>
      app.ctx.db
        .select()
        .from(acessoDadosPessoais)
        .where(
          and(eq(acessoDadosPessoais.canal, 'PORTAL'), eq(acessoDadosPessoais.origem, 'PORTAL_DEBITOS')),
        );
    const antes = (await linhas()).length;
    await nav.ir('/api/portal/debito/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: '{}',
    });
    const novas = (await linhas()).slice(antes);
    // Maria as the holder of two and as the co-obligor of João's: one debtor row, hers
    expect(novas).toHaveLength(1);
    expect(novas[0]).toMatchObject({
      leitorCpf: MARIA,
      leitorNome: 'Maria das Dores Silva',
      usuarioId: null,
    });
    expect(novas[0]!.portalSessaoId).toBeTruthy();
  });

  it("the staff's access list and the holder's report show the person's own portal reads", async () => {
    const u = await seedUsuario(app, { orgaoCredorId: orgaoA, permissoes: ['DADOS_PESSOAIS_AUDITAR'] });
    const auditor = (await login(app, u.email, u.senha)).accessToken;
    const [d] = await app.ctx.db
      .select({ id: devedor.id })
      .from(devedor)
      .where(eq(devedor.documentoIdentificacao, MARIA));
    const lista = await app.inject({
      method: 'GET',
      url: `/api/devedor/${d!.id}/acessos?size=50`,
      headers: bearerOf(auditor),
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const doPortal = (lista.json() as { content: AcessoDados[] }).content.filter((c) => c.canal === 'PORTAL');
    expect(doPortal.length).toBeGreaterThan(0);
    expect(doPortal[0]).toMatchObject({
      usuario: null,
      orgaoCredor: null,
      pessoa: { cpf: MARIA, nome: 'Maria das Dores Silva' },
    });
    const pdf = await app.inject({
      method: 'GET',
      url: `/api/devedor/${d!.id}/relatorioAcessos`,
      headers: bearerOf(auditor),
    });
    expect(pdf.statusCode).toBe(200);
    const texto = (await pdfText(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ');
    expect(texto).toContain('Maria das Dores Silva (portal do devedor)');
  });

  it('Início shows the term running on a debt, with its last day as the staff count it', async () => {
    const hoje = app.ctx.relogio.hoje();
    const referencia = addDays(hoje, -2);
    await app.ctx.db
      .update(processo)
      .set({ situacaoId: 3, dataReferenciaPrazo: referencia })
      .where(eq(processo.id, ids.joaoComMaria!));
    const { nav } = await entrarNoPortal(base, MARIA, 'cidada123');
    const resumo = (await (await nav.ir('/api/portal/resumo')).json()) as {
      prazos: { idDebito: number; ultimoDia: string; diasRestantes: number }[];
    };
    const ultimoDia = prazoFinal(referencia, await prazoDiasConfigurado(app.ctx.db));
    expect(resumo.prazos).toEqual([
      expect.objectContaining({
        idDebito: ids.joaoComMaria,
        ultimoDia,
        diasRestantes: diasRestantes(ultimoDia, hoje),
      }),
    ]);
  });

  it('a person with no debt sees none, and the filter by body narrows', async () => {
    const { nav, csrf } = await entrarNoPortal(base, '15350946056', 'bronze123');
    const res = await nav.ir('/api/portal/debito/list', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: '{}',
    });
    expect(await res.json()).toEqual({ content: [], totalElements: 0 });
    const resumo = await (await nav.ir('/api/portal/resumo')).json();
    expect(resumo).toEqual({ totalDevido: 0, porOrgao: [], proximaParcela: null, prazos: [] });
    const m = await entrarNoPortal(base, MARIA, 'cidada123');
    const orgaoB = (
      (await (
        await m.nav.ir('/api/portal/debito/list', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-csrf-token': m.csrf },
          body: '{}',
        })
      ).json()) as { content: { id: number; orgaoCredor: { id: number } }[] }
    ).content.find((d) => d.id === ids.mariaEmB)!.orgaoCredor.id;
    const filtrada = (await (
      await m.nav.ir('/api/portal/debito/list', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': m.csrf },
        body: JSON.stringify({ idOrgaoCredor: orgaoB }),
      })
    ).json()) as { content: { id: number }[] };
    expect(filtrada.content.map((d) => d.id)).toEqual([ids.mariaEmB]);
  });

  it("a debt's detail: the staff's values to the cent; another person's id, or an unknown one, 404 alike", async () => {
    const { nav } = await entrarNoPortal(base, MARIA, 'cidada123');
    const res = await nav.ir(`/api/portal/debito/${ids.mariaEmA}`);
    expect(res.status).toBe(200);
    const d = (await res.json()) as { valores: Record<string, number>; descricaoFato: string };
    const equipe = (
      await app.inject({
        method: 'GET',
        url: `/api/processoConstituicaoCredito/${ids.mariaEmA}`,
        headers: bearerOf(deA),
      })
    ).json() as { valores: Record<string, number>; descricaoFato: string };
    expect(d.valores).toEqual(equipe.valores);
    expect(d.descricaoFato).toBe(equipe.descricaoFato);
    expect(JSON.stringify(d)).not.toContain('corresponsaveis');
    const alheio = await nav.ir(`/api/portal/debito/${ids.soDoJoao}`);
    const inexistente = await nav.ir('/api/portal/debito/999999');
    expect(alheio.status).toBe(404);
    expect(inexistente.status).toBe(404);
    expect(await alheio.text()).toBe(await inexistente.text());
    // the co-obligor sees the process she answers for; its holder's data is not in it
    const coobrigada = await nav.ir(`/api/portal/debito/${ids.joaoComMaria}`);
    expect(coobrigada.status).toBe(200);
    expect(await coobrigada.text()).not.toContain(JOAO);
    expect((await nav.ir('/api/portal/debito/abc')).status).toBe(400);
    // by its CDA: hers opens her process; João's answers as an unknown one
    const pelaCda = (await (await nav.ir(`/api/portal/cda/${ids.cdaDeMaria}`)).json()) as {
      id: number;
      cda: { id: number };
    };
    expect(pelaCda).toMatchObject({ id: ids.mariaEmB, cda: { id: ids.cdaDeMaria } });
    expect((await nav.ir(`/api/portal/cda/${ids.cdaDoJoao}`)).status).toBe(404);
    // 'Ver cálculo': the staff's memory of today, month by month, to the cent; João's is 404
    const memoria = await (await nav.ir(`/api/portal/debito/${ids.mariaEmA}/memoriaCalculo`)).json();
    const daEquipe = (
      await app.inject({
        method: 'GET',
        url: `/api/processoConstituicaoCredito/${ids.mariaEmA}/memoriaCalculo`,
        headers: bearerOf(deA),
      })
    ).json();
    expect(memoria).toEqual(daEquipe);
    expect((await nav.ir(`/api/portal/debito/${ids.soDoJoao}/memoriaCalculo`)).status).toBe(404);
  });

  it('without a session, or with a staff token: 401; malformed input: 400, never 5xx', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/portal/resumo' })).statusCode).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/api/portal/resumo', headers: bearerOf(deA) })).statusCode,
    ).toBe(401);
    const { nav, csrf } = await entrarNoPortal(base, MARIA, 'cidada123');
    const ruim = await nav.ir('/api/portal/debito/list?size=-1', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: '{"idOrgaoCredor":"x"}',
    });
    expect(ruim.status).toBe(400);
  });
});

describe('the documents sent', () => {
  it('the holder gets the CDA as sent; a co-obligor none (the holder’s data); others 404', async () => {
    const { nav } = await entrarNoPortal(base, MARIA, 'cidada123');
    const det = (await (await nav.ir(`/api/portal/debito/${ids.mariaEmB}`)).json()) as {
      documentos: { tipo: string; url: string }[];
    };
    const cda = det.documentos.find((d) => d.tipo === 'CDA');
    expect(cda?.url).toBe(`/api/portal/debito/${ids.mariaEmB}/documento/cda`);
    const pdf = await nav.ir(cda!.url);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toContain('application/pdf');
    const texto = (await pdfText(Buffer.from(await pdf.arrayBuffer()))).join(' ');
    expect(texto).toContain('Certidão de Dívida Ativa');
    expect(texto).toContain('Portal do devedor');
    // as co-obligor of João's process: no documents, and none by the path
    const comoCorresponsavel = (await (await nav.ir(`/api/portal/debito/${ids.joaoComMaria}`)).json()) as {
      documentos: unknown[];
    };
    expect(comoCorresponsavel.documentos).toEqual([]);
    expect((await nav.ir(`/api/portal/debito/${ids.joaoComMaria}/documento/tcc`)).status).toBe(404);
    // a document the process does not have yet, another person's, a kind that does not exist
    expect((await nav.ir(`/api/portal/debito/${ids.mariaEmA}/documento/cda`)).status).toBe(404);
    expect((await nav.ir(`/api/portal/debito/${ids.soDoJoao}/documento/cda`)).status).toBe(404);
    expect((await nav.ir(`/api/portal/debito/${ids.mariaEmB}/documento/outro`)).status).toBe(400);
  });
});
