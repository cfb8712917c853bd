/**
 * Benchmark of the report files (issue 14, item 6) on the 1,000,000-process database that
 * `BENCH_KEEP_DB=1 npx tsx bench/run-painel.ts` leaves behind:
 *
 *   npx tsx bench/run-relatorios.ts          (from the repository root; BENCH_DB=bench_painel)
 *
 * 1. Starts the real server on BENCH_DB and signs in as the administrator (every body).
 * 2. Finds the period, back from today, that holds about 100,000 processes, and one with about 10,000.
 * 3. The synthetic report's Excel file of the 100,000 (a background task past 5,000 rows: written
 *    to the file storage, followed until done, then downloaded) and its PDF of the 10,000 (worker
 *    pool), each timed end to end, the file read to its last byte; the server's resident memory
 *    sampled every 50 ms meanwhile (VmRSS of /proc), its peak reported.
 * 4. Writes bench/results/relatorios.json. The database is left as it was.
 */
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { todayInSaoPaulo } from '@divida/domain/calendar';
import pg from 'pg';
import { BenchRun, freePort, loadavg, log, ROOT, signIn } from './support/harness.ts';

const env = process.env;
const DB_NAME = env.BENCH_DB ?? 'bench_painel';
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };
const bench = new BenchRun(DB_NAME, ADMIN);

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Math.round(Number(m[1]) / 1024) : 0;
};

/** The start date, back from today, whose period holds about `alvo` processes. */
async function periodoCom(pool: pg.Pool, alvo: number): Promise<string> {
  const r = await pool.query<{ data: string }>(
    `select data::text from processo where not excluido order by data desc, id desc offset $1 limit 1`,
    [alvo - 1],
  );
  return r.rows[0]!.data;
}

async function main() {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  bench.startServer(port);
  await bench.waitHealthy(base);
  const pool = new pg.Pool({ connectionString: bench.dbUrl, max: 1 });
  try {
    const token = await signIn(base, ADMIN);
    const hoje = todayInSaoPaulo();
    const pid = bench.server!.pid!;
    const medir = async (nome: string, caminho: string, alvo: number) => {
      const dataInicio = await periodoCom(pool, alvo);
      const corpo = { dataInicio, dataFim: hoje };
      const linhas = (
        await pool.query<{ n: number }>(
          `select count(*)::int as n from processo where not excluido and data between $1 and $2`,
          [dataInicio, hoje],
        )
      ).rows[0]!.n;
      const antes = rssMb(pid);
      let pico = antes;
      const amostra = setInterval(() => (pico = Math.max(pico, rssMb(pid))), 50);
      const t0 = performance.now();
      const auth = { authorization: `Bearer ${token}` };
      const r = await fetch(`${base}/api/processoConstituicaoCredito/${caminho}`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify(corpo),
      });
      if (!r.ok)
        throw new Error(`${nome} → ${r.status} ${decodeURIComponent(r.headers.get('errormsg') ?? '')}`);
      // past the direct limit the answer is a background task: follow it (as the page does, though
      // every 100 ms), then download its file
      let arquivo: Response = r;
      let emSegundoPlano = false;
      if (r.status === 202) {
        emSegundoPlano = true;
        const { tarefa } = (await r.json()) as { tarefa: string };
        for (;;) {
          const t = (await (await fetch(`${base}/api/tarefa/${tarefa}`, { headers: auth })).json()) as {
            estado: string;
          };
          if (t.estado === 'falhou') throw new Error(`${nome}: a tarefa falhou`);
          if (t.estado === 'concluida') break;
          await new Promise((ok) => setTimeout(ok, 100));
        }
        arquivo = await fetch(`${base}/api/tarefa/${tarefa}/arquivo`, { headers: auth });
        if (!arquivo.ok) throw new Error(`${nome}: arquivo → ${arquivo.status}`);
      }
      const bytes = (await arquivo.arrayBuffer()).byteLength;
      const segundos = (performance.now() - t0) / 1000;
      clearInterval(amostra);
      const res = {
        nome,
        linhas,
        emSegundoPlano,
        periodo: corpo,
        segundos: Math.round(segundos * 100) / 100,
        bytes,
        rssAntesMb: antes,
        rssPicoMb: pico,
      };
      log(
        `${nome}: ${linhas} linhas em ${res.segundos} s, ${Math.round(bytes / 1024)} KiB; RSS ${antes} → pico ${pico} MB`,
      );
      return res;
    };
    const excel = await medir('Excel do relatório sintético', 'relatorioSinteticoProcessosExcel', 100_000);
    // a whole day more could pass the PDF's 10,000: aim a little below
    const pdf = await medir('PDF do relatório sintético', 'relatorioSinteticoProcessosPdf', 9_000);
    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.cpus().length, loadavg: loadavg(), node: process.version },
      database: DB_NAME,
      hoje,
      resultados: [excel, pdf],
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/relatorios.json'), `${JSON.stringify(result, null, 2)}\n`);
    log('resultado em bench/results/relatorios.json');
  } finally {
    await pool.end();
    await bench.stopServer();
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 1;
});
