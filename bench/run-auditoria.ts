/**
 * Benchmark of the personal-data access log and of the audit trail (issue 26, item 9) on PostgreSQL
 * with 1,000,000 processes and 10,000,000 audit rows.
 *
 *   npx tsx bench/run-auditoria.ts          (from the repository root; or npm run auditoria -w bench)
 *
 * 1. The database BENCH_DB (benchprazo_1m) of run-prescricao.ts: generated as it does, or with
 *    BENCH_REUSAR=1 the one it kept (BENCH_KEEP_DB=1).
 * 2. BENCH_ACESSOS (2,000,000) earlier access-log rows (acesso_dados_pessoais: the table every read
 *    appends to, not empty in a running office) by SQL, and BENCH_AUDITORIA (10,000,000) audit rows
 *    chained by the server's own hash (support/auditoriaGerada.ts).
 * 3. Two servers on the database: the real one (main.ts, the log on) and the same code with the log
 *    switched off (support/servidorSemRegistroAcesso.ts: a module hook puts a no-op registrarAcesso in
 *    place of platform/lgpd/acessoDados.ts). Signs in on both as the administrator and as one body's
 *    user.
 * 4. Access log: the process detail (GET /api/processoConstituicaoCredito/{id}: of a process with 200
 *    movements and of an ordinary one) and the debtor detail (GET /api/devedor/{id}), each user, on both
 *    servers interleaved request by request (same load on both), 20 warm-up rounds then
 *    BENCH_RODADAS_DETALHE (300) rounds; checks that only the real server wrote access rows.
 * 5. /auditoria's list: each filter of auditoriaFiltroSchema, both users, and for the administrator the
 *    sorts and a deep page: the SQL
 *    Drizzle generates for the repository's listar with its EXPLAIN (ANALYZE, BUFFERS), then the API
 *    one request at a time, every case once per round, a 5.2 s pause after each round so that the total
 *    the server keeps 5 s from the end of its count has expired (every timed request counts), 2 warm-up
 *    rounds then
 *    BENCH_RODADAS (20) rounds.
 * 6. The chain's verification (GET /api/auditoria/verificar) over every row: rows per second.
 * 7. Writes bench/results/auditoria.json; stops both servers; drops the database unless BENCH_KEEP_DB=1.
 *
 * Environment: BENCH_PG_URL, BENCH_DB, BENCH_PROCESSOS, BENCH_REUSAR, BENCH_KEEP_DB, BENCH_AUDITORIA,
 * BENCH_ACESSOS, BENCH_RODADAS, BENCH_RODADAS_DETALHE, BENCH_SO_PREPARAR (1: steps 1–2 only), BENCH_CASOS
 * (a regular expression on "user / case" of step 5), BENCH_SEM_DETALHE and BENCH_SEM_VERIFICACAO (1: skip
 * step 4 or 6), BENCH_OUT,
 * DB_POOL_SIZE, LOG_LEVEL.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import type { FiltroAuditoria } from '../packages/server/src/modules/auditoria/auditoria.repository.ts';
import { listar } from '../packages/server/src/modules/auditoria/auditoria.repository.ts';
import type { Alcance } from '../packages/server/src/platform/auth/scope.ts';
import pg from 'pg';
import { gerarAuditoria } from './support/auditoriaGerada.ts';
import { BenchRun, freePort, loadavg, log, ms, ROOT, signIn } from './support/harness.ts';
import {
  ADMIN,
  apiClient,
  bancoDeProcessos,
  dbQueGrava,
  execucao,
  explain,
  LOCAL,
  timeRounds,
  usuarioDoOrgao,
} from './support/prazoBench.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'benchprazo_1m';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const REUSAR = env.BENCH_REUSAR === '1';
const AUDITORIA = Number(env.BENCH_AUDITORIA ?? 10_000_000);
const ACESSOS = Number(env.BENCH_ACESSOS ?? 2_000_000);
const RODADAS = Number(env.BENCH_RODADAS ?? 20);
const RODADAS_DETALHE = Number(env.BENCH_RODADAS_DETALHE ?? 300);
/** 1: generate the rows (step 2) and stop, e.g. while another benchmark measures */
const SO_PREPARAR = env.BENCH_SO_PREPARAR === '1';
/** only the list cases whose "user / case" matches; 1: skip the access-log step; 1: skip the verification */
const CASOS = new RegExp(env.BENCH_CASOS ?? '.');
const SEM_DETALHE = env.BENCH_SEM_DETALHE === '1';
const SEM_VERIFICACAO = env.BENCH_SEM_VERIFICACAO === '1';
const SIZE = 15;

const bench = new BenchRun(DB_NAME, ADMIN);
const semLog = new BenchRun(DB_NAME, ADMIN);

type Ordem = 'em' | 'id' | 'entidade' | 'acao';
interface Caso {
  nome: string;
  filtro: FiltroAuditoria;
  sort: { field: Ordem; desc: boolean };
  page?: number;
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
    const { orgao, permissoes, todas } = await usuarioDoOrgao(pool, LOCAL);
    const ids = (
      await pool.query<{ id: number; orgaoCredorId: number; email: string }>(
        `select id, orgao_credor_id as "orgaoCredorId", email from usuario where email = any($1) order by email`,
        [[ADMIN.email, LOCAL.email]],
      )
    ).rows;
    const adminId = ids.find((u) => u.email === ADMIN.email)!;
    const localId = ids.find((u) => u.email === LOCAL.email)!;

    // -- Earlier reads in the access log (as a running office has), then the audit rows.
    const acessosAntes = (
      await pool.query<{ n: number }>(`select count(*)::int as n from acesso_dados_pessoais`)
    ).rows[0]!.n;
    if (acessosAntes < ACESSOS) {
      const t = performance.now();
      await pool.query(
        `insert into acesso_dados_pessoais (em, usuario_id, orgao_credor_id, devedor_id, origem)
         select now() - make_interval(secs => (g * 31) % 63072000), $2, $3, 1 + (g::bigint * 7919) % 300000,
                (array['PROCESSO_DETALHE','DEVEDOR_DETALHE','PROCESSO_LISTA'])[1 + g % 3]
           from generate_series(1, $1::int) g`,
        [ACESSOS - acessosAntes, adminId.id, adminId.orgaoCredorId],
      );
      await pool.query('vacuum analyze acesso_dados_pessoais');
      log(`${ACESSOS - acessosAntes} acessos anteriores em ${Math.round((performance.now() - t) / 1000)} s`);
    }
    const geracaoAuditoria = await gerarAuditoria(pool, AUDITORIA, [adminId, localId]);
    const auditoriaLinhas = (await pool.query<{ n: number }>(`select count(*)::int as n from auditoria`))
      .rows[0]!.n;
    if (SO_PREPARAR) return log(`BENCH_SO_PREPARAR=1: ${auditoriaLinhas} linhas de auditoria; nada medido`);

    // -- Both servers: the log on (main.ts), the log off (the bench variant).
    const port = await freePort();
    bench.startServer(port);
    await bench.waitHealthy(`http://127.0.0.1:${port}`);
    const portSem = await freePort();
    semLog.startServer(portSem, { script: 'bench/support/servidorSemRegistroAcesso.ts' });
    await semLog.waitHealthy(`http://127.0.0.1:${portSem}`);
    log(`servidores: com registro :${port}, sem registro :${portSem}`);
    // each server signs its own tokens (its own data folder's secret): sign in on both
    const baseCom = `http://127.0.0.1:${port}`;
    const baseSem = `http://127.0.0.1:${portSem}`;
    const com = {
      todos: apiClient(port, await signIn(baseCom, ADMIN)),
      orgao: apiClient(port, await signIn(baseCom, LOCAL)),
    };
    const sem = {
      todos: apiClient(portSem, await signIn(baseSem, ADMIN)),
      orgao: apiClient(portSem, await signIn(baseSem, LOCAL)),
    };

    // -- 4. The access log: the same detail requests on both servers, interleaved.
    const detalhe200 = (
      await pool.query<{ id: number; devedor: number }>(
        `select p.id, p.devedor_id as devedor from processo p
          where p.orgao_credor_id = $1 and not p.excluido
          order by (select count(*) from andamento a where a.processo_id = p.id) desc, p.id limit 1`,
        [orgao],
      )
    ).rows[0]!;
    const comum = (
      await pool.query<{ id: number; devedor: number }>(
        `select id, devedor_id as devedor from processo where orgao_credor_id = $1 and not excluido
          and id > $2 order by id limit 1`,
        [orgao, detalhe200.id],
      )
    ).rows[0]!;
    const pedidos = [
      {
        caso: `process detail ${detalhe200.id} (most movements of the body)`,
        path: `/api/processoConstituicaoCredito/${detalhe200.id}`,
      },
      { caso: `process detail ${comum.id} (ordinary)`, path: `/api/processoConstituicaoCredito/${comum.id}` },
      { caso: `debtor detail ${detalhe200.devedor}`, path: `/api/devedor/${detalhe200.devedor}` },
    ];
    const contarAcessos = async () =>
      (await pool.query<{ n: number }>(`select count(*)::int as n from acesso_dados_pessoais`)).rows[0]!.n;
    const acessos0 = await contarAcessos();
    const fns: (() => Promise<unknown>)[] = [];
    const rotulos: { usuario: string; caso: string; path: string; log: 'com' | 'sem' }[] = [];
    for (const u of SEM_DETALHE ? [] : (['orgao', 'todos'] as const))
      for (const p of pedidos) {
        for (const [lado, api] of [
          ['com', com[u]],
          ['sem', sem[u]],
        ] as const) {
          const r = await api.call('GET', p.path);
          if (r.status !== 200) throw new Error(`${p.path} (${u}, ${lado}): ${r.status} ${r.body}`);
          rotulos.push({ usuario: u, caso: p.caso, path: p.path, log: lado });
          fns.push(async () => {
            const x = await api.call('GET', p.path);
            if (x.status !== 200) throw new Error(`${p.path}: ${x.status}`);
          });
        }
      }
    const acessos1 = await contarAcessos();
    const tDetalhe = await timeRounds(fns, { rodadas: RODADAS_DETALHE, aquecimento: 20 });
    const acessos2 = await contarAcessos();
    const esperado = (RODADAS_DETALHE + 20) * (fns.length / 2);
    const verificacaoDoLog = {
      escritasNaChecagem: acessos1 - acessos0,
      escritasNaMedicao: acessos2 - acessos1,
      esperadasSoDoServidorComRegistro: esperado,
    };
    if (acessos2 - acessos1 !== esperado || acessos1 - acessos0 !== fns.length / 2)
      throw new Error(`registro de acesso: ${JSON.stringify(verificacaoDoLog)}`);
    const acessoDados = [];
    for (let i = 0; i < fns.length; i += 2) {
      const c = tDetalhe[i]!;
      const s = tDetalhe[i + 1]!;
      acessoDados.push({
        usuario: rotulos[i]!.usuario,
        caso: rotulos[i]!.caso,
        path: rotulos[i]!.path,
        comRegistro: c,
        semRegistro: s,
        diferencaP50: ms(c.p50 - s.p50),
        diferencaMedia: ms(c.mean - s.mean),
      });
      log(
        `${rotulos[i]!.usuario} / ${rotulos[i]!.caso}: com ${c.p50} / ${c.p99} ms, sem ${s.p50} / ${s.p99} ms, ` +
          `diferença p50 ${ms(c.p50 - s.p50)} ms (carga ${c.loadavg.antes[0]})`,
      );
    }

    // -- 5. /auditoria's list.
    const umProcesso = (
      await pool.query<{ id: string }>(
        `select entidade_id as id from auditoria where entidade = 'processoConstituicaoCredito' and orgao_credor_id = $1
          order by id desc limit 1`,
        [orgao],
      )
    ).rows[0]!.id;
    const casosLista: Caso[] = [
      { nome: 'no filter, sort em,desc', filtro: {}, sort: { field: 'em', desc: true } },
      { nome: 'no filter, sort id', filtro: {}, sort: { field: 'id', desc: false } },
      { nome: 'no filter, sort entidade', filtro: {}, sort: { field: 'entidade', desc: false } },
      { nome: 'no filter, sort acao,desc', filtro: {}, sort: { field: 'acao', desc: true } },
      { nome: 'no filter, page 1000', filtro: {}, sort: { field: 'em', desc: true }, page: 1000 },
      { nome: 'entidade devedor', filtro: { entidade: 'devedor' }, sort: { field: 'em', desc: true } },
      {
        nome: `entidade+entidadeId (one process's history)`,
        filtro: { entidade: 'processoConstituicaoCredito', entidadeId: umProcesso },
        sort: { field: 'em', desc: true },
      },
      {
        nome: `idUsuario ${localId.id}`,
        filtro: { idUsuario: localId.id },
        sort: { field: 'em', desc: true },
      },
      { nome: 'acao ALTERAR', filtro: { acao: 'ALTERAR' }, sort: { field: 'em', desc: true } },
      {
        nome: 'period one month',
        filtro: { dataInicio: '2026-01-01', dataFim: '2026-01-31' },
        sort: { field: 'em', desc: true },
      },
      {
        nome: 'entidade processo + acao CRIAR + one month',
        filtro: {
          entidade: 'processoConstituicaoCredito',
          acao: 'CRIAR',
          dataInicio: '2026-01-01',
          dataFim: '2026-01-31',
        },
        sort: { field: 'em', desc: true },
      },
    ];
    const usuarios = [
      {
        nome: 'orgao',
        api: com.orgao,
        caller: { orgaoCredorId: orgao, permissoes: new Set(permissoes) } as Alcance,
      },
      { nome: 'todos', api: com.todos, caller: { orgaoCredorId: 0, permissoes: new Set(todas) } as Alcance },
    ];
    const casos = [];
    for (const u of usuarios)
      for (const c of casosLista) {
        // the body's user: the filters (the sorts and the deep page only for the administrator)
        if (u.nome === 'orgao' && (c.nome.startsWith('no filter, sort ') || c.page)) continue;
        if (!CASOS.test(`${u.nome} / ${c.nome}`)) continue;
        const { db, captured } = dbQueGrava(pool);
        const q = { ...c.filtro, sort: c.sort, page: c.page ?? 0, size: SIZE };
        const r = await listar(db, u.caller, q);
        const sql = [];
        for (const s of captured) {
          const plan = await explain(pool, s);
          sql.push({ ...s, plan, execucaoMs: execucao(plan) });
        }
        const path = `/api/auditoria/list?size=${SIZE}&page=${c.page ?? 0}&sort=${c.sort.field}${c.sort.desc ? ',desc' : ''}`;
        const body = JSON.stringify(c.filtro);
        const check = await u.api.call('POST', path, body);
        if (check.status !== 200) throw new Error(`${c.nome}: ${check.status} ${check.body}`);
        const total = (JSON.parse(check.body) as { totalElements: number }).totalElements;
        if (total !== r.totalElements) throw new Error(`${c.nome}: API ${total} ≠ SQL ${r.totalElements}`);
        casos.push({ usuario: u.nome, caso: c.nome, path, body, totalElements: total, sql, api: u.api });
        log(`${u.nome} / ${c.nome}: ${total} linhas; SQL ${sql.map((s) => s.execucaoMs).join(' + ')} ms`);
      }
    log(`${casos.length} casos, ${RODADAS} rodadas (pausa de 5,2 s após cada uma)…`);
    const tLista = await timeRounds(
      casos.map((c) => () => c.api.call('POST', c.path, c.body)),
      { rodadas: RODADAS, intervalo: 5200 },
    );
    const lista = casos.map(({ api: _api, ...c }, i) => ({ ...c, api: tLista[i]! }));
    for (const c of lista)
      log(
        `${c.usuario} / ${c.caso}: p50 ${c.api.p50} ms, p99 ${c.api.p99} ms (carga ${c.api.loadavg.antes[0]})`,
      );

    // -- 6. The chain's verification over every row.
    const verificar = async () => {
      const cargaV = loadavg();
      const tv = performance.now();
      const rv = await com.todos.call('GET', '/api/auditoria/verificar');
      const segundosV = (performance.now() - tv) / 1000;
      if (rv.status !== 200) throw new Error(`verificar: ${rv.status} ${rv.body}`);
      const resposta = JSON.parse(rv.body) as { ok: boolean; linhasVerificadas: number };
      return {
        ...resposta,
        segundos: Math.round(segundosV * 10) / 10,
        linhasPorSegundo: Math.round(resposta.linhasVerificadas / segundosV),
        loadavg: { antes: cargaV, depois: loadavg() },
      };
    };
    const verificacao = SEM_VERIFICACAO ? null : await verificar();
    log(`verificação: ${JSON.stringify(verificacao)}`);
    for (const a of [...Object.values(com), ...Object.values(sem)]) a.close();

    const result = {
      date: startedAt.toISOString(),
      machine: { ...machine, loadavgAfter: loadavg() },
      data: {
        auditoria: auditoriaLinhas,
        acessosDadosPessoais: await contarAcessos(),
        orgaoDoUsuario: orgao,
      },
      gerador,
      geracaoAuditoria,
      method: {
        acessoDados: `two servers on the same database, the real one and support/servidorSemRegistroAcesso.ts (registrarAcesso a no-op); one keep-alive connection each, one request at a time, the two interleaved request by request; 20 warm-up rounds then ${RODADAS_DETALHE}`,
        lista: `one request at a time; every case once per round, a 5.2 s pause after each round (a kept total lives 5 s from the end of its count: every request counts); 2 warm-up rounds then ${RODADAS}`,
        verificacao: 'GET /api/auditoria/verificar, request to answer, over every row',
      },
      verificacaoDoLog,
      acessoDados,
      lista,
      verificacao,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    const out = env.BENCH_OUT ?? 'bench/results/auditoria.json';
    writeFileSync(resolve(ROOT, out), JSON.stringify(result, null, 2) + '\n');
    log(`resultado em ${out}`);
    console.log(
      [
        '',
        '| user | request | with log p50 / p99 ms | without p50 / p99 ms | p50 difference | load |',
        '|---|---|---|---|---|---|',
        ...acessoDados.map(
          (a) =>
            `| ${a.usuario} | ${a.caso} | ${a.comRegistro.p50} / ${a.comRegistro.p99} | ${a.semRegistro.p50} / ${a.semRegistro.p99} | ` +
            `${a.diferencaP50} | ${a.comRegistro.loadavg.antes[0]} |`,
        ),
        '',
        '| user | case | total | API p50 ms | API p99 ms | SQL ms (EXPLAIN ANALYZE) | load |',
        '|---|---|---|---|---|---|---|',
        ...lista.map(
          (c) =>
            `| ${c.usuario} | ${c.caso} | ${c.totalElements} | ${c.api.p50} | ${c.api.p99} | ` +
            `${c.sql.map((s) => s.execucaoMs).join(' + ')} | ${c.api.loadavg.antes[0]} |`,
        ),
        '',
        verificacao
          ? `verification: ${verificacao.linhasVerificadas} rows in ${verificacao.segundos} s = ${verificacao.linhasPorSegundo} rows/s (ok ${verificacao.ok}; load ${verificacao.loadavg.antes[0]})`
          : 'verification: skipped',
        '',
      ].join('\n'),
    );
  } finally {
    await pool.end();
    await semLog.cleanup(true);
  }
}

bench.run(main);
