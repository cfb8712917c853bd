import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria } from '../../platform/audit/auditoria.table.ts';
import { bearerOf, createTestApp, login, seedOrgao, seedUsuario } from '../../test/harness.ts';
import { serieMensal } from './indiceFinanceiro.repository.ts';

/**
 * The Banco Central's series API stood in for by a local server speaking its JSON
 * (`/dados/serie/bcdata.sgs.{código}/dados?formato=json&dataInicial=…&dataFinal=…`): the machine that
 * runs the tests has no internet, and a test never calls the real one.
 */
interface Sgs {
  url: string;
  series: Map<number, { data: string; valor: string }[]>;
  falhas: Map<number, number>;
  pedidos: { codigo: number; dataInicial: string | null; dataFinal: string | null }[];
  close: () => Promise<void>;
}

const paraIso = (br: string) => `${br.slice(6, 10)}-${br.slice(3, 5)}-${br.slice(0, 2)}`;

async function sgsLocal(): Promise<Sgs> {
  const series = new Map<number, { data: string; valor: string }[]>();
  const falhas = new Map<number, number>();
  const pedidos: Sgs['pedidos'] = [];
  const server: Server = createServer((req, res) => {
    const u = new URL(req.url ?? '/', 'http://127.0.0.1');
    const m = /^\/dados\/serie\/bcdata\.sgs\.(\d+)\/dados$/.exec(u.pathname);
    if (!m || u.searchParams.get('formato') !== 'json') {
      res.writeHead(400).end();
      return;
    }
    const codigo = Number(m[1]);
    const dataInicial = u.searchParams.get('dataInicial');
    const dataFinal = u.searchParams.get('dataFinal');
    pedidos.push({ codigo, dataInicial, dataFinal });
    const falha = falhas.get(codigo);
    if (falha) {
      res.writeHead(falha, { 'content-type': 'text/html' }).end('<html>erro</html>');
      return;
    }
    const de = dataInicial ? paraIso(dataInicial) : '0000-00-00';
    const ate = dataFinal ? paraIso(dataFinal) : '9999-99-99';
    const linhas = (series.get(codigo) ?? []).filter((l) => paraIso(l.data) >= de && paraIso(l.data) <= ate);
    if (linhas.length === 0) {
      // what the real API answers for a period without values
      res.writeHead(404, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: 'Value(s) not found', message: 'Valor(es) não encontrado(s)' }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(linhas));
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    series,
    falhas,
    pedidos,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

const HOJE = '2026-03-10';
let sgs: Sgs;
let app: FastifyInstance;
let pge: string;
let outro: string;

const executar = (token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/tarefa/agendadas/atualizar-indices/executar',
    headers: token ? bearerOf(token) : {},
  });
const situacao = async () =>
  (
    await app.inject({ method: 'GET', url: '/api/indiceFinanceiro/situacao', headers: bearerOf(pge) })
  ).json() as {
    fonte: string | null;
    indices: { sigla: string; ultimoMes: string | null; mesEsperado: string; atrasado: boolean }[];
  };
const auditoriaDoIpca = () =>
  app.ctx.db
    .select()
    .from(auditoria)
    .where(and(eq(auditoria.entidade, 'indiceFinanceiro'), eq(auditoria.entidadeId, '1')))
    .orderBy(auditoria.id);

beforeAll(async () => {
  sgs = await sgsLocal();
  app = await createTestApp({ INDICES_BACEN_URL: `${sgs.url}/`, TEST_CLOCK: 'true' });
  app.ctx.relogio.definir!(HOJE);
  const orgao = await seedOrgao(app);
  const u = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: ['ACESSO_TODOS_ORGAOS'] });
  pge = (await login(app, u.email, u.senha)).accessToken;
  const o = await seedUsuario(app, { orgaoCredorId: orgao.id, permissoes: ['ALTERAR_CONFIGURACAO'] });
  outro = (await login(app, o.email, o.senha)).accessToken;
});
afterAll(async () => {
  await app.close();
  await sgs.close();
});
beforeEach(() => {
  sgs.falhas.clear();
  sgs.pedidos.length = 0;
});

describe("fetching the indexes from the Banco Central's series API", () => {
  it('fetches each index by its SGS code, writes the closed months once, and says the series is current', async () => {
    sgs.series.set(433, [
      { data: '01/12/2025', valor: '0.33' },
      { data: '01/01/2026', valor: '0.16' },
      { data: '01/02/2026', valor: '0.50' },
      // the current month: its figure may be partial, never taken
      { data: '01/03/2026', valor: '0.20' },
    ]);
    sgs.series.set(188, [{ data: '01/01/2026', valor: '0.40' }]);
    const antes = await situacao();
    expect(antes.fonte).toBe(sgs.url);
    expect(antes.indices.find((i) => i.sigla === 'IPCA')).toMatchObject({
      ultimoMes: '2025-12',
      mesEsperado: '2026-02',
      atrasado: true,
    });

    const res = await executar(pge);
    expect(res.statusCode).toBe(200);
    const ipca = res.json().indices.find((i: { sigla: string }) => i.sigla === 'IPCA');
    expect(ipca).toEqual({
      id: 1,
      sigla: 'IPCA',
      inseridos: 2,
      alterados: 0,
      inalterados: 1,
      ultimaDataReferencia: '2026-02-01',
      erro: null,
    });
    // every index asked by its code, from twelve months before its last month up to today
    expect(sgs.pedidos.map((p) => p.codigo).sort()).toEqual([188, 189, 433, 4390]);
    expect(sgs.pedidos.find((p) => p.codigo === 433)).toEqual({
      codigo: 433,
      dataInicial: '01/12/2024',
      dataFinal: '10/03/2026',
    });
    expect(await serieMensal(app.ctx.db, 1, '2025-12', '2026-03')).toEqual([
      { mes: '2025-12', taxa: '0.33' },
      { mes: '2026-01', taxa: '0.16' },
      { mes: '2026-02', taxa: '0.5' },
    ]);
    // an index with nothing new (the API's 404 for an empty period) is not an error
    expect(res.json().indices.find((i: { sigla: string }) => i.sigla === 'IGP-M')).toMatchObject({
      inseridos: 0,
      erro: null,
    });
    expect((await situacao()).indices.find((i) => i.sigla === 'IPCA')).toMatchObject({
      ultimoMes: '2026-02',
      atrasado: false,
    });
    // the months inserted are in the audit trail, by the administrator who asked
    const [a] = await auditoriaDoIpca();
    expect(a!.campos).toEqual({ '2026-01': { para: '0.16' }, '2026-02': { para: '0.5' } });
    expect(a!.usuarioId).not.toBeNull();
  });

  it('is idempotent: the same months again write nothing; a figure the Banco Central corrected is updated and audited', async () => {
    const r = await executar(pge);
    expect(r.json().indices.find((i: { sigla: string }) => i.sigla === 'IPCA')).toMatchObject({
      inseridos: 0,
      alterados: 0,
      inalterados: 3,
    });
    expect(await auditoriaDoIpca()).toHaveLength(1);

    sgs.series.get(433)![1] = { data: '01/01/2026', valor: '0.17' };
    const c = await executar(pge);
    expect(c.json().indices.find((i: { sigla: string }) => i.sigla === 'IPCA')).toMatchObject({
      inseridos: 0,
      alterados: 1,
      inalterados: 2,
    });
    expect(await serieMensal(app.ctx.db, 1, '2026-01', '2026-01')).toEqual([
      { mes: '2026-01', taxa: '0.17' },
    ]);
    const trilha = await auditoriaDoIpca();
    expect(trilha).toHaveLength(2);
    expect(trilha[1]!.campos).toEqual({ '2026-01': { de: '0.16', para: '0.17' } });
  });

  it('reports an index the source fails, and still writes the others', async () => {
    sgs.falhas.set(188, 503);
    sgs.series.set(189, [{ data: '01/01/2026', valor: '0.41' }]);
    const r = await executar(pge);
    expect(r.statusCode).toBe(200);
    const indices = r.json().indices as { sigla: string; erro: string | null; inseridos: number }[];
    expect(indices.find((i) => i.sigla === 'INPC')).toMatchObject({
      inseridos: 0,
      erro: 'O Banco Central respondeu HTTP 503 à série 188.',
    });
    expect(indices.find((i) => i.sigla === 'IGP-M')).toMatchObject({ inseridos: 1, erro: null });
  });

  it('runs as the daily scheduled job (07:20), on the queue like any other', async () => {
    const agendadas = (
      await app.inject({ method: 'GET', url: '/api/tarefa/agendadas', headers: bearerOf(outro) })
    ).json() as { agendadas: { fila: string; agenda: string }[] };
    expect(agendadas.agendadas).toContainEqual(
      expect.objectContaining({ fila: 'atualizar-indices', agenda: '20 7 * * *' }),
    );

    sgs.series.set(4390, [{ data: '01/06/2026', valor: '1.00' }]);
    app.ctx.relogio.definir!('2026-07-15');
    try {
      const id = await app.ctx.jobs.enfileirar(app.ctx.db, 'atualizar-indices', {});
      let job = await app.ctx.jobs.consultar('atualizar-indices', id);
      for (let i = 0; i < 100 && job?.state !== 'completed' && job?.state !== 'failed'; i++) {
        await new Promise((ok) => setTimeout(ok, 100));
        job = await app.ctx.jobs.consultar('atualizar-indices', id);
      }
      expect(job?.state).toBe('completed');
      expect(await serieMensal(app.ctx.db, 2, '2026-06', '2026-06')).toEqual([{ mes: '2026-06', taxa: '1' }]);
    } finally {
      app.ctx.relogio.definir!(HOJE);
    }
  });

  it('is for whoever administers the indexes (the PGE): 403 otherwise, 401 without a session', async () => {
    const r = await executar(outro);
    expect(r.statusCode).toBe(403);
    expect((await executar()).statusCode).toBe(401);
  });

  it('refuses a manual entry for an index the source keeps current', async () => {
    const r = await app.inject({
      method: 'POST',
      url: '/api/indiceFinanceiro/1/valores',
      headers: bearerOf(pge),
      payload: { valores: [{ mes: '2026-02', valor: '0,5' }] },
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().errormsg).toBe(
      'O índice IPCA é atualizado automaticamente pela série 433 do Banco Central; use “Atualizar agora”.',
    );
  });
});

describe('without a source (INDICES_BACEN_URL empty, the tests’ default)', () => {
  let semFonte: FastifyInstance;
  let token: string;
  let comum: string;
  const lancar = (valores: unknown, t = token, id = 1) =>
    semFonte.inject({
      method: 'POST',
      url: `/api/indiceFinanceiro/${id}/valores`,
      headers: bearerOf(t),
      payload: { valores },
    });

  beforeAll(async () => {
    semFonte = await createTestApp({ TEST_CLOCK: 'true' });
    semFonte.ctx.relogio.definir!(HOJE);
    const orgao = await seedOrgao(semFonte);
    const u = await seedUsuario(semFonte, { orgaoCredorId: orgao.id, permissoes: ['ACESSO_TODOS_ORGAOS'] });
    token = (await login(semFonte, u.email, u.senha)).accessToken;
    const c = await seedUsuario(semFonte, { orgaoCredorId: orgao.id, permissoes: ['ALTERAR_CONFIGURACAO'] });
    comum = (await login(semFonte, c.email, c.senha)).accessToken;
  });
  afterAll(() => semFonte.close());

  it('run-now answers 409 saying fetching is off; nothing is scheduled', async () => {
    const r = await semFonte.inject({
      method: 'POST',
      url: '/api/tarefa/agendadas/atualizar-indices/executar',
      headers: bearerOf(token),
    });
    expect(r.statusCode).toBe(409);
    expect(r.json().errormsg).toContain('INDICES_BACEN_URL vazia');
    const s = (
      await semFonte.inject({
        method: 'GET',
        url: '/api/indiceFinanceiro/situacao',
        headers: bearerOf(token),
      })
    ).json() as { fonte: null; indices: { fonteAutomatica: boolean }[] };
    expect(s.fonte).toBeNull();
    expect(s.indices.every((i) => !i.fonteAutomatica)).toBe(true);
    const agendadas = (
      await semFonte.inject({ method: 'GET', url: '/api/tarefa/agendadas', headers: bearerOf(comum) })
    ).json() as { agendadas: { fila: string }[] };
    expect(agendadas.agendadas.map((a) => a.fila)).not.toContain('atualizar-indices');
  });

  it('the PGE enters months by hand (comma or dot), idempotently, audited', async () => {
    // new months queue the debts' correction (processo.correcao.ts); months already there do not
    const correcoes = async () => {
      const r = (await semFonte.ctx.db.execute(
        sql`select count(*)::int as n from pgboss.job where name = 'corrigir-valores'`,
      )) as unknown as { rows: { n: number }[] };
      return r.rows[0]!.n;
    };
    const antes = await correcoes();
    const r = await lancar([
      { mes: '2026-01', valor: '0,16' },
      { mes: '2026-02', valor: '0.50' },
    ]);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({
      id: 1,
      sigla: 'IPCA',
      inseridos: 2,
      alterados: 0,
      inalterados: 0,
      ultimaDataReferencia: '2026-02-01',
      erro: null,
    });
    expect(await correcoes()).toBe(antes + 1);
    expect((await lancar([{ mes: '2026-02', valor: '0.5' }])).json()).toMatchObject({
      inseridos: 0,
      alterados: 0,
      inalterados: 1,
    });
    expect(await correcoes()).toBe(antes + 1);
    expect((await lancar([{ mes: '2026-02', valor: '0,52' }])).json()).toMatchObject({ alterados: 1 });
    const trilha = await semFonte.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.entidade, 'indiceFinanceiro'))
      .orderBy(auditoria.id);
    expect(trilha.map((t) => t.campos)).toEqual([
      { '2026-01': { para: '0.16' }, '2026-02': { para: '0.5' } },
      { '2026-02': { de: '0.5', para: '0.52' } },
    ]);
    expect(await serieMensal(semFonte.ctx.db, 1, '2026-02', '2026-02')).toEqual([
      { mes: '2026-02', taxa: '0.52' },
    ]);
  });

  it('refuses, in Portuguese, a month not over, a bad figure, a repeated month; 403 and 404', async () => {
    const atual = await lancar([{ mes: '2026-03', valor: '0.1' }]);
    expect(atual.statusCode).toBe(400);
    expect(atual.json().errormsg).toBe(
      'O mês 03/2026 ainda não terminou: só se informa o índice de um mês encerrado.',
    );
    const ruim = await lancar([{ mes: '2026-13', valor: 'abc' }]);
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().errormessages).toEqual(
      expect.arrayContaining([
        'Informe o mês no formato AAAA-MM (ex.: 2026-01).',
        'Informe a variação do mês em %, com até 8 casas decimais (ex.: 0,53).',
      ]),
    );
    const menos = await lancar([{ mes: '2025-01', valor: '-100' }]);
    expect(menos.statusCode).toBe(400);
    expect(menos.json().errormessages).toContain('A variação do mês deve ser maior que -100 %.');
    const repetido = await lancar([
      { mes: '2025-01', valor: '1' },
      { mes: '2025-01', valor: '2' },
    ]);
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().errormessages).toContain('O mesmo mês foi informado mais de uma vez.');
    expect((await lancar([], token)).statusCode).toBe(400);
    expect((await lancar([{ mes: '2026-01', valor: '1' }], comum)).statusCode).toBe(403);
    expect((await lancar([{ mes: '2026-01', valor: '1' }], token, 99)).statusCode).toBe(404);
  });
});
