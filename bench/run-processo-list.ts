/**
 * Benchmark of the process list and detail (issue 11, item 9) on PostgreSQL with 1,000,000 processes.
 *
 *   npx tsx bench/run-processo-list.ts          (from the repository root; or npm run processo-list -w bench)
 *
 * 1. Drops and recreates the database BENCH_DB (bench_processos) on the local PostgreSQL server.
 * 2. Starts the real server on a free loopback port against it, with one benchmark-only route, the
 *    floor (bench/support/servidorComPiso.ts): start-up applies the migrations, loads the reference data
 *    and creates the administrator.
 * 3. Fills 300,000 debtors, 1,000,000 processes and about 5,000,000 movements (bench/gen-processos.ts).
 * 4. Creates a profile with every permission but ACESSO_TODOS_ORGAOS and one user of the largest
 *    creditor body with it; signs in as that user and as the administrator (ACESSO_TODOS_ORGAOS),
 *    solving the ALTCHA challenge.
 * 5. For each case (every filter of processoFiltroSchema the brief names, and no filter sorted by each
 *    column of PROCESSO_SORT; page 0 and page 1000 of 15; both users): captures the SQL Drizzle
 *    generates for the repository's listarProcessos, shows its EXPLAIN (ANALYZE, BUFFERS), times the
 *    count with node-postgres, then the bare page, the API (one request at a time) and the floor route
 *    with the same request (the API's cost before the list's own SQL) in turn, round after round,
 *    checking that the API and the SQL give the same total; the API and the floor are timed with two
 *    clients, Node's http.request and the lean one of bench/support/clienteSerial.ts.
 * 6. The detail `GET /api/processoConstituicaoCredito/{id}` of the process with 200 movements, one
 *    request at a time, for both users.
 * 7. autocannon at BENCH_CONNECTIONS (10) on the default list (no filter, data desc, page 0), both users.
 * 8. Stops the server, drops the database; writes bench/results/processo-list.json.
 *
 * Environment: BENCH_PG_URL (admin connection), BENCH_DB, BENCH_PROCESSOS (1000000; debtors 0.3×,
 * movements 5×), BENCH_DURATION (seconds per autocannon run, 10), BENCH_CONNECTIONS (10),
 * BENCH_ITERATIONS (most serial iterations per case, 50), BENCH_CASE_SECONDS (time box per case and
 * side, 2), BENCH_CASES (a regular expression: only the cases whose name matches), DB_POOL_SIZE and
 * LOG_LEVEL (passed to the server), BENCH_SERVER_NODE_OPTIONS, BENCH_KEEP_DB (1: keep the database),
 * BENCH_REUSAR (1: measure the database kept by an earlier run instead of steps 1 and 3),
 * BENCH_CARGA (0: skip the detail and autocannon, steps 6 and 7).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join, resolve } from 'node:path';
import type { Permissao } from '@divida/domain/permissions';
import type { ProcessoFiltro } from '@divida/domain/processo/processo.schema';
import { PROCESSO_SORT } from '@divida/domain/processo/processo.schema';
import autocannon from 'autocannon';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '../packages/server/src/db/schema.ts';
import { listarProcessos } from '../packages/server/src/modules/processo/processo.repository.ts';
import type { Alcance } from '../packages/server/src/platform/auth/scope.ts';
import { hashSenha } from '../packages/server/src/platform/auth/password.ts';
import type { Db } from '../packages/server/src/platform/db/database.ts';
import { generateProcessos } from './gen-processos.ts';
import {
  BenchRun,
  cpuOf,
  cpuSeconds,
  freePort,
  loadavg,
  log,
  ms,
  ROOT,
  signIn,
  stats,
} from './support/harness.ts';
import { clienteSerial } from './support/clienteSerial.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'bench_processos';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const WARMUP = 3;
const CONNECTIONS = (env.BENCH_CONNECTIONS ?? '10').split(',').map(Number);
const ITERATIONS = Number(env.BENCH_ITERATIONS ?? 50);
const CASE_SECONDS = Number(env.BENCH_CASE_SECONDS ?? 2);
const CASES = new RegExp(env.BENCH_CASES ?? '.');
const REUSAR = env.BENCH_REUSAR === '1';
const CARGA = env.BENCH_CARGA !== '0';
const SIZE = 15;
const DEEP_PAGE = 1000;
const BASE_PATH = '/api/processoConstituicaoCredito';
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const LOCAL = { email: 'local.bench@exemplo.gov.br', senha: 'LocalBench1' };

const bench = new BenchRun(DB_NAME, ADMIN);

/** One keep-alive connection; requests one at a time: the API's latency without queueing. */
function apiClient(port: number, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (method: 'GET' | 'POST', path: string, body?: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers: Record<string, string | number> = { authorization: `Bearer ${token}` };
      if (body !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = Buffer.byteLength(body);
      }
      const req = http.request({ host: '127.0.0.1', port, path, method, agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}

type Stats = ReturnType<typeof stats>;

/**
 * Runs each of `fs` in turn, round after round (up to ITERATIONS rounds or CASE_SECONDS, at least 5),
 * after 2 warm-up rounds: the bare SQL, the API and the floor of a case are then timed under the same
 * conditions. Timed one after the other, a 20–40 ms query's p50 moved by half between runs here.
 */
async function timeInterleaved(fs: (() => Promise<unknown>)[]) {
  for (let i = 0; i < 2; i++) for (const f of fs) await f();
  const samples = fs.map(() => [] as number[]);
  const end = performance.now() + CASE_SECONDS * 1000;
  while (samples[0]!.length < ITERATIONS && (samples[0]!.length < 5 || performance.now() < end)) {
    for (const [i, f] of fs.entries()) {
      const t = performance.now();
      await f();
      samples[i]!.push(performance.now() - t);
    }
  }
  return samples.map(stats);
}

// ---- the cases ---------------------------------------------------------------------------------

type Sort = (typeof PROCESSO_SORT)[number];
interface Caso {
  nome: string;
  filtro: Partial<ProcessoFiltro>;
  sort: { field: Sort; desc: boolean };
}

const CASOS_FILTRO: Caso[] = [
  { nome: 'numero prefix 2024000', filtro: { numero: '2024000' } },
  { nome: 'numero prefix 2023', filtro: { numero: '2023' } },
  { nome: 'fase 5', filtro: { idFaseProcesso: 5 } },
  { nome: 'fase 5 + situacao 9', filtro: { idFaseProcesso: 5, idSituacaoProcesso: 9 } },
  { nome: 'period 2025-01-01..2025-03-31', filtro: { dataInicio: '2025-01-01', dataFim: '2025-03-31' } },
  { nome: 'devedor name "mariana"', filtro: { devedor: 'mariana' } },
  { nome: 'devedor CPF digits 123', filtro: { devedor: '123' } },
  { nome: 'numeroProcessoAdministrativo 1001', filtro: { numeroProcessoAdministrativo: '1001' } },
  { nome: 'apenasProcessosLavrados', filtro: { apenasProcessosLavrados: true } },
  { nome: 'apenasComValoresRecuperados', filtro: { apenasComValoresRecuperados: true } },
].map((c) => ({ ...c, sort: { field: 'data', desc: true } }));
const CASOS_ORDEM: Caso[] = PROCESSO_SORT.map((field) => ({
  nome: `no filter, sort ${field}${field === 'data' ? ',desc' : ''}`,
  filtro: {},
  sort: { field, desc: field === 'data' },
}));

const CASOS_DEVEDOR = [
  { nome: 'sort nome', filtro: {}, sort: 'nome' },
  { nome: 'sort documentoIdentificacao', filtro: {}, sort: 'documentoIdentificacao' },
  { nome: 'nome "mariana"', filtro: { nome: 'mariana' }, sort: 'nome' },
  { nome: 'documento 123', filtro: { documentoIdentificacao: '123' }, sort: 'nome' },
];

const pathOf = (c: Caso, page: number) =>
  `${BASE_PATH}/list?size=${SIZE}&page=${page}&sort=${c.sort.field}${c.sort.desc ? ',desc' : ''}`;

interface Captured {
  sql: string;
  params: unknown[];
}

/** The page and count SQL of listarProcessos for a case, as Drizzle generates them. */
async function capture(pool: pg.Pool, caller: Alcance, c: Caso, page: number) {
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    casing: 'snake_case',
    logger: { logQuery: (sql, params) => void captured.push({ sql, params }) },
  }) as unknown as Db;
  const r = await listarProcessos(db, caller, c.filtro, { sort: c.sort, page, size: SIZE });
  // A number prefix first counts its matches (at most 30,001: numeroSeletivo), then the page, then the
  // total; the server keeps both counts 5 s, as it keeps a list's total.
  const pageSql = captured.find((c) => c.sql.includes('"pagina"'))!;
  const contagens = captured.filter((c) => c !== pageSql);
  return { page: pageSql, contagens, totalElements: r.totalElements, rows: r.content.length };
}

async function explain(pool: pg.Pool, q: Captured) {
  const { rows } = await pool.query<{ 'QUERY PLAN': string }>(
    `explain (analyze, buffers) ${q.sql}`,
    q.params,
  );
  return rows.map((r) => r['QUERY PLAN']);
}
const execucao = (plan: string[]) => Number(/Execution Time: ([\d.]+)/.exec(plan.join('\n'))?.[1] ?? NaN);

/** A process's resident memory in MB, from /proc (NaN if it is gone). */
function rssMB(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

// ---- main --------------------------------------------------------------------------------------

async function main() {
  const startedAt = new Date();
  const machine = {
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? '?',
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    postgres: String((await bench.adminQuery('show server_version')).rows[0]?.server_version),
    loadavgBefore: loadavg(),
  };
  log(`máquina: ${machine.cpus} CPUs (${machine.cpu}), Node ${machine.node}, PostgreSQL ${machine.postgres}`);
  log(`carga antes: ${machine.loadavgBefore.join(' ')}`);

  if (!REUSAR) {
    await bench.adminQuery(`drop database if exists ${DB_NAME} with (force)`);
    await bench.adminQuery(`create database ${DB_NAME}`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port, { script: 'bench/support/servidorComPiso.ts' });
  await bench.waitHealthy(base);
  log(`servidor em ${base} (banco ${DB_NAME})`);

  const loadGen = loadavg();
  const gerado = REUSAR
    ? undefined
    : await generateProcessos(bench.dbUrl, { processos: PROCESSOS, log: (m) => log(m.trim()) });
  const generator = gerado && {
    seconds: Math.round(gerado.ms / 100) / 10,
    loadavgBefore: loadGen,
    loadavgAfter: loadavg(),
    etapas: gerado.etapas,
  };
  if (gerado && generator)
    log(
      `${gerado.devedores} devedores, ${gerado.processos} processos, ${gerado.andamentos} andamentos em ${generator.seconds} s ` +
        `(carga ${generator.loadavgBefore.join(' ')} → ${generator.loadavgAfter.join(' ')})`,
    );

  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: Math.max(...CONNECTIONS) });
  try {
    const gen = gerado ?? (await jaGerado(pool));
    if (!gerado) log(`banco ${DB_NAME} reutilizado: ${gen.processos} processos`);
    const jaTemUsuario =
      REUSAR && (await pool.query(`select 1 from usuario where email = $1`, [LOCAL.email])).rowCount;
    // The body-scoped user: every permission but ACESSO_TODOS_ORGAOS, in the detail process's body
    // (the largest one).
    const todas = (await pool.query<{ codigo: Permissao }>(`select codigo from permissao`)).rows.map(
      (r) => r.codigo,
    );
    const semTodos = todas.filter((p) => p !== 'ACESSO_TODOS_ORGAOS');
    if (!jaTemUsuario) {
      const perfilId = (
        await pool.query<{ id: number }>(`insert into perfil (nome) values ('PROCESSOS BENCH') returning id`)
      ).rows[0]!.id;
      await pool.query(
        `insert into perfil_permissao (perfil_id, permissao) select $1, unnest($2::varchar[])`,
        [perfilId, semTodos],
      );
      await pool.query(
        `insert into usuario (nome, email, matricula, senha_hash, ativo, orgao_credor_id, perfil_id)
         values ('Servidora do Órgão Bench', $1, 'LOCAL1', $2, true, $3, $4)`,
        [LOCAL.email, await hashSenha(LOCAL.senha), gen.detalhe.orgaoCredorId, perfilId],
      );
    }
    const orgaoProcessos = (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from processo where orgao_credor_id = $1 and not excluido`,
        [gen.detalhe.orgaoCredorId],
      )
    ).rows[0]!.n;
    const usuarios = [
      {
        nome: 'orgao',
        descricao: `one body's staff (orgao_credor_id ${gen.detalhe.orgaoCredorId}, ${orgaoProcessos} processes), without ACESSO_TODOS_ORGAOS`,
        token: await signIn(base, LOCAL),
        caller: { orgaoCredorId: gen.detalhe.orgaoCredorId, permissoes: new Set(semTodos) } as Alcance,
      },
      {
        nome: 'todos',
        descricao: 'the administrator, with ACESSO_TODOS_ORGAOS',
        token: await signIn(base, ADMIN),
        caller: { orgaoCredorId: 0, permissoes: new Set(todas) } as Alcance,
      },
    ];
    log('login ok (servidora do órgão e administrador)');

    // -- The list: every case, bare SQL then API.
    const casos = [];
    const client = await pool.connect();
    try {
      for (const u of usuarios) {
        const api = apiClient(port, u.token);
        for (const c of [...CASOS_FILTRO, ...CASOS_ORDEM]) {
          for (const page of [0, DEEP_PAGE]) {
            const nome = `${u.nome} | ${c.nome} | page ${page}`;
            if (!CASES.test(nome)) continue;
            const load = loadavg();
            const q = await capture(pool, u.caller, c, page);
            const planPage = await explain(pool, q.page);
            const planCount = await Promise.all(q.contagens.map((c) => explain(pool, c)));
            const bareCount =
              q.contagens.length > 0
                ? (
                    await timeInterleaved([
                      async () => {
                        for (const c of q.contagens) await client.query(c.sql, c.params);
                      },
                    ])
                  )[0]
                : undefined;
            const body = JSON.stringify(c.filtro);
            const path = pathOf(c, page);
            const first = await api.call('POST', path, body);
            if (first.status !== 200)
              throw new Error(`${nome}: API respondeu ${first.status}: ${first.body}`);
            const primeira = JSON.parse(first.body) as { totalElements: number; content: unknown[] };
            if (primeira.totalElements !== q.totalElements || primeira.content.length !== q.rows)
              throw new Error(
                `${nome}: API ${primeira.totalElements}/${primeira.content.length} ≠ SQL ${q.totalElements}/${q.rows}`,
              );
            // The bare page, the API and the floor (the same request to the list's route minus its
            // database work: servidorComPiso.ts), interleaved.
            const leve = clienteSerial(port, u.token);
            const [barePage, apiSerial, piso, apiLeve, pisoLeve] = (await timeInterleaved([
              () => client.query(q.page.sql, q.page.params),
              async () => {
                const r = await api.call('POST', path, body);
                if (r.status !== 200) throw new Error(`${nome}: API respondeu ${r.status}`);
              },
              async () => {
                const r = await api.call('POST', path.replace(`${BASE_PATH}/list`, '/api/bench/piso'), body);
                if (r.status !== 200) throw new Error(`${nome}: piso respondeu ${r.status}`);
              },
              async () => {
                const r = await leve.call('POST', path, body);
                if (r.status !== 200) throw new Error(`${nome}: API (cliente leve) respondeu ${r.status}`);
              },
              async () => {
                const r = await leve.call('POST', path.replace(`${BASE_PATH}/list`, '/api/bench/piso'), body);
                if (r.status !== 200) throw new Error(`${nome}: piso (cliente leve) respondeu ${r.status}`);
              },
            ])) as [Stats, Stats, Stats, Stats, Stats];
            leve.close();
            const bareBoth = barePage.p50 + (bareCount?.p50 ?? 0);
            const caso = {
              nome,
              usuario: u.nome,
              caso: c.nome,
              filtro: c.filtro,
              sort: c.sort,
              page,
              totalElements: q.totalElements,
              rows: q.rows,
              loadavg: load,
              api: apiSerial,
              piso,
              clienteLeve: { api: apiLeve, piso: pisoLeve },
              bare: { page: barePage, count: bareCount },
              explainMs: { page: execucao(planPage), counts: planCount.map(execucao) },
              ratio: {
                apiOverBarePage: Math.round((apiSerial.p50 / barePage.p50) * 10) / 10,
                apiOverBarePagePlusCount: Math.round((apiSerial.p50 / bareBoth) * 10) / 10,
                overFloorOverBarePage: Math.round(((apiSerial.p50 - piso.p50) / barePage.p50) * 10) / 10,
              },
              sql: { page: q.page, counts: q.contagens },
              explain: { page: planPage, counts: planCount },
            };
            casos.push(caso);
            log(
              `${nome}: ${q.totalElements} processos; API p50 ${apiSerial.p50} ms (piso ${piso.p50} ms; cliente leve: API ${apiLeve.p50} ms, piso ${pisoLeve.p50} ms); SQL página p50 ${barePage.p50} ms` +
                (bareCount ? `, contagem p50 ${bareCount.p50} ms` : ', sem contagem') +
                `; razão ${caso.ratio.apiOverBarePage}× (${caso.ratio.apiOverBarePagePlusCount}× com a contagem; ` +
                `${caso.ratio.overFloorOverBarePage}× acima do piso); carga ${load[0]}`,
            );
          }
        }
        api.close();
      }
    } finally {
      client.release();
    }

    // -- The debtor list (POST /api/devedor/list, issue 27): the API alone, pages 0 and 1000.
    const devedores = [];
    for (const u of usuarios) {
      const api = apiClient(port, u.token);
      for (const c of CASOS_DEVEDOR) {
        for (const page of [0, DEEP_PAGE]) {
          const nome = `${u.nome} | devedor list ${c.nome} | page ${page}`;
          if (!CASES.test(nome)) continue;
          const path = `/api/devedor/list?size=${SIZE}&page=${page}&sort=${c.sort}`;
          const body = JSON.stringify(c.filtro);
          const first = await api.call('POST', path, body);
          if (first.status !== 200) throw new Error(`${nome}: API respondeu ${first.status}: ${first.body}`);
          const r = JSON.parse(first.body) as {
            totalElements: number;
            totalLimitado?: true;
            content: unknown[];
          };
          const load = loadavg();
          const [t] = (await timeInterleaved([() => api.call('POST', path, body)])) as [Stats];
          devedores.push({
            nome,
            totalElements: r.totalElements,
            totalLimitado: r.totalLimitado ?? false,
            rows: r.content.length,
            loadavg: load,
            api: t,
          });
          log(
            `${nome}: ${r.totalElements}${r.totalLimitado ? '+' : ''} devedores, ${r.content.length} linhas; API p50 ${t.p50} ms; carga ${load[0]}`,
          );
        }
      }
      api.close();
    }

    // -- The detail of the process with 200 movements.
    const detalhe = [];
    for (const u of CARGA ? usuarios : []) {
      const api = apiClient(port, u.token);
      const path = `${BASE_PATH}/${gen.detalhe.id}`;
      const r = await api.call('GET', path);
      if (r.status !== 200) throw new Error(`detalhe (${u.nome}): ${r.status} ${r.body}`);
      const n = (JSON.parse(r.body) as { andamentos: unknown[] }).andamentos.length;
      const load = loadavg();
      const [t] = (await timeInterleaved([() => api.call('GET', path)])) as [Stats];
      api.close();
      detalhe.push({
        usuario: u.nome,
        id: gen.detalhe.id,
        andamentos: n,
        bytes: r.body.length,
        loadavg: load,
        ...t,
      });
      log(
        `detalhe ${gen.detalhe.id} (${n} andamentos, ${u.nome}): p50 ${t.p50} ms p99 ${t.p99} ms; carga ${load[0]}`,
      );
    }

    // -- The default list under load.
    const carga = [];
    for (const u of CARGA ? usuarios : []) {
      for (const connections of CONNECTIONS) {
        const opts = {
          url: `http://127.0.0.1:${port}`,
          connections,
          method: 'POST' as const,
          headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
          requests: [{ path: `${BASE_PATH}/list?size=${SIZE}&page=0&sort=data,desc`, body: '{}' }],
        };
        await autocannon({ ...opts, duration: WARMUP });
        const backends = (
          await pool.query<{ pid: number }>(
            `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
            [DB_NAME],
          )
        ).rows.map((b) => b.pid);
        const serverPid = bench.server!.pid!;
        const load = loadavg();
        const before = { server: cpuSeconds(serverPid), pg: cpuOf(backends) };
        const r = await autocannon({ ...opts, duration: DURATION });
        const done = r['2xx'] + r.non2xx;
        const run = {
          usuario: u.nome,
          connections,
          reqPerSec: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: done,
          non2xx: r.non2xx,
          errors: r.errors,
          timeouts: r.timeouts,
          cpuMsPerRequest: {
            server: ms(((cpuSeconds(serverPid) - before.server) * 1000) / done),
            postgres: ms(((cpuOf(backends) - before.pg) * 1000) / done),
          },
          loadavg: load,
          serverRssMB: rssMB(serverPid),
        };
        carga.push(run);
        log(
          `autocannon lista padrão (${u.nome}), ${connections} conexões, ${DURATION} s: ${run.reqPerSec} req/s, ` +
            `p50 ${run.p50} ms, p99 ${run.p99} ms, non-2xx ${run.non2xx}, erros ${run.errors}; CPU por requisição ` +
            `servidor ${run.cpuMsPerRequest.server} ms, PostgreSQL ${run.cpuMsPerRequest.postgres} ms; ` +
            `RSS do servidor ${run.serverRssMB} MB; carga ${load[0]}`,
        );
      }
    }

    const result = {
      date: startedAt.toISOString(),
      machine: { ...machine, loadavgAfter: loadavg() },
      data: {
        devedores: gen.devedores,
        processos: gen.processos,
        andamentos: gen.andamentos,
        orgaos: gen.orgaos.length,
        detalhe: gen.detalhe,
      },
      generator,
      usuarios: usuarios.map((u) => ({ nome: u.nome, descricao: u.descricao })),
      server: { dbPoolSize: env.DB_POOL_SIZE ?? '10 (default)', logLevel: env.LOG_LEVEL ?? 'warn' },
      method: {
        size: SIZE,
        deepPage: DEEP_PAGE,
        serial: `bare page, API and floor in turn: 2 warm-up rounds, then up to ${ITERATIONS} rounds or ${CASE_SECONDS} s (at least 5)`,
        api: 'one keep-alive connection, one request at a time; the count is kept 5 s by the server (ContagemCache), so after the first request a case runs the session check and the page',
        ratio: 'API p50 over the bare page query p50 (and over page p50 + count p50)',
        floor:
          'POST /api/bench/piso (bench/support/servidorComPiso.ts): the list route minus its database work, same guard, validation, serialisation and HTTP, answering a kept page of 15',
        overFloor:
          '(API p50 − floor p50) over the bare page p50: what the list adds to the floor, against its SQL',
        clienteLeve:
          'the API and the floor again, interleaved with the others, through bench/support/clienteSerial.ts (the request written to a keep-alive socket, the answer read by its length) instead of http.request',
      },
      casos,
      devedores,
      detalhe,
      carga,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    const out = env.BENCH_OUT ?? 'bench/results/processo-list.json';
    writeFileSync(resolve(ROOT, out), JSON.stringify(result, null, 2) + '\n');
    log(`resultado em ${out}`);
    console.log(
      [
        '',
        '| user | case | page | total | API p50 ms | floor p50 ms | API / floor p50 ms, lean client | SQL page p50 ms | SQL count p50 ms | ratio | (API − floor) ÷ page | load |',
        '|---|---|---|---|---|---|---|---|---|---|---|---|',
        ...casos.map(
          (c) =>
            `| ${c.usuario} | ${c.caso} | ${c.page} | ${c.totalElements} | ${c.api.p50} | ${c.piso.p50} | ${c.clienteLeve.api.p50} / ${c.clienteLeve.piso.p50} | ${c.bare.page.p50} | ` +
            `${c.bare.count?.p50 ?? '–'} | ${c.ratio.apiOverBarePage}× (${c.ratio.apiOverBarePagePlusCount}×) | ` +
            `${c.ratio.overFloorOverBarePage}× | ${c.loadavg[0]} |`,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await pool.end();
  }
}

/** What the generator reported, read back from a kept database (BENCH_REUSAR=1). */
async function jaGerado(pool: pg.Pool) {
  const um = async (q: string) => (await pool.query<{ n: number }>(q)).rows[0]!.n;
  const detalhe = (
    await pool.query<{ id: number; orgao: number; n: number }>(
      `select p.id, p.orgao_credor_id as orgao, a.n from processo p
         join (select processo_id, count(*)::int as n from andamento group by 1 order by 2 desc limit 1) a
           on a.processo_id = p.id`,
    )
  ).rows[0]!;
  return {
    devedores: await um(`select count(*)::int as n from devedor`),
    processos: await um(`select count(*)::int as n from processo`),
    andamentos: await um(`select reltuples::int as n from pg_class where relname = 'andamento'`),
    orgaos: (await pool.query(`select id from orgao_credor`)).rows,
    detalhe: { id: detalhe.id, orgaoCredorId: detalhe.orgao, andamentos: detalhe.n },
  };
}

bench.run(main);
