import { addDays, todayInSaoPaulo } from '@divida/domain/calendar';
import { PERMISSOES_PGE, type Permissao } from '@divida/domain/permissions';
import { MENSAGENS_PRESCRICAO } from '@divida/domain/prazos/prescricao.schema';
import { MENSAGENS_CDA } from '@divida/domain/workflow/index';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import { bearerOf, createTestApp, login, problemOf, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { prescricaoDoProcesso } from '../processo/index.ts';
import { processo } from '../processo/processo.table.ts';

const P = 'PROCESSO_CONSTITUICAO_CREDITO';
const BASE = '/api/processoConstituicaoCredito';
const HOJE = todayInSaoPaulo();
const CNJ = '1192602-55.2024.8.26.0100';

let app: FastifyInstance;
let analista: string; // body A: registers, no prescription permission
let procurador: string; // PGE: every body, proposes
let aprovador: string; // PGE: every body, approves
let regional: string; // body B: may consult prescriptions, but only its own body's

const chamar = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: bearerOf(token), ...(payload ? { payload } : {}) });
const prescricao = (id: number, token = procurador) =>
  chamar(token, 'GET', `/processoConstituicaoCredito/${id}/prescricao`);
const post = (id: number, rota: string, corpo: object = {}, token = procurador) =>
  chamar(token, 'POST', `/processoConstituicaoCredito/${id}/${rota}`, corpo);
const JUST = 'Prazo de cinco anos consumado sem causa interruptiva.';

async function criar(): Promise<number> {
  const res = await app.inject({
    method: 'POST',
    url: BASE,
    headers: bearerOf(analista),
    payload: processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }),
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

/** An inscribed process whose CDA (and so its constitution, in the absence of a request) is that old. */
async function inscrito(diasAtras: number) {
  const id = await criar();
  await inscreverParaTeste(app, id, {}, addDays(HOJE, -diasAtras));
  return id;
}

const armazenado = async (id: number) =>
  (
    await app.ctx.db
      .select({ nivel: processo.prescricaoNivel, prazo: processo.prescricaoPrazo })
      .from(processo)
      .where(eq(processo.id, id))
  )[0]!;

beforeAll(async () => {
  app = await createTestApp({ TEST_CLOCK: 'true' });
  const a = await seedOrgao(app);
  // with a bank agreement, so that an inscribed debt is offered for negotiation
  await app.ctx.db.execute(sql`update orgao_credor set convenio = '3128557' where id = ${a.id}`);
  const b = await seedOrgao(app);
  const pge = await seedOrgao(app);
  const token = async (orgaoCredorId: number, permissoes: Permissao[]) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return (await login(app, u.email, u.senha)).accessToken;
  };
  const consulta: Permissao[] = [`${P}_CONSULTAR`];
  analista = await token(a.id, [...consulta, `${P}_CADASTRAR`]);
  procurador = await token(pge.id, [
    ...consulta,
    ...PERMISSOES_PGE,
    'ACESSO_TODOS_ORGAOS',
    'PRESCRICAO_CONSULTAR',
    'PRESCRICAO_RECONHECER',
    'PRESCRICAO_APROVAR',
  ]);
  aprovador = await token(pge.id, [
    ...consulta,
    'ACESSO_TODOS_ORGAOS',
    'PRESCRICAO_CONSULTAR',
    'PRESCRICAO_APROVAR',
  ]);
  regional = await token(b.id, [...consulta, 'PRESCRICAO_CONSULTAR', 'PRESCRICAO_RECONHECER']);
}, 60_000);
afterAll(() => app?.close());

describe('GET …/{id}/prescricao', () => {
  it('answers the clock with its explanation; before the constitution a 200 saying so; 404 for another body; 403 without the permission', async () => {
    const id = await inscrito(100);
    const res = await prescricao(id);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r).toMatchObject({
      regime: 'NAO_TRIBUTARIO',
      nivel: 'SUSPENSO',
      dataConstituicao: addDays(HOJE, -100),
    });
    expect(r.prazoPrescricional).toBe(
      addDays(addDays(HOJE, -100), 180).replace(/^(\d{4})/, (y) => String(Number(y) + 5)),
    );
    expect(r.explicacao[1]).toMatch(/prazo suspenso por 180 dias \(LEF art\. 2º §3º\)/);

    expect(r.constituido).toBe(true);

    // before the constitution: an expected state, a 200 with it (issue 37 item 8), not a 422
    const novo = await criar();
    const antes = await prescricao(novo);
    expect(antes.statusCode, antes.body).toBe(200);
    expect(antes.json()).toEqual({ constituido: false, mensagem: MENSAGENS_PRESCRICAO.naoConstituido });
    // …still within the scope and the permission
    expect((await prescricao(novo, regional)).statusCode).toBe(404);
    expect((await prescricao(novo, analista)).statusCode).toBe(403);
    expect((await chamar(procurador, 'GET', '/processoConstituicaoCredito/abc/prescricao')).statusCode).toBe(
      400,
    );

    expect((await prescricao(id, regional)).statusCode).toBe(404);
    expect((await prescricao(id, analista)).statusCode).toBe(403);
  });
});

describe('recognition with four eyes', () => {
  it('proposes, refuses the proposer approving, approves, blocks the protest, annuls', async () => {
    const id = await inscrito(6 * 366 + 200);
    expect((await prescricao(id)).json().nivel).toBe('PRESCRITO');

    const curta = await post(id, 'reconhecerPrescricao', { justificativa: 'curta' });
    expect(curta.statusCode).toBe(400);
    expect(problemOf(curta).errormessages).toContain(MENSAGENS_PRESCRICAO.justificativaMinimo);
    const longa = await post(id, 'reconhecerPrescricao', { justificativa: 'x'.repeat(1001) });
    expect(longa.statusCode).toBe(400);
    expect((await post(id, 'anularReconhecimentoPrescricao', { justificativa: JUST })).statusCode).toBe(409);

    const proposta = await post(id, 'reconhecerPrescricao', { justificativa: JUST });
    expect(proposta.statusCode, proposta.body).toBe(200);
    expect((await post(id, 'reconhecerPrescricao', { justificativa: JUST })).statusCode).toBe(409);

    const propria = await post(id, 'aprovarReconhecimentoPrescricao');
    expect(propria.statusCode).toBe(403);
    expect(problemOf(propria).errormsg).toBe(MENSAGENS_PRESCRICAO.outroAprovador);
    expect((await post(id, 'aprovarReconhecimentoPrescricao', {}, regional)).statusCode).toBe(403);

    const detalhe = async () =>
      (await chamar(procurador, 'GET', `/processoConstituicaoCredito/${id}`)).json();
    expect((await detalhe()).aptoNegociar).toBe(true);
    expect((await post(id, 'aprovarReconhecimentoPrescricao', {}, aprovador)).statusCode).toBe(200);
    expect((await post(id, 'aprovarReconhecimentoPrescricao', {}, aprovador)).statusCode).toBe(409);
    // the detail no longer offers Negociar
    expect((await detalhe()).aptoNegociar).toBe(false);
    const depois = (await prescricao(id)).json();
    expect(depois.nivel).toBe('EXTINTO');
    expect(depois.reconhecimento).toMatchObject({ situacao: 'APROVADO', justificativa: JUST });
    expect((await armazenado(id)).nivel).toBe('EXTINTO');
    const cda = (await chamar(procurador, 'GET', `/processoConstituicaoCredito/${id}`)).json().dividaAtiva;
    expect(cda.situacaoCDA).toBe('PRESCRITA');

    const protesto = await post(id, 'enviarProtesto', { data: HOJE });
    expect(protesto.statusCode).toBe(409);
    expect(problemOf(protesto).errormsg).toBe(MENSAGENS_CDA.prescrita);
    const ajuizamento = await post(id, 'registrarAjuizamento', {
      numeroProcessoJudicial: CNJ,
      dataAjuizamento: HOJE,
      valor: '10,00',
    });
    expect(ajuizamento.statusCode).toBe(409);

    expect(
      (await post(id, 'anularReconhecimentoPrescricao', { justificativa: JUST }, aprovador)).statusCode,
    ).toBe(200);
    expect((await prescricao(id)).json().nivel).toBe('PRESCRITO');
    expect((await armazenado(id)).nivel).toBe('PRESCRITO');
    expect(
      (await post(id, 'anularReconhecimentoPrescricao', { justificativa: JUST }, aprovador)).statusCode,
    ).toBe(409);
  });

  it('refuses recognising before the deadline (409) and another body’s process (404)', async () => {
    const id = await inscrito(30);
    const cedo = await post(id, 'reconhecerPrescricao', { justificativa: JUST });
    expect(cedo.statusCode).toBe(409);
    expect(problemOf(cedo).errormsg).toBe(MENSAGENS_PRESCRICAO.naoConsumada);
    expect((await post(id, 'reconhecerPrescricao', { justificativa: JUST }, regional)).statusCode).toBe(404);
  });
});

describe('the court case (docs/prazos-e-prescricao.md §2.1)', () => {
  it('records a non-location and a summons, refusing future dates and dates before the filing; stores what it computes', async () => {
    const id = await inscrito(400);
    const filing = addDays(HOJE, -200);
    expect(
      (
        await post(id, 'registrarAjuizamento', {
          numeroProcessoJudicial: CNJ,
          dataAjuizamento: filing,
          valor: '10,00',
        })
      ).statusCode,
    ).toBe(200);
    expect(await armazenado(id)).toEqual({ nivel: 'AJUIZADO', prazo: null });

    const futura = await post(id, 'registrarNaoLocalizacao', {
      data: addDays(HOJE, 1),
      observacao: 'Devedor não encontrado.',
    });
    expect(futura.statusCode).toBe(400);
    const antes = await post(id, 'registrarNaoLocalizacao', {
      data: addDays(filing, -1),
      observacao: 'Devedor não encontrado.',
    });
    expect(antes.statusCode).toBe(400);
    expect(problemOf(antes).errormsg).toBe(MENSAGENS_PRESCRICAO.dataAnteriorAjuizamento);
    expect((await post(id, 'registrarNaoLocalizacao', { data: HOJE, observacao: 'curta' })).statusCode).toBe(
      400,
    );

    const nl = await post(id, 'registrarNaoLocalizacao', {
      data: addDays(HOJE, -10),
      observacao: 'Devedor não encontrado.',
    });
    expect(nl.statusCode, nl.body).toBe(200);
    const r = (await prescricao(id)).json();
    expect(r.nivel).toBe('SUSPENSO');
    expect(await armazenado(id)).toEqual({ nivel: r.nivel, prazo: r.prazoPrescricional });

    expect((await post(id, 'registrarCitacaoOuPenhora', { data: HOJE, tipo: 'OUTRO' })).statusCode).toBe(400);
    expect((await post(id, 'registrarCitacaoOuPenhora', { data: HOJE, tipo: 'PENHORA' })).statusCode).toBe(
      200,
    );
    expect((await prescricao(id)).json().nivel).toBe('AJUIZADO');
    expect((await armazenado(id)).nivel).toBe('AJUIZADO');
  });

  it("judges the CDA actions' dates against the server's clock (the test clock)", async () => {
    const id = await inscrito(30);
    const amanha = addDays(HOJE, 1);
    expect((await post(id, 'enviarProtesto', { data: amanha })).statusCode).toBe(400);
    await app.inject({ method: 'PUT', url: '/api/teste/relogio', payload: { hoje: addDays(HOJE, 2) } });
    try {
      const res = await post(id, 'enviarProtesto', { data: amanha });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await app.inject({ method: 'PUT', url: '/api/teste/relogio', payload: { hoje: HOJE } });
    }
  });
});

describe('POST /prescricao/list and GET /prescricao/resumo', () => {
  it('lists the stored levels within the scope, nulls last, with the summary per level', async () => {
    const id = await inscrito(3000);
    await post(id, 'enviarProtesto', { data: HOJE }); // a movement: the level is stored
    const computado = await prescricaoDoProcesso(app.ctx.db, id, HOJE);
    expect(await armazenado(id)).toEqual({ nivel: computado!.nivel, prazo: computado!.prazoPrescricional });

    const lista = await chamar(procurador, 'POST', '/prescricao/list?size=100', {
      niveis: [computado!.nivel],
    });
    expect(lista.statusCode, lista.body).toBe(200);
    const linha = lista.json().content.find((l: { idProcesso: number }) => l.idProcesso === id);
    expect(linha).toMatchObject({
      nivel: computado!.nivel,
      prazoPrescricional: computado!.prazoPrescricional,
    });
    expect(
      (await chamar(regional, 'POST', '/prescricao/list', {}))
        .json()
        .content.map((l: { idProcesso: number }) => l.idProcesso),
    ).not.toContain(id);
    expect((await chamar(procurador, 'POST', '/prescricao/list?sort=outro', {})).statusCode).toBe(400);
    expect((await chamar(analista, 'POST', '/prescricao/list', {})).statusCode).toBe(403);

    const resumo = await chamar(procurador, 'GET', '/prescricao/resumo');
    expect(resumo.statusCode).toBe(200);
    expect(resumo.json()).toHaveLength(9);
    expect(
      resumo.json().find((r: { nivel: string }) => r.nivel === computado!.nivel).quantidade,
    ).toBeGreaterThan(0);
  });
});
