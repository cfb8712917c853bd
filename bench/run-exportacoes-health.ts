/**
 * Does an export hold other requests back? (issue 23 §4) `/api/health` answered while 10 Excel exports
 * run at once on the embedded database (PGlite: one connection, the database in this process):
 *
 *   npx tsx bench/run-exportacoes-health.ts        (from the repository root)
 *
 * 1. Starts the real server (`main.ts`, the start script's node flags) on the embedded database of
 *    BENCH_DATA_DIR (default: a new temporary folder; its first start loads the demo office, whose
 *    process list has 300 rows). The administrator signs in.
 * 2. Baseline: `/api/health` alone, one request after another, for BENCH_SEGUNDOS (default 10) s.
 * 3. Load: 10 clients, each exporting the whole process list to Excel (the direct .xlsx, read to its
 *    last byte) again and again, while one more client asks `/api/health` one request after another
 *    for the same time. Reports p50, p99 and max of `/api/health` and how many exports ended.
 * 4. Writes bench/results/exportacoes-health.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { freePort, loadavg, log, ROOT, signIn, stats } from './support/harness.ts';

const resumo = (t: number[]) => ({ ...stats(t), max: Math.round(Math.max(...t) * 10) / 10 });

const env = process.env;
const SEGUNDOS = Number(env.BENCH_SEGUNDOS ?? 10);
const CLIENTES = 10;
const ADMIN = { email: 'admin@exemplo.gov.br', senha: 'Admin@2026' };

function flagsDoStart(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').filter((p) => /^--[a-z-]+=\S+$/.test(p));
}

/**
 * `/api/health` every INTERVALO_MS until `fim`, each request sent on time whether the previous one has
 * answered or not (one after another would ask less often exactly while the server is slow): each
 * answer's time in ms.
 */
const INTERVALO_MS = 25;
async function sondar(base: string, fim: number): Promise<number[]> {
  const pedidos: Promise<number>[] = [];
  const um = async () => {
    const t0 = performance.now();
    const r = await fetch(`${base}/api/health`);
    await r.arrayBuffer();
    if (!r.ok) throw new Error(`/api/health → ${r.status}`);
    return performance.now() - t0;
  };
  while (Date.now() < fim) {
    pedidos.push(um());
    await new Promise((r) => setTimeout(r, INTERVALO_MS));
  }
  return Promise.all(pedidos);
}

async function main() {
  const temporario = !env.BENCH_DATA_DIR;
  const dataDir = env.BENCH_DATA_DIR ?? mkdtempSync(join(os.tmpdir(), 'divida-bench-exp-'));
  const port = await freePort();
  // the embedded database with its demo office: no PostgreSQL, no administrator password
  const { DATABASE_URL: _url, ADMIN_PASSWORD: _senha, ...semBanco } = env;
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [...flagsDoStart(), '--import', 'tsx', 'packages/server/src/main.ts'],
    {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...semBanco,
        NODE_ENV: 'production',
        LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
        DATA_DIR: dataDir,
        WEB_DIST: join(dataDir, 'no-web'),
        HOST: '127.0.0.1',
        PORT: String(port),
      },
    },
  );
  const parar = async () => {
    if (server.exitCode !== null) return;
    const saiu = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await saiu;
  };
  try {
    const limite = Date.now() + 300_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`o servidor terminou (código ${server.exitCode})`);
      if (Date.now() > limite) throw new Error('o servidor não respondeu a /api/health em 300 s');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    const token = await signIn(base, ADMIN);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const exportar = async () => {
      const r = await fetch(`${base}/api/processoConstituicaoCredito/exportar?sort=data,desc`, {
        method: 'POST',
        headers: auth,
        body: '{}',
      });
      const corpo = await r.arrayBuffer();
      if (r.status !== 200) throw new Error(`exportar → ${r.status} ${Buffer.from(corpo).toString()}`);
    };
    // the first export loads exceljs (once per process): not what this measures
    await exportar();

    log(`/api/health sozinho, ${SEGUNDOS} s`);
    const sozinho = resumo(await sondar(base, Date.now() + SEGUNDOS * 1000));

    log(`/api/health com ${CLIENTES} exportações simultâneas, ${SEGUNDOS} s`);
    const fim = Date.now() + SEGUNDOS * 1000;
    let exportacoes = 0;
    let linhas = 0;
    const cliente = async () => {
      while (Date.now() < fim) {
        await exportar();
        exportacoes++;
        linhas += 300;
      }
    };
    const [tempos] = await Promise.all([sondar(base, fim), ...Array.from({ length: CLIENTES }, cliente)]);
    const comCarga = resumo(tempos);
    const resultado = {
      quando: new Date().toISOString(),
      maquina: { cpus: os.cpus().length, loadavg: loadavg() },
      segundos: SEGUNDOS,
      clientes: CLIENTES,
      healthSozinho: sozinho,
      healthComExportacoes: comCarga,
      exportacoesConcluidas: exportacoes,
      linhasAproximadas: linhas,
    };
    console.log(JSON.stringify(resultado, null, 2));
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, 'bench/results/exportacoes-health.json'),
      JSON.stringify(resultado, null, 2) + '\n',
    );
  } finally {
    await parar();
    if (temporario) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
