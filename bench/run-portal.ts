/**
 * Benchmark of the debtor portal's debt list (issue 39, item 11): `POST /api/portal/debito/list` for a
 * person with 50 processes (with their CDAs) among 1,000,000 processes on PostgreSQL.
 *
 *   npx tsx bench/run-portal.ts          (from the repository root)
 *
 * 1. Drops and recreates BENCH_DB (bench_portal); starts the real server on it; fills 1,000,000
 *    processes (bench/gen-processos.ts) and a CDA for every inscribed one (as bench/run-painel.ts).
 * 2. One CPF debtor takes 50 processes spread over the table and over the bodies (half of them
 *    inscribed), as one person with debts in several bodies.
 * 3. BENCH_SESSOES (3000) portal sessions of that person, written as the sign-in writes them (the
 *    cookie's and the CSRF token's SHA-256): the portal limits a session to 120 reads a minute, so the
 *    load is many people's, each request another session's cookie.
 * 4. BENCH_AMOSTRA (300) serial requests after 30 of warm-up: p50, p99; then autocannon, BENCH_CONNECTIONS
 *    (10) connections for BENCH_DURATION (10) s: req/s, p50, p99, and the CPU a request costs the server
 *    and PostgreSQL. Every request writes its access-log row, as in production.
 * 5. Writes bench/results/portal.json; drops the database (unless BENCH_KEEP_DB=1). BENCH_REUSAR=1
 *    measures a kept database as it is (steps 1–2 skipped).
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { generateProcessos } from './gen-processos.ts';
import { BenchRun, cpuOf, cpuSeconds, freePort, loadavg, log, ms, ROOT, stats } from './support/harness.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'bench_portal';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const AMOSTRA = Number(env.BENCH_AMOSTRA ?? 300);
const SESSOES = Number(env.BENCH_SESSOES ?? 3000);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const REUSAR = env.BENCH_REUSAR === '1';
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const CPF = '52998224725';
const DEBITOS = 50;
const bench = new BenchRun(DB_NAME, ADMIN);
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

async function prepararPessoa(pool: pg.Pool) {
  const t = performance.now();
  await pool.query(`
      insert into divida_ativa (processo_id, numero_cda, data, data_atualizacao, data_referencia_calculo,
        nome_procurador_signatario, valor, valor_total, data_ultima_correcao_valor, status_justica, status_protesto)
      select p.id, '2026' || lpad((row_number() over (order by p.id))::text, 8, '0'), i.dia, i.dia, i.dia,
        'PROCURADOR DE BENCHMARK', p.total_corrigido, p.total_corrigido, p.ultima_correcao_valor,
        'SEM_PROCESSO', 'SEM_PROTESTO'
      from processo p
      cross join lateral (select current_date - (p.id % 730) as dia) i
      where p.fase_id = 4 and p.situacao_id = 101`);
  // the person: a CPF debtor, with 25 inscribed processes and 25 others, spread over the table
  const [devedor, outro] = (
    await pool.query<{ id: number }>(
      `select id from devedor where length(documento_identificacao) = 11 order by id limit 2`,
    )
  ).rows.map((r) => r.id) as [number, number];
  // exactly the 50 below: its own processes go to another debtor
  await pool.query(`update processo set devedor_id = $1 where devedor_id = $2`, [outro, devedor]);
  await pool.query(
    `update devedor set documento_identificacao = $1, nome = 'PESSOA DO PORTAL' where id = $2`,
    [CPF, devedor],
  );
  for (const inscrito of [true, false])
    await pool.query(
      `with escolhidos as (
         select id from (
           select id, row_number() over (order by id) as n, count(*) over () as total from processo
           where ${inscrito ? '' : 'not '}(fase_id = 4 and situacao_id = 101) and not excluido) x
         where n % (total / $2) = 0 limit $2)
       update processo set devedor_id = $1 where id in (select id from escolhidos)`,
      [devedor, DEBITOS / 2],
    );
  await pool.query('analyze processo; analyze divida_ativa; analyze devedor');
  log(`a pessoa e as CDAs: ${Math.round((performance.now() - t) / 1000)} s`);
}

/** Sessions as the sign-in writes them (modules/portal/sessao.ts criarSessao). */
async function criarSessoes(pool: pg.Pool) {
  const sessoes: { cookie: string; csrf: string }[] = [];
  for (let i = 0; i < SESSOES; i += 500) {
    const lote = Array.from({ length: Math.min(500, SESSOES - i) }, () => ({
      id: randomUUID(),
      token: randomBytes(32).toString('base64url'),
      csrf: randomBytes(32).toString('base64url'),
    }));
    await pool.query(
      `insert into portal_sessao (id, token_hash, csrf_hash, cpf, nome, nivel, amr, ip, expira_em)
       select x.id::uuid, x.token_hash, x.csrf_hash, $2, 'Pessoa do Portal', 'prata', '["passwd"]'::jsonb,
         '127.0.0.1', now() + interval '8 hours'
       from jsonb_to_recordset($1::jsonb) as x(id text, token_hash text, csrf_hash text)`,
      [
        JSON.stringify(
          lote.map((s) => ({ id: s.id, token_hash: sha256(s.token), csrf_hash: sha256(s.csrf) })),
        ),
        CPF,
      ],
    );
    sessoes.push(
      ...lote.map((s) => ({ cookie: `portal_sessao=${s.token}; portal_csrf=${s.csrf}`, csrf: s.csrf })),
    );
  }
  return sessoes;
}

async function main() {
  const startedAt = new Date();
  if (!REUSAR) {
    await bench.adminQuery(`drop database if exists ${DB_NAME} with (force)`);
    await bench.adminQuery(`create database ${DB_NAME}`);
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port);
  await bench.waitHealthy(base);
  const gen = REUSAR
    ? { processos: PROCESSOS }
    : await generateProcessos(bench.dbUrl, { processos: PROCESSOS, log: (m) => log(m.trim()) });
  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 2 });
  try {
    if (!REUSAR) await prepararPessoa(pool);
    await pool.query(`delete from portal_sessao where cpf = $1`, [CPF]);
    const sessoes = await criarSessoes(pool);
    let proxima = 0;
    const sessao = () => sessoes[proxima++ % sessoes.length]!;
    const path = `/api/portal/debito/list?size=${DEBITOS}`;

    // serial: one request at a time, each another person's session
    const chamar = async () => {
      const s = sessao();
      const t0 = performance.now();
      const r = await fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
        body: '{}',
      });
      const corpo = (await r.json()) as { totalElements?: number };
      if (r.status !== 200 || corpo.totalElements !== DEBITOS)
        throw new Error(`debito/list → ${r.status}, ${corpo.totalElements} débitos`);
      return performance.now() - t0;
    };
    for (let i = 0; i < 30; i++) await chamar();
    const amostras: number[] = [];
    for (let i = 0; i < AMOSTRA; i++) amostras.push(await chamar());
    const serial = stats(amostras);
    log(`serial: p50 ${serial.p50} ms, p99 ${serial.p99} ms`);

    // load: many people at once, each request another session
    const backends = (
      await pool.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
        [DB_NAME],
      )
    ).rows.map((b) => b.pid);
    const serverPid = bench.server!.pid!;
    const load = loadavg();
    const before = { server: cpuSeconds(serverPid), pg: cpuOf(backends) };
    const r = await autocannon({
      url: `${base}${path}`,
      method: 'POST',
      connections: CONNECTIONS,
      duration: DURATION,
      body: '{}',
      requests: [
        {
          setupRequest: (req) => {
            const s = sessao();
            return {
              ...req,
              headers: { cookie: s.cookie, 'x-csrf-token': s.csrf, 'content-type': 'application/json' },
            };
          },
        },
      ],
    });
    const done = r['2xx'] + r.non2xx;
    const carga = {
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
      loadavg: load,
    };
    log(
      `autocannon, ${CONNECTIONS} conexões: ${carga.reqPerSec} req/s, p50 ${carga.p50} ms, p99 ${carga.p99} ms, ` +
        `non-2xx ${carga.non2xx}, erros ${carga.errors}; CPU por requisição servidor ${carga.cpuMsPerRequest.server} ms, ` +
        `PostgreSQL ${carga.cpuMsPerRequest.postgres} ms; carga ${load[0]}`,
    );
    const result = {
      date: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        loadavg: loadavg(),
        node: process.version,
      },
      processos: gen.processos,
      debitosDaPessoa: DEBITOS,
      sessoes: SESSOES,
      amostra: AMOSTRA,
      serial,
      carga,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/portal.json'), `${JSON.stringify(result, null, 2)}\n`);
    log('resultado em bench/results/portal.json');
  } finally {
    await pool.end();
  }
}

bench.run(main);
