/**
 * Benchmark of the negotiation (issue 13, item 10) on PostgreSQL with 1,000,000 processes: the
 * simulation `POST /api/processoCobranca/simularParcelamento` and the agreement `POST /api/processoCobranca`,
 * p50 and p99 at 10 connections.
 *
 *   npx tsx bench/run-negociacao.ts          (from the repository root)
 *
 * 1. Drops and recreates BENCH_DB (bench_negociacao); starts the real server on it; fills 1,000,000
 *    processes (bench/gen-processos.ts).
 * 2. Makes the inscribed processes (phase 4, situation 101) negotiable as the product would have them:
 *    every body gets a convênio and each inscribed process its CDA (set-based SQL).
 * 3. Signs in as the administrator (every permission, all bodies). Draws BENCH_AMOSTRA apt processes at
 *    random and simulates each once (serially), keeping those whose principal allows 10 instalments and
 *    the 10-instalment plan with the principal shared evenly (what the wizard proposes).
 * 4. autocannon at BENCH_CONNECTIONS (10): the simulation of those plans, each request the next process.
 * 5. autocannon at BENCH_CONNECTIONS: the agreement of each plan (PARCELADO, 10 instalments), each
 *    request another process, its own Idempotency-Key and a new requester whose identification
 *    document was uploaded before the run.
 * 6. Writes bench/results/negociacao.json; drops the database (unless BENCH_KEEP_DB=1).
 *
 * Environment: BENCH_PG_URL, BENCH_DB, BENCH_PROCESSOS (1000000), BENCH_DURATION (10 s per run),
 * BENCH_CONNECTIONS (10), BENCH_AMOSTRA (4000 processes drawn), DB_POOL_SIZE and LOG_LEVEL (server).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join, resolve } from 'node:path';
import { cpfCheckDigits } from '@divida/domain/documents';
import autocannon, { type Options } from 'autocannon';
import pg from 'pg';
import { generateProcessos } from './gen-processos.ts';
import { BenchRun, cpuOf, cpuSeconds, freePort, loadavg, log, ms, ROOT, signIn } from './support/harness.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'bench_negociacao';
const PROCESSOS = Number(env.BENCH_PROCESSOS ?? 1_000_000);
const DURATION = Number(env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 10);
const AMOSTRA = Number(env.BENCH_AMOSTRA ?? 4000);
const PARCELAS = 10;
// one identification document per requester, all uploaded by the bench's user before the run
env.UPLOAD_PENDENTES_MAX ??= String(AMOSTRA * 2);
env.UPLOAD_DIARIO_MAX ??= String(AMOSTRA * 2);
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const bench = new BenchRun(DB_NAME, ADMIN);

/** A one-page PDF, enough for the upload's checks. */
function pdf(): Buffer {
  const corpo = [
    '%PDF-1.4',
    '1 0 obj <</Type/Catalog/Pages 2 0 R>> endobj',
    '2 0 obj <</Type/Pages/Kids[3 0 R]/Count 1>> endobj',
    '3 0 obj <</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>> endobj',
    'trailer <</Root 1 0 R>>',
    '%%EOF',
  ].join('\n');
  return Buffer.from(corpo);
}

interface Plano {
  id: number;
  valorPrimeiraParcela: number;
}

async function main() {
  const startedAt = new Date();
  await bench.adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await bench.adminQuery(`create database ${DB_NAME}`);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port);
  await bench.waitHealthy(base);
  const gen = await generateProcessos(bench.dbUrl, { processos: PROCESSOS, log: (m) => log(m.trim()) });

  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 4 });
  try {
    // -- Inscribed processes with their CDA, bodies with a convênio.
    await pool.query(
      `update orgao_credor set convenio = lpad(id::text, 7, '3') where coalesce(convenio, '') = ''`,
    );
    const cdas = await pool.query(`
      insert into divida_ativa (processo_id, numero_cda, data, data_atualizacao, data_referencia_calculo,
        nome_procurador_signatario, valor, valor_total, data_ultima_correcao_valor)
      select p.id, '2026' || lpad((row_number() over (order by p.id))::text, 8, '0'), p.data, p.data, p.data,
        'PROCURADOR DE BENCHMARK', p.total_corrigido, p.total_corrigido, p.ultima_correcao_valor
      from processo p
      where p.fase_id = 4 and p.situacao_id = 101
        and not exists (select 1 from divida_ativa d where d.processo_id = p.id)`);
    await pool.query('analyze divida_ativa; analyze orgao_credor; analyze processo');
    log(`${cdas.rowCount} CDAs criadas para os processos inscritos`);

    const token = await signIn(base, ADMIN);
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown, extra: Record<string, string> = {}) => {
      const r = await fetch(`${base}/api/${path}`, {
        method: 'POST',
        headers: { ...headers, ...extra },
        body: JSON.stringify(body),
      });
      const text = await r.text();
      if (!r.ok)
        throw new Error(`${path} → ${r.status} ${decodeURIComponent(r.headers.get('errormsg') ?? '')}`);
      return JSON.parse(text) as Record<string, unknown>;
    };

    const aptos = (
      await pool.query<{ id: number }>(
        `select p.id from processo p join divida_ativa d on d.processo_id = p.id
         where not p.excluido and p.fase_id = 4 and p.situacao_id = 101 and p.status_cobranca = 'SEM_ACORDO'
           and not p.suspenso and d.status_justica <> 'PROCESSO_SUSPENSO'
         order by random() limit $1`,
        [AMOSTRA],
      )
    ).rows.map((r) => r.id);
    log(`${aptos.length} processos aptos sorteados`);

    // -- Plans the wizard would propose: 10 instalments, the principal shared evenly.
    const planos: Plano[] = [];
    const preparo = Date.now();
    for (const id of aptos) {
      const r = await post('processoCobranca/simularParcelamento', {
        precessosIds: [id],
        quantidadeParcelas: 2,
        formaPagamento: 'PARCELADO',
      });
      const principal = r.valorPrincipal as number | null;
      if (principal !== null && (r.maxParcelas as number) >= PARCELAS)
        planos.push({ id, valorPrimeiraParcela: Math.floor((principal / PARCELAS) * 100) / 100 });
    }
    log(`${planos.length} planos de ${PARCELAS} parcelas (${Math.round((Date.now() - preparo) / 1000)} s)`);
    if (planos.length < 200) throw new Error('poucos processos parceláveis para medir');

    const serverPid = bench.server!.pid!;
    const backends = async () =>
      (
        await pool.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()`,
          [DB_NAME],
        )
      ).rows.map((b) => b.pid);

    async function medir(nome: string, opts: Options) {
      const pids = await backends();
      const load = loadavg();
      const before = { server: cpuSeconds(serverPid), pg: cpuOf(pids) };
      const r = await autocannon(opts);
      const done = r['2xx'] + r.non2xx;
      const run = {
        caso: nome,
        connections: CONNECTIONS,
        reqPerSec: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: done,
        ok: r['2xx'],
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        cpuMsPerRequest: {
          server: ms(((cpuSeconds(serverPid) - before.server) * 1000) / Math.max(done, 1)),
          postgres: ms(((cpuOf(pids) - before.pg) * 1000) / Math.max(done, 1)),
        },
        loadavg: load,
      };
      log(
        `${nome}: ${run.reqPerSec} req/s, p50 ${run.p50} ms, p99 ${run.p99} ms, 2xx ${run.ok}, non-2xx ${run.non2xx}, ` +
          `CPU por requisição servidor ${run.cpuMsPerRequest.server} ms, PostgreSQL ${run.cpuMsPerRequest.postgres} ms; carga ${load[0]}`,
      );
      return run;
    }

    // -- The simulation, each request the next plan.
    let i = 0;
    const simulacao = await medir('simularParcelamento (10 parcelas)', {
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      method: 'POST',
      headers,
      requests: [
        {
          path: '/api/processoCobranca/simularParcelamento',
          setupRequest: (req) => {
            const p = planos[i++ % planos.length]!;
            return {
              ...req,
              body: JSON.stringify({
                precessosIds: [p.id],
                quantidadeParcelas: PARCELAS,
                valorPrimeiraParcela: p.valorPrimeiraParcela,
                formaPagamento: 'PARCELADO',
              }),
            };
          },
        },
      ],
    });

    // -- A requester per agreement, each with its identification document uploaded beforehand (one
    // requester for all would make every agreement wait on that requester's row).
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([pdf()], { type: 'application/pdf' }), 'identidade.pdf');
      const up = await fetch(`${base}/api/documento/upload`, {
        method: 'POST',
        headers: { authorization: headers.authorization },
        body: form,
      });
      if (!up.ok) throw new Error(`upload → ${up.status}`);
      const a = (await up.json()) as { uuid: string; fileName: string };
      return { uuid: a.uuid, nome: a.fileName };
    };
    const requerentes: Record<string, unknown>[] = [];
    for (const [n] of planos.entries()) {
      const cpfBase = String(300_000_000 + n).padStart(9, '0');
      requerentes.push({
        tipo: 'TITULAR',
        nome: 'REQUERENTE DE BENCHMARK',
        cpf: cpfBase + cpfCheckDigits(cpfBase),
        email: `requerente.${n}@exemplo.com.br`,
        telefone: '21987654321',
        arquivoIdentificacao: await upload(),
      });
    }
    log(`${requerentes.length} documentos de identificação enviados`);

    // -- The agreements, each request another process (a process is negotiated once).
    let j = 0;
    const chave = Date.now();
    const acordo = await medir(`processoCobranca (PARCELADO, ${PARCELAS} parcelas)`, {
      url: base,
      connections: CONNECTIONS,
      duration: DURATION,
      amount: planos.length,
      method: 'POST',
      headers,
      requests: [
        {
          path: '/api/processoCobranca',
          setupRequest: (req) => {
            const n = j++;
            const p = planos[n]!;
            return {
              ...req,
              headers: { ...headers, 'idempotency-key': `bench-${chave}-${n}` },
              body: JSON.stringify({
                idsProcessos: [p.id],
                totalParcelas: PARCELAS,
                valorPrimeiraParcela: p.valorPrimeiraParcela,
                requerente: requerentes[n],
              }),
            };
          },
        },
      ],
    });

    const result = {
      date: startedAt.toISOString(),
      machine: {
        cpus: os.cpus().length,
        model: os.cpus()[0]?.model,
        memGiB: Math.round(os.totalmem() / 2 ** 30),
        node: process.version,
        postgres: String((await bench.adminQuery('show server_version')).rows[0]?.server_version),
        loadavgAfter: loadavg(),
      },
      data: {
        processos: gen.processos,
        andamentos: gen.andamentos,
        cdas: cdas.rowCount,
        planos: planos.length,
      },
      server: { dbPoolSize: env.DB_POOL_SIZE ?? '10 (default)', logLevel: env.LOG_LEVEL ?? 'warn' },
      method: {
        simulacao: `PARCELADO ${PARCELAS} instalments, first = principal / ${PARCELAS}; each request another process (refreshes its correction when not current)`,
        acordo: `PARCELADO ${PARCELAS} instalments; each request another process, Idempotency-Key and requester (a new one, with its identification document uploaded before the run)`,
        duration: DURATION,
      },
      simulacao,
      acordo,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    const out = env.BENCH_OUT ?? 'bench/results/negociacao.json';
    writeFileSync(resolve(ROOT, out), JSON.stringify(result, null, 2) + '\n');
    log(`resultado em ${out}`);
  } finally {
    await pool.end();
  }
}

bench.run(main);
