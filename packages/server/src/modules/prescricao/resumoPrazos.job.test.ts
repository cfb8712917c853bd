import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { addDays, formatDateBR, todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import { MENSAGENS } from '@divida/domain/errors';
import { formatarNumeroCda, formatarNumeroProcesso } from '@divida/domain/format';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inscreverParaTeste } from '../../test/cda.ts';
import {
  ate,
  bearerOf,
  createTestApp,
  login,
  problemOf,
  seedOrgao,
  seedUsuario,
} from '../../test/harness.ts';
import { processoValido } from '../../test/payloads.ts';
import { atualizarPrescricao } from '../processo/index.ts';
import { processo } from '../processo/processo.table.ts';
import { resumoPrazosEnvio } from './prescricao.table.ts';
import { LIMITE_ITENS_RESUMO } from './resumoPrazos.job.ts';

/** A real SMTP server on loopback: what the summary job sends arrives here. */
const inbox: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
    stream.on('end', () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
      callback();
    });
  },
});

/** The text of a message as its reader sees it: the body after the headers, quoted-printable or base64 decoded. */
function textoDoEmail(raw: string): string {
  const fim = raw.indexOf('\r\n\r\n');
  const cabecalho = raw.slice(0, fim);
  const texto = raw.slice(fim + 4);
  if (/content-transfer-encoding:\s*base64/i.test(cabecalho))
    return Buffer.from(texto.replace(/\s/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(cabecalho)) {
    const bytes = texto
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return texto;
}

const HOJE = todayInSaoPaulo();
let app: FastifyInstance;
let pge: { token: string; email: string };
let orgao: { token: string; email: string };
let admin: string; // the PGE: runs the office's job
let adminDoOrgao: string; // a body's user holding the job's permission

const relogio = (hoje: string) => app.inject({ method: 'PUT', url: '/api/teste/relogio', payload: { hoje } });
const executar = async (token = admin) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/tarefa/agendadas/resumo-prazos/executar',
    headers: bearerOf(token),
  });
  return res;
};

beforeAll(async () => {
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  app = await createTestApp({
    TEST_CLOCK: 'true',
    SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    PUBLIC_URL: 'http://app.teste',
    MAIL_RETRY_SECONDS: '1',
  });
  const a = await seedOrgao(app);
  const p = await seedOrgao(app);
  const usuario = async (
    orgaoCredorId: number,
    permissoes: Parameters<typeof seedUsuario>[1]['permissoes'],
  ) => {
    const u = await seedUsuario(app, { orgaoCredorId, permissoes });
    return { token: (await login(app, u.email, u.senha)).accessToken, email: u.email };
  };
  pge = await usuario(p.id, [
    'ACESSO_TODOS_ORGAOS',
    'PRESCRICAO_CONSULTAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
  ]);
  orgao = await usuario(a.id, [
    'PROCESSO_CONSTITUICAO_CREDITO_CONSULTAR',
    'PROCESSO_CONSTITUICAO_CREDITO_CADASTRAR',
  ]);
  admin = (await usuario(p.id, ['ALTERAR_CONFIGURACAO', 'ACESSO_TODOS_ORGAOS'])).token;
  adminDoOrgao = (await usuario(a.id, ['ALTERAR_CONFIGURACAO'])).token;
}, 60_000);
afterAll(async () => {
  await relogio(HOJE);
  await app?.close();
  smtp.close();
});

async function criar(token: string, naturezaTaxa = false) {
  const corpo = processoValido('529.982.247-25', { nome: 'Joaquim Nabuco de Araújo' }) as Record<
    string,
    unknown
  >;
  const res = await app.inject({
    method: 'POST',
    url: '/api/processoConstituicaoCredito',
    headers: bearerOf(token),
    payload: naturezaTaxa ? { ...corpo, idNaturezaDebito: 12 } : corpo,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as number;
}

describe('POST /tarefa/agendadas/resumo-prazos/executar (issue 37 item 1)', () => {
  it("is the PGE's: a body's user holding the permission gets a 403 saying the job is every body's", async () => {
    const r = await executar(adminDoOrgao);
    expect(r.statusCode).toBe(403);
    expect(problemOf(r).errormsg).toBe(MENSAGENS.registroCompartilhado);
    // without the permission, even at the PGE: the usual 403
    const sem = await executar(pge.token);
    expect(sem.statusCode).toBe(403);
    expect(problemOf(sem).errormsg).toBe(MENSAGENS.semPermissao);
    expect(
      (await app.inject({ method: 'POST', url: '/api/tarefa/agendadas/resumo-prazos/executar' })).statusCode,
    ).toBe(401);
  });
});

describe('GET/PUT /usuario/preferencias', () => {
  it("reads and sets the caller's own opt-in", async () => {
    const h = bearerOf(pge.token);
    expect(
      (await app.inject({ method: 'GET', url: '/api/usuario/preferencias', headers: h })).json(),
    ).toEqual({
      receberResumoDiarioPrazos: false,
    });
    const put = await app.inject({
      method: 'PUT',
      url: '/api/usuario/preferencias',
      headers: h,
      payload: { receberResumoDiarioPrazos: true },
    });
    expect(put.json()).toEqual({ receberResumoDiarioPrazos: true });
    const ruim = await app.inject({
      method: 'PUT',
      url: '/api/usuario/preferencias',
      headers: h,
      payload: { receberResumoDiarioPrazos: 'sim' },
    });
    expect(ruim.statusCode).toBe(400);
  });
});

describe('the daily summary, day by day on the test clock', () => {
  it('a level crossing sends one e-mail; a second run the same day and a day with nothing new send none', async () => {
    // a tax (no suspension at inscription): the deadline is the constitution plus 5 years, 181 days ahead
    const id = await criar(orgao.token, true);
    const prazo = addDays(HOJE, 181);
    await inscreverParaTeste(app, id, {}, `${Number(prazo.slice(0, 4)) - 5}${prazo.slice(4)}`);
    await atualizarPrescricao(app.ctx.db, [id], HOJE);
    const nivel = async () =>
      (await app.ctx.db.select({ n: processo.prescricaoNivel }).from(processo).where(eq(processo.id, id)))[0]!
        .n;
    expect(await nivel()).toBe('AMARELO');

    expect((await executar(pge.token)).statusCode).toBe(403);
    const dia0 = await executar();
    expect(dia0.statusCode, dia0.body).toBe(200);
    expect(dia0.json().enviados).toBe(0);

    await relogio(addDays(HOJE, 1));
    const dia1 = (await executar()).json();
    expect(await nivel()).toBe('LARANJA');
    expect(dia1.enviados).toBe(1);
    const mail = await ate(() => inbox.find((m) => m.to === pge.email), 30_000);
    expect(mail.raw).toMatch(/prescricao\?niveis=3DLARANJA|prescricao\?niveis=LARANJA/);
    // the level as every screen names it (U-16), not the threshold
    expect(textoDoEmail(mail.raw)).toContain('Laranja');
    expect(textoDoEmail(mail.raw)).not.toContain('Até 180 dias');
    expect((await executar()).json().enviados).toBe(0);

    await relogio(addDays(HOJE, 2));
    expect((await executar()).json().enviados).toBe(0);
    const envios = await app.ctx.db.select().from(resumoPrazosEnvio);
    expect(envios).toHaveLength(1);
    expect(inbox.filter((m) => m.to === pge.email)).toHaveLength(1);

    const sino = await app.inject({ method: 'GET', url: '/api/prazo/alertas', headers: bearerOf(pge.token) });
    expect(sino.json().prescricoes).toBeGreaterThanOrEqual(1);
    await relogio(HOJE);
  });
});

describe('POST /prazo/list and the body’s bell', () => {
  it('lists running and over terms within the scope, filtered exactly by the days left', async () => {
    const vencido = await criar(orgao.token);
    const correndo = await criar(orgao.token);
    await app.ctx.db
      .update(processo)
      .set({ faseId: 6, situacaoId: 3, dataReferenciaPrazo: addDays(HOJE, -40) })
      .where(eq(processo.id, vencido));
    await app.ctx.db
      .update(processo)
      .set({ faseId: 6, situacaoId: 3, dataReferenciaPrazo: HOJE })
      .where(eq(processo.id, correndo));
    const lista = async (corpo: object, token = orgao.token) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/prazo/list?size=50',
        headers: bearerOf(token),
        payload: corpo,
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().content as { idProcesso: number; diasRestantesPrazo: number }[];
    };
    const todos = await lista({});
    expect(todos.map((l) => l.idProcesso)).toEqual([vencido, correndo]);
    expect((await lista({ vencidos: true })).map((l) => l.idProcesso)).toEqual([vencido]);
    const dias = todos.find((l) => l.idProcesso === correndo)!.diasRestantesPrazo;
    expect((await lista({ vencendoEmDias: dias })).map((l) => l.idProcesso)).toEqual([correndo]);
    expect((await lista({ vencendoEmDias: dias - 1 })).map((l) => l.idProcesso)).toEqual([]);
    const bad = await app.inject({
      method: 'POST',
      url: '/api/prazo/list',
      headers: bearerOf(orgao.token),
      payload: { vencendoEmDias: 31 },
    });
    expect(bad.statusCode).toBe(400);

    const sino = await app.inject({
      method: 'GET',
      url: '/api/prazo/alertas',
      headers: bearerOf(orgao.token),
    });
    expect(sino.json()).toMatchObject({ prazos: 1, prescricoes: 0, total: 1 });
  });
});

describe('the summary lists the items (issue 37 item 16)', () => {
  it('the PGE: each inscribed CDA with its debtor, deadline and link, up to the limit and "e mais N"; a process not inscribed is no CDA', async () => {
    const dia = addDays(HOJE, 3);
    const naoInscrito = await criar(orgao.token);
    const inscritos: { id: number; numeroCda: string; prazo: IsoDate }[] = [];
    for (let i = 0; i < LIMITE_ITENS_RESUMO + 1; i++) {
      const id = await criar(orgao.token);
      const cda = await inscreverParaTeste(app, id);
      inscritos.push({ id, numeroCda: cda.numeroCda, prazo: addDays(dia, 10 + i) });
    }
    // all reached Crítico on the day; the one not inscribed has the nearest deadline of all
    const critico = (id: number, prazo: IsoDate) =>
      app.ctx.db
        .update(processo)
        .set({
          prescricaoNivel: 'CRITICO',
          prescricaoPrazo: prazo,
          prescricaoNivelDesde: dia,
          prescricaoRevisao: null,
        })
        .where(eq(processo.id, id));
    await critico(naoInscrito, addDays(dia, 1));
    for (const x of inscritos) await critico(x.id, x.prazo);
    const numeroNaoInscrito = (
      await app.ctx.db.select({ n: processo.numero }).from(processo).where(eq(processo.id, naoInscrito))
    )[0]!.n;

    await relogio(dia);
    const antes = inbox.filter((m) => m.to === pge.email).length;
    expect((await executar()).json().enviados).toBeGreaterThanOrEqual(1);
    const mail = await ate(() => inbox.filter((m) => m.to === pge.email)[antes], 30_000);
    const texto = textoDoEmail(mail.raw);

    expect(texto).toContain(`${LIMITE_ITENS_RESUMO + 1} CDA(s) passaram ao nível Crítico:`);
    // nearest deadline first, each with the CDA as the screens write it, the debtor, the day, the link
    const listados = inscritos.slice(0, LIMITE_ITENS_RESUMO);
    for (const x of listados)
      expect(texto).toContain(
        `• CDA ${formatarNumeroCda(x.numeroCda)} – Joaquim Nabuco de Araújo – prazo prescricional ` +
          `${formatDateBR(x.prazo)}: http://app.teste/processos/${x.id}`,
      );
    expect(texto.indexOf(formatarNumeroCda(listados[0]!.numeroCda))).toBeLessThan(
      texto.indexOf(formatarNumeroCda(listados[1]!.numeroCda)),
    );
    const deFora = inscritos[LIMITE_ITENS_RESUMO]!;
    expect(texto).not.toContain(formatarNumeroCda(deFora.numeroCda));
    expect(texto).toMatch(/^e mais 1\r?$/m);
    expect(texto).toContain('Lista completa: http://app.teste/prescricao?niveis=CRITICO');
    // the process with no CDA is neither counted nor listed
    expect(texto).not.toContain(formatarNumeroProcesso(numeroNaoInscrito));
    expect(texto).not.toContain(`processos/${naoInscrito}`);
    await relogio(HOJE);
  });

  it("a body's user: each term with the process's number, debtor, last day and link", async () => {
    const dia = addDays(HOJE, 4);
    const put = await app.inject({
      method: 'PUT',
      url: '/api/usuario/preferencias',
      headers: bearerOf(orgao.token),
      payload: { receberResumoDiarioPrazos: true },
    });
    expect(put.statusCode).toBe(200);
    await relogio(dia);
    const prazos = (
      await app.inject({
        method: 'POST',
        url: '/api/prazo/list?size=50',
        headers: bearerOf(orgao.token),
        payload: { vencendoEmDias: 3, vencidos: true },
      })
    ).json() as {
      content: { idProcesso: number; numeroProcesso: string; devedor: string; prazoFinal: string }[];
      totalElements: number;
    };
    expect(prazos.totalElements).toBeGreaterThanOrEqual(1);
    expect((await executar()).json().enviados).toBeGreaterThanOrEqual(1);
    const mail = await ate(() => inbox.find((m) => m.to === orgao.email), 30_000);
    const texto = textoDoEmail(mail.raw);
    expect(texto).toContain(
      `${prazos.totalElements} processo(s) com prazo terminando em até 3 dias ou vencido aguardando ação:`,
    );
    for (const l of prazos.content)
      expect(texto).toContain(
        `• Processo ${formatarNumeroProcesso(l.numeroProcesso)} – ${l.devedor} – prazo final ` +
          `${formatDateBR(l.prazoFinal as IsoDate)}: http://app.teste/processos/${l.idProcesso}`,
      );
    expect(texto).toContain('Lista completa: http://app.teste/prazos');
    expect(texto).not.toContain('e mais');
    await relogio(HOJE);
  });
});
