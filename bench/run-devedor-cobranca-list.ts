/**
 * Benchmark of the debtor list (POST /api/devedor/list) and the collection list
 * (POST /api/processoCobranca/list) at 1,000,000 processes on PostgreSQL (issue 27, items 1 and 2).
 *
 *   npx tsx bench/run-devedor-cobranca-list.ts        (from the repository root)
 *
 * It measures a database that bench/run-processo-list.ts kept (`BENCH_DB=<db> BENCH_KEEP_DB=1
 * BENCH_CASES='^$' BENCH_CARGA=0 npx tsx bench/run-processo-list.ts` makes one: 1,000,000 processes,
 * 300,000 debtors, the body's user and the administrator) and keeps it:
 *
 * 1. starts the real server on it (start-up applies any new migration);
 * 2. adds the collections once (bench/gen-cobrancas.ts: 200,000 agreements, about 700,000
 *    instalments), if the database has none;
 * 3. signs in as the largest body's user and as the administrator;
 * 4. every filter and every sort of both lists, pages 0 and 1000 of 15, one request at a time over one
 *    keep-alive connection (the first request apart, BENCH_WARMUP more, then up to BENCH_ITERATIONS or
 *    BENCH_CASE_SECONDS, at least 5 or BENCH_ITERATIONS);
 * 5. autocannon on each list's default request (no filter, page 0, the default sort), both users:
 *    req/s, p50, p99, and the CPU time a request costs the server and the PostgreSQL backends;
 * 6. writes BENCH_OUT (bench/results/devedor-cobranca-list.json).
 *
 * Environment: BENCH_DB (bench_processos), BENCH_PG_URL, BENCH_DURATION (10), BENCH_CONNECTIONS (10),
 * BENCH_ITERATIONS (30), BENCH_CASE_SECONDS (2), BENCH_WARMUP (requests before the timed ones, 2), BENCH_CASES (a regular expression over the case
 * names), BENCH_CARGA (0: no autocannon), BENCH_OUT, DB_POOL_SIZE, LOG_LEVEL.
 */
import { COBRANCA_SORT } from '@divida/domain/cobranca/cobranca.schema';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { dirname, resolve } from 'node:path';
import type { Permissao } from '@divida/domain/permissions';
import autocannon from 'autocannon';
import pg from 'pg';
import { hashSenha } from '../packages/server/src/platform/auth/password.ts';
import { generateCobrancas } from './gen-cobrancas.ts';
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

const env = process.env;
// the database is another run's: never dropped here
env.BENCH_KEEP_DB = '1';
const DB_NAME = env.BENCH_DB ?? 'bench_processos';
const DURATION = Number(env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const ITERATIONS = Number(env.BENCH_ITERATIONS ?? 30);
const CASE_SECONDS = Number(env.BENCH_CASE_SECONDS ?? 2);
const WARMUP = Number(env.BENCH_WARMUP ?? 2);
const CASES = new RegExp(env.BENCH_CASES ?? '.');
const CARGA = env.BENCH_CARGA !== '0';
const SIZE = 15;
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const LOCAL = { email: 'local.bench@exemplo.gov.br', senha: 'LocalBench1' };
const bench = new BenchRun(DB_NAME, ADMIN);

/** One keep-alive connection; requests one at a time. */
function apiClient(port: number, token: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const call = (path: string, body: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const headers = {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      };
      const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end(body);
    });
  return { call, close: () => agent.destroy() };
}

async function timeSerial(f: () => Promise<unknown>) {
  for (let i = 0; i < WARMUP; i++) await f();
  const samples: number[] = [];
  const end = performance.now() + CASE_SECONDS * 1000;
  while (
    samples.length < ITERATIONS &&
    (samples.length < Math.min(5, ITERATIONS) || performance.now() < end)
  ) {
    const t = performance.now();
    await f();
    samples.push(performance.now() - t);
  }
  return stats(samples);
}

function rssMB(pid: number): number {
  try {
    const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
    return Math.round(kb / 1024);
  } catch {
    return NaN;
  }
}

interface Caso {
  lista: 'devedor' | 'cobranca';
  nome: string;
  sort: string;
  filtro: Record<string, unknown>;
}
const LISTAS = { devedor: '/api/devedor/list', cobranca: '/api/processoCobranca/list' } as const;
const PADRAO = { devedor: 'nome', cobranca: 'data,desc' } as const;

const CASOS: Caso[] = [
  ...['nome', 'nome,desc', 'documentoIdentificacao', 'id'].map((sort) => ({
    lista: 'devedor' as const,
    nome: `sort ${sort}`,
    sort,
    filtro: {},
  })),
  { lista: 'devedor', nome: 'nome "mariana"', sort: 'nome', filtro: { nome: 'mariana' } },
  { lista: 'devedor', nome: 'nome "silva"', sort: 'nome', filtro: { nome: 'silva' } },
  { lista: 'devedor', nome: 'documento 123', sort: 'nome', filtro: { documentoIdentificacao: '123' } },
  { lista: 'devedor', nome: 'documento 1', sort: 'nome', filtro: { documentoIdentificacao: '1' } },
  ...['data,desc', ...COBRANCA_SORT].map((sort) => ({
    lista: 'cobranca' as const,
    nome: `sort ${sort}`,
    sort,
    filtro: {},
  })),
  ...(
    [
      ['numeroProcessoCobranca 2025', { numeroProcessoCobranca: '2025' }],
      ['numeroProcessoCobranca 202500001', { numeroProcessoCobranca: '202500001' }],
      ['numeroCDA 2026000', { numeroCDA: '2026000' }],
      ['numeroCDA 20260001', { numeroCDA: '20260001' }],
      ['cpfCnpj 123', { cpfCnpj: '123' }],
      ['cpfCnpj 1', { cpfCnpj: '1' }],
      ['situacao 202', { idSituacao: 202 }],
      ['period 2025-01-01..2025-03-31', { dataInicial: '2025-01-01', dataFinal: '2025-03-31' }],
    ] as const
  ).map(([nome, filtro]) => ({ lista: 'cobranca' as const, nome, sort: 'data,desc', filtro })),
];

async function main() {
  const startedAt = new Date();
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port);
  await bench.waitHealthy(base);
  log(`servidor em ${base} (banco ${DB_NAME}); carga ${loadavg().join(' ')}`);
  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 2 });
  try {
    const um = async (q: string) => (await pool.query<{ n: number }>(q)).rows[0]!.n;
    if ((await um(`select count(*)::int as n from processo_cobranca`)) === 0) {
      const g = await generateCobrancas(pool, ADMIN.email, (m) => log(m));
      log(`${g.cobrancas} cobranças, ${g.lancamentos} lançamentos em ${g.ms / 1000} s`);
    }
    // the largest body's user, as run-processo-list.ts makes it
    const orgao = await um(
      `select orgao_credor_id as n from processo group by 1 order by count(*) desc limit 1`,
    );
    if (!(await pool.query(`select 1 from usuario where email = $1`, [LOCAL.email])).rowCount) {
      const todas = (await pool.query<{ codigo: Permissao }>(`select codigo from permissao`)).rows;
      const perfil = await um(`insert into perfil (nome) values ('PROCESSOS BENCH') returning id as n`);
      await pool.query(
        `insert into perfil_permissao (perfil_id, permissao) select $1, unnest($2::varchar[])`,
        [perfil, todas.map((r) => r.codigo).filter((p) => p !== 'ACESSO_TODOS_ORGAOS')],
      );
      await pool.query(
        `insert into usuario (nome, email, matricula, senha_hash, ativo, orgao_credor_id, perfil_id)
         values ('Servidora do Órgão Bench', $1, 'LOCAL1', $2, true, $3, $4)`,
        [LOCAL.email, await hashSenha(LOCAL.senha), orgao, perfil],
      );
    }
    const dados = {
      processos: await um(`select count(*)::int as n from processo`),
      devedores: await um(`select count(*)::int as n from devedor`),
      cobrancas: await um(`select count(*)::int as n from processo_cobranca`),
      lancamentos: await um(`select count(*)::int as n from lancamento`),
      cobrancasDoOrgao: await um(
        `select count(*)::int as n from processo_cobranca where orgao_credor_id = ${orgao}`,
      ),
    };
    log(`dados: ${JSON.stringify(dados)}`);
    const usuarios = [
      { nome: 'orgao', token: await signIn(base, LOCAL) },
      { nome: 'todos', token: await signIn(base, ADMIN) },
    ];

    const casos = [];
    for (const u of usuarios) {
      const api = apiClient(port, u.token);
      for (const c of CASOS) {
        for (const page of [0, 1000]) {
          const nome = `${u.nome} | ${c.lista} | ${c.nome} | page ${page}`;
          if (!CASES.test(nome)) continue;
          const path = `${LISTAS[c.lista]}?size=${SIZE}&page=${page}&sort=${c.sort}`;
          const body = JSON.stringify(c.filtro);
          const t0 = performance.now();
          const first = await api.call(path, body);
          const primeiraMs = ms(performance.now() - t0);
          if (first.status !== 200) throw new Error(`${nome}: ${first.status} ${first.body}`);
          const r = JSON.parse(first.body) as {
            totalElements: number;
            totalLimitado?: true;
            content: unknown[];
          };
          const load = loadavg();
          const t = await timeSerial(async () => {
            const x = await api.call(path, body);
            if (x.status !== 200) throw new Error(`${nome}: ${x.status}`);
          });
          casos.push({
            nome,
            usuario: u.nome,
            lista: c.lista,
            caso: c.nome,
            page,
            totalElements: r.totalElements,
            totalLimitado: r.totalLimitado ?? false,
            rows: r.content.length,
            primeiraMs,
            api: t,
            loadavg: load,
          });
          log(
            `${nome}: ${r.totalElements}${r.totalLimitado ? '+' : ''} (${r.content.length} linhas); ` +
              `1ª ${primeiraMs} ms, p50 ${t.p50} ms, p99 ${t.p99} ms; carga ${load[0]}`,
          );
        }
      }
      api.close();
    }

    const carga = [];
    for (const lista of CARGA ? (['devedor', 'cobranca'] as const) : []) {
      for (const u of usuarios) {
        const opts = {
          url: base,
          connections: CONNECTIONS,
          method: 'POST' as const,
          headers: { authorization: `Bearer ${u.token}`, 'content-type': 'application/json' },
          requests: [{ path: `${LISTAS[lista]}?size=${SIZE}&page=0&sort=${PADRAO[lista]}`, body: '{}' }],
        };
        await autocannon({ ...opts, duration: 3 });
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
          lista,
          usuario: u.nome,
          connections: CONNECTIONS,
          reqPerSec: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          requests: done,
          non2xx: r.non2xx,
          errors: r.errors,
          cpuMsPerRequest: {
            server: ms(((cpuSeconds(serverPid) - before.server) * 1000) / done),
            postgres: ms(((cpuOf(backends) - before.pg) * 1000) / done),
          },
          serverRssMB: rssMB(serverPid),
          loadavg: load,
        };
        carga.push(run);
        log(
          `autocannon ${lista} (${u.nome}), ${CONNECTIONS} conexões: ${run.reqPerSec} req/s, p50 ${run.p50} ms, ` +
            `p99 ${run.p99} ms, non-2xx ${run.non2xx}, erros ${run.errors}; CPU por requisição servidor ` +
            `${run.cpuMsPerRequest.server} ms, PostgreSQL ${run.cpuMsPerRequest.postgres} ms; RSS ${run.serverRssMB} MB; carga ${load[0]}`,
        );
      }
    }

    const out = resolve(ROOT, env.BENCH_OUT ?? 'bench/results/devedor-cobranca-list.json');
    mkdirSync(dirname(out), { recursive: true });
    writeFileSync(
      out,
      JSON.stringify(
        { date: startedAt.toISOString(), db: DB_NAME, dados, casos, carga, loadavgEnd: loadavg() },
        null,
        2,
      ) + '\n',
    );
    log(`resultado em ${out}`);
    console.log(
      [
        '',
        '| user | list | case | page | total | 1st ms | p50 ms | p99 ms | load |',
        '|---|---|---|---|---|---|---|---|---|',
        ...casos.map(
          (c) =>
            `| ${c.usuario} | ${c.lista} | ${c.caso} | ${c.page} | ${c.totalElements}${c.totalLimitado ? '+' : ''} | ` +
            `${c.primeiraMs} | ${c.api.p50} | ${c.api.p99} | ${c.loadavg[0]} |`,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await pool.end();
  }
}

bench.run(main);
