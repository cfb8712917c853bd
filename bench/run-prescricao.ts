/**
 * Benchmark of the prescription list, its filters and summary, and the daily level job (issue 25,
 * item 9) on PostgreSQL with 1,000,000 processes.
 *
 *   npx tsx bench/run-prescricao.ts          (from the repository root; or npm run prescricao -w bench)
 *
 * 1. The database BENCH_DB (benchprazo_1m): created, migrated by one start of the real server and
 *    filled by gen-processos.ts (1,000,000 processes, 300,000 debtors, 5,000,000 movements); with
 *    BENCH_REUSAR=1 the one an earlier run kept (BENCH_KEEP_DB=1) is used as it is.
 * 2. The prescription picture (support/prazoBench.ts prepararPrescricao): CDAs for the inscribed
 *    processes, term dates for the processes with a term, and the stored level and deadline of every
 *    active-debt process computed by the server's own atualizarPrescricao.
 * 3. Starts the real server with the test clock (TEST_CLOCK=true: PUT /api/teste/relogio moves "today"),
 *    signs in as the administrator (every body) and as one body's user, both opted in to the summary.
 * 4. The daily job's level pass (resumoPrazos.job.ts recalcularNiveis): how many processes it reads
 *    on a day (those whose stored revision day has come: a threshold reached, a suspension's end, a
 *    term's end), and its loop, the server's atualizarPrescricao 500 a transaction, timed on
 *    BENCH_AMOSTRA_JOB (2,000) of them spread over the ids, today and 31 days later: processes per
 *    second and the projected time of the whole pass. With BENCH_JOB_COMPLETO=1, instead the whole job
 *    through its "run now" route (POST /api/tarefa/agendadas/resumo-prazos/executar) with the test
 *    clock: twice today, then 1 and 31 days later (thresholds crossed).
 * 5. For each case of the list (no filter sorted by every column of ORDENACAO_PRESCRICAO, each filter
 *    of prescricaoFiltroSchema, a deep page) and the summary, both users: the SQL Drizzle generates for
 *    listarPrescricoes/resumoPrescricao with its EXPLAIN (ANALYZE, BUFFERS), then the API one request
 *    at a time over one keep-alive connection, every case once per round, 2 warm-up rounds then
 *    BENCH_RODADAS (30) rounds, pausing BENCH_INTERVALO (5,200) ms after each round so that every
 *    timed list computes its (capped) count instead of reading the total it keeps 5 s.
 * 6. Writes bench/results/prescricao.json; stops the server; drops the database unless BENCH_KEEP_DB=1.
 *
 * Environment: BENCH_PG_URL, BENCH_DB, BENCH_PROCESSOS (1000000), BENCH_REUSAR (1: reuse the kept
 * database), BENCH_KEEP_DB (1: keep it, e.g. for run-auditoria.ts), BENCH_RODADAS (30), BENCH_OUT,
 * BENCH_JOB_COMPLETO (1: the whole job through the API), BENCH_AMOSTRA_JOB (2000), BENCH_INTERVALO (5200),
 * DB_POOL_SIZE, LOG_LEVEL, BENCH_SERVER_NODE_OPTIONS.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { addDays, todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import type { PrescricaoFiltro } from '@divida/domain/prazos/prescricao.schema';
import pg from 'pg';
import { atualizarPrescricao } from '../packages/server/src/modules/processo/processo.prescricao.ts';
import {
  listarPrescricoes,
  resumoPrescricao,
} from '../packages/server/src/modules/prescricao/prescricao.consulta.ts';
import type { Alcance } from '../packages/server/src/platform/auth/scope.ts';
import { BenchRun, freePort, loadavg, log, ROOT, signIn } from './support/harness.ts';
import {
  ADMIN,
  apiClient,
  bancoDeProcessos,
  contarNiveis,
  dbDe,
  dbQueGrava,
  execucao,
  explain,
  LOCAL,
  prepararPrescricao,
  timeRounds,
  usuarioDoOrgao,
} from './support/prazoBench.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'benchprazo_1m';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const REUSAR = env.BENCH_REUSAR === '1';
const RODADAS = Number(env.BENCH_RODADAS ?? 30);
const SIZE = 15;
const JOB = '/api/tarefa/agendadas/resumo-prazos/executar';
/** 1: the whole daily job through its route (today twice, then +1 and +31 days); else a sample */
const JOB_COMPLETO = env.BENCH_JOB_COMPLETO === '1';
const AMOSTRA_JOB = Number(env.BENCH_AMOSTRA_JOB ?? 2000);
/** ms after each round: past the 5 s a list keeps its total, so each timed request counts (0: none) */
const INTERVALO = Number(env.BENCH_INTERVALO ?? 5200);

const bench = new BenchRun(DB_NAME, ADMIN);

type Ordem = 'prazoPrescricional' | 'diasRestantes' | 'numeroProcesso' | 'valor' | 'nivel';
interface Caso {
  nome: string;
  filtro: PrescricaoFiltro;
  sort: { field: Ordem; desc: boolean };
  page?: number;
}

const casosDaLista = (orgao: number, hoje: IsoDate): Caso[] => [
  {
    nome: 'no filter, sort prazoPrescricional',
    filtro: {},
    sort: { field: 'prazoPrescricional', desc: false },
  },
  { nome: 'no filter, sort diasRestantes,desc', filtro: {}, sort: { field: 'diasRestantes', desc: true } },
  { nome: 'no filter, sort numeroProcesso', filtro: {}, sort: { field: 'numeroProcesso', desc: false } },
  { nome: 'no filter, sort valor,desc', filtro: {}, sort: { field: 'valor', desc: true } },
  { nome: 'no filter, sort nivel', filtro: {}, sort: { field: 'nivel', desc: false } },
  {
    nome: 'no filter, page 1000',
    filtro: {},
    sort: { field: 'prazoPrescricional', desc: false },
    page: 1000,
  },
  {
    nome: 'niveis VERMELHO',
    filtro: { niveis: ['VERMELHO'] },
    sort: { field: 'prazoPrescricional', desc: false },
  },
  {
    nome: 'niveis CRITICO+PRESCRITO',
    filtro: { niveis: ['CRITICO', 'PRESCRITO'] },
    sort: { field: 'prazoPrescricional', desc: false },
  },
  {
    nome: `idOrgaoCredor ${orgao}`,
    filtro: { idOrgaoCredor: orgao },
    sort: { field: 'prazoPrescricional', desc: false },
  },
  {
    nome: 'prazoAte today+180',
    filtro: { prazoAte: addDays(hoje, 180) },
    sort: { field: 'prazoPrescricional', desc: false },
  },
  {
    nome: 'apenasSemAjuizamento',
    filtro: { apenasSemAjuizamento: true },
    sort: { field: 'prazoPrescricional', desc: false },
  },
  {
    nome: 'niveis LARANJA + apenasSemAjuizamento, sort valor,desc',
    filtro: { niveis: ['LARANJA'], apenasSemAjuizamento: true },
    sort: { field: 'valor', desc: true },
  },
];

const pathOf = (c: Caso) =>
  `/api/prescricao/list?size=${SIZE}&page=${c.page ?? 0}&sort=${c.sort.field}${c.sort.desc ? ',desc' : ''}`;

/** How many processes the daily job's level pass reads (resumoPrazos.job.ts recalcularNiveis). */
async function candidatosDoJob(pool: pg.Pool, hoje: IsoDate) {
  return (
    await pool.query<{ n: number }>(
      `select count(*)::int as n from processo
        where not excluido and prescricao_revisao is not null and prescricao_revisao <= $1::date`,
      [hoje],
    )
  ).rows[0]!.n;
}

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
  log(
    `máquina: ${machine.cpus} CPUs, Node ${machine.node}, PostgreSQL ${machine.postgres}; carga ${machine.loadavgBefore.join(' ')}`,
  );

  const gerador = await bancoDeProcessos(bench, REUSAR, PROCESSOS);
  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 4 });
  try {
    const hoje = todayInSaoPaulo();
    const preparo = await prepararPrescricao(pool, hoje);
    const { orgao, permissoes, todas } = await usuarioDoOrgao(pool, LOCAL);
    await pool.query(`update usuario set receber_resumo_diario_prazos = true where email = any($1)`, [
      [ADMIN.email, LOCAL.email],
    ]);
    // a reused database may hold an earlier run's summaries and moved levels: the job starts afresh
    await pool.query(`delete from resumo_prazos_envio`);

    env.TEST_CLOCK = 'true';
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    bench.startServer(port);
    await bench.waitHealthy(base);
    log(`servidor em ${base} (banco ${DB_NAME}, relógio de teste)`);
    const admin = apiClient(port, await signIn(base, ADMIN));
    const local = apiClient(port, await signIn(base, LOCAL));
    const relogio = async (dia: IsoDate) => {
      const r = await admin.call('PUT', '/api/teste/relogio', JSON.stringify({ hoje: dia }));
      if (r.status !== 200) throw new Error(`relógio: ${r.status} ${r.body}`);
    };
    await relogio(hoje);

    const dados = {
      processos: (await pool.query<{ n: number }>(`select count(*)::int as n from processo`)).rows[0]!.n,
      cdas: (await pool.query<{ n: number }>(`select count(*)::int as n from divida_ativa`)).rows[0]!.n,
      niveisAntesDoJob: await contarNiveis(pool),
    };
    log(`dados: ${JSON.stringify(dados)}`);

    // -- The daily job through its route, timed from the request to the answer.
    const job: {
      nome: string;
      hoje: IsoDate;
      processosLidos: number;
      niveisAlterados: number;
      enviados: number;
      segundos: number;
      processosPorSegundo: number;
      loadavg: { antes: number[]; depois: number[] };
    }[] = [];
    const rodarJob = async (nome: string, dia: IsoDate) => {
      await relogio(dia);
      const candidatos = await candidatosDoJob(pool, dia);
      const carga = loadavg();
      const t = performance.now();
      const r = await admin.call('POST', JOB);
      const segundos = Math.round((performance.now() - t) / 100) / 10;
      if (r.status !== 200) throw new Error(`job: ${r.status} ${r.body}`);
      const resposta = JSON.parse(r.body) as { niveisAlterados: number; enviados: number };
      const linha = {
        nome,
        hoje: dia,
        processosLidos: candidatos,
        ...resposta,
        segundos,
        processosPorSegundo: Math.round(candidatos / segundos),
        loadavg: { antes: carga, depois: loadavg() },
      };
      job.push(linha);
      log(`job ${nome}: ${JSON.stringify(linha)}`);
    };
    // The level pass's own loop (recalcularNiveis) on a sample of its candidates: the server's
    // atualizarPrescricao, 500 processes a transaction, as the job runs it; projected to all.
    const amostraJob = async (dia: IsoDate) => {
      const todos = (
        await pool.query<{ id: number }>(
          `select id from processo
            where not excluido and prescricao_revisao is not null and prescricao_revisao <= $1::date
            order by id`,
          [dia],
        )
      ).rows.map((r) => r.id);
      // spread over the id range, 500 by 500 as the job reads them
      const passo = Math.max(1, Math.floor(todos.length / AMOSTRA_JOB));
      const ids = todos.filter((_, i) => i % passo === 0).slice(0, AMOSTRA_JOB);
      const db = dbDe(pool);
      const carga = loadavg();
      const t = performance.now();
      let mudaram = 0;
      for (let i = 0; i < ids.length; i += 500)
        await db.transaction(async (tx) => {
          mudaram += (await atualizarPrescricao(tx, ids.slice(i, i + 500), dia)).length;
        });
      const segundos = (performance.now() - t) / 1000;
      const porSegundo = ids.length / segundos;
      const linha = {
        hoje: dia,
        candidatos: todos.length,
        amostra: ids.length,
        mudaramNaAmostra: mudaram,
        segundosDaAmostra: Math.round(segundos * 10) / 10,
        processosPorSegundo: Math.round(porSegundo),
        projecaoSegundos: Math.round(todos.length / porSegundo),
        loadavg: { antes: carga, depois: loadavg() },
      };
      log(`amostra do job: ${JSON.stringify(linha)}`);
      return linha;
    };
    const amostras = JOB_COMPLETO ? [] : [await amostraJob(hoje)];
    if (JOB_COMPLETO) {
      await rodarJob('first run', hoje);
      await rodarJob('second run, same day', hoje);
    }
    const niveisDepoisDoJob = await contarNiveis(pool);
    log(`níveis: ${JSON.stringify(niveisDepoisDoJob)}`);
    await pool.query('vacuum analyze processo');

    // -- The list and the summary.
    const usuarios = [
      {
        nome: 'orgao',
        api: local,
        caller: { orgaoCredorId: orgao, permissoes: new Set(permissoes) } as Alcance,
      },
      { nome: 'todos', api: admin, caller: { orgaoCredorId: 0, permissoes: new Set(todas) } as Alcance },
    ];
    const casos: {
      usuario: string;
      caso: string;
      path: string;
      body?: string;
      totalElements?: number;
      sql: { sql: string; params: unknown[]; plan: string[]; execucaoMs: number }[];
      f: () => Promise<unknown>;
    }[] = [];
    for (const u of usuarios) {
      for (const c of casosDaLista(orgao, hoje)) {
        if (u.nome === 'orgao' && c.filtro.idOrgaoCredor) continue;
        const { db, captured } = dbQueGrava(pool);
        const r = await listarPrescricoes(
          db,
          u.caller,
          c.filtro,
          { page: c.page ?? 0, size: SIZE, sort: c.sort },
          hoje,
        );
        const sql = [];
        for (const q of captured) {
          const plan = await explain(pool, q);
          sql.push({ ...q, plan, execucaoMs: execucao(plan) });
        }
        const body = JSON.stringify(c.filtro);
        const path = pathOf(c);
        const check = await u.api.call('POST', path, body);
        if (check.status !== 200) throw new Error(`${c.nome}: ${check.status} ${check.body}`);
        const total = (JSON.parse(check.body) as { totalElements: number }).totalElements;
        if (total !== r.totalElements) throw new Error(`${c.nome}: API ${total} ≠ SQL ${r.totalElements}`);
        casos.push({
          usuario: u.nome,
          caso: c.nome,
          path,
          body,
          totalElements: total,
          sql,
          f: () => u.api.call('POST', path, body),
        });
        log(`${u.nome} / ${c.nome}: ${total} processos; SQL ${sql.map((s) => s.execucaoMs).join(' + ')} ms`);
      }
      const { db, captured } = dbQueGrava(pool);
      await resumoPrescricao(db, u.caller);
      const sql = [];
      for (const q of captured) {
        const plan = await explain(pool, q);
        sql.push({ ...q, plan, execucaoMs: execucao(plan) });
      }
      casos.push({
        usuario: u.nome,
        caso: 'resumo (GET /prescricao/resumo)',
        path: '/api/prescricao/resumo',
        sql,
        f: () => u.api.call('GET', '/api/prescricao/resumo'),
      });
      log(`${u.nome} / resumo: SQL ${sql.map((s) => s.execucaoMs).join(' + ')} ms`);
    }
    log(`${casos.length} casos, ${RODADAS} rodadas…`);
    // a pause longer than a kept total's 5 s after each round: every timed list computes its count
    const tempos = await timeRounds(
      casos.map((c) => c.f),
      { rodadas: RODADAS, intervalo: INTERVALO },
    );
    const resultados = casos.map((c, i) => {
      const { f: _f, ...resto } = c;
      return { ...resto, api: tempos[i]! };
    });
    for (const r of resultados)
      log(
        `${r.usuario} / ${r.caso}: p50 ${r.api.p50} ms, p99 ${r.api.p99} ms (carga ${r.api.loadavg.antes[0]})`,
      );

    // -- The job again with the clock moved: thresholds crossed by time alone.
    if (JOB_COMPLETO) {
      await rodarJob('next day', addDays(hoje, 1));
      await rodarJob('30 days later', addDays(hoje, 31));
    } else amostras.push(await amostraJob(addDays(hoje, 31)));
    await relogio(hoje);
    admin.close();
    local.close();

    const result = {
      date: startedAt.toISOString(),
      machine: { ...machine, loadavgAfter: loadavg() },
      data: { ...dados, niveisDepoisDoJob, orgaoDoUsuario: orgao },
      gerador,
      preparo,
      method: {
        api: `one keep-alive connection, one request at a time; every case once per round, 2 warm-up rounds then ${RODADAS} rounds`,
        job: `POST ${JOB} (levels then summaries), timed request to answer; processosLidos: the processes its level pass selects (recalcularNiveis)`,
      },
      job,
      amostrasDoJob: amostras,
      casos: resultados,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    const out = env.BENCH_OUT ?? 'bench/results/prescricao.json';
    writeFileSync(resolve(ROOT, out), JSON.stringify(result, null, 2) + '\n');
    log(`resultado em ${out}`);
    console.log(
      [
        '',
        '| user | case | total | API p50 ms | API p99 ms | SQL ms (EXPLAIN ANALYZE) | load |',
        '|---|---|---|---|---|---|---|',
        ...resultados.map(
          (c) =>
            `| ${c.usuario} | ${c.caso} | ${c.totalElements ?? '–'} | ${c.api.p50} | ${c.api.p99} | ` +
            `${c.sql.map((s) => s.execucaoMs).join(' + ')} | ${c.api.loadavg.antes[0]} |`,
        ),
        '',
        '| job run | today | processes read | levels changed | e-mails | seconds | load |',
        '|---|---|---|---|---|---|---|',
        ...job.map(
          (j) =>
            `| ${j.nome} | ${j.hoje} | ${j.processosLidos} | ${j.niveisAlterados} | ${j.enviados} | ${j.segundos} | ${j.loadavg.antes[0]} |`,
        ),
        '',
      ].join('\n'),
    );
  } finally {
    await pool.end();
  }
}

bench.run(main);
