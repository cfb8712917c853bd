/**
 * The payment slip's PDF (issue 13, item 10): its latency, and that rendering it leaves the event loop
 * free for the other requests.
 *
 *   npx tsx bench/run-boleto-pdf.ts          (from the repository root)
 *
 * 1. Starts the real server on a fresh embedded database with the demo office (its collections).
 * 2. Signs in as the demo's procurador; takes an open à vista collection and a running instalment plan.
 * 3. Serial: BENCH_SAMPLES slips of each, one after the other (a reissue: the same slip is read, its
 *    amount computed again and the PDF rendered in the worker pool).
 * 4. Loaded: BENCH_CLIENTS (10) clients ask for slips in a loop for BENCH_DURATION (10) seconds while
 *    GET /app.conf.json is timed, one after the other.
 * 5. Writes bench/results/boleto-pdf.json.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { freePort, log, ROOT, signIn, stats } from './support/harness.ts';

const env = process.env;
const SAMPLES = Number(env.BENCH_SAMPLES ?? 200);
const CLIENTS = Number(env.BENCH_CLIENTS ?? 10);
const DURATION_MS = Number(env.BENCH_DURATION ?? 10) * 1000;
const PROCURADOR = { email: 'procurador@exemplo.gov.br', senha: 'Procurador@2026' };
const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS + 2 });

function timed(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; ms: number; body: Buffer }>((resolve, reject) => {
    const start = process.hrtime.bigint();
    const req = http.get({ host: '127.0.0.1', port, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          ms: Number(process.hrtime.bigint() - start) / 1e6,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on('error', reject);
  });
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'divida-bench-boleto-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...Object.fromEntries(
        Object.entries(env).filter(([k]) => !['DATABASE_URL', 'ADMIN_EMAIL', 'ADMIN_PASSWORD'].includes(k)),
      ),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 180_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (${server.exitCode})`);
      if (Date.now() > deadline) throw new Error('o servidor não respondeu em 180 s');
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const token = await signIn(base, PROCURADOR);
    const auth = { authorization: `Bearer ${token}` };
    const lista = async (idSituacao: number) => {
      const r = await fetch(`${base}/api/processoCobranca/list?page=0&size=50&sort=data,desc`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ idSituacao }),
      });
      return ((await r.json()) as { content: { idProcessoCobranca: number; totalParcelas: number }[] })
        .content;
    };
    const aVista = (await lista(200)).find((c) => c.totalParcelas === 1)!;
    const parcelado = (await lista(201))[0]!;
    const detalhe = (await (
      await fetch(`${base}/api/processoCobranca/${parcelado.idProcessoCobranca}`, { headers: auth })
    ).json()) as { lancamentos: { parcela: number; situacaoLancamento: string }[] };
    const aberta = detalhe.lancamentos.find((l) => l.situacaoLancamento === 'PREVISTO')!;
    const caminhos = {
      aVista: `/api/cobrancaBB/${aVista.idProcessoCobranca}/parcela/1/boleto`,
      parcela: `/api/cobrancaBB/${parcelado.idProcessoCobranca}/parcela/${aberta.parcela}/boleto`,
    };

    const serie = async (path: string) => {
      const out: number[] = [];
      for (let i = 0; i < SAMPLES; i++) {
        const r = await timed(port, path, auth);
        if (r.status !== 200 || r.body.subarray(0, 5).toString() !== '%PDF-')
          throw new Error(`${path} respondeu ${r.status}`);
        out.push(r.ms);
      }
      return out;
    };
    for (let i = 0; i < 10; i++) await timed(port, caminhos.aVista, auth); // warm-up: fonts, the pool
    const serial = {
      aVista: stats(await serie(caminhos.aVista)),
      parcela: stats(await serie(caminhos.parcela)),
    };
    log(`serial: ${JSON.stringify(serial)}`);

    let rodando = true;
    const boletos: number[] = [];
    const clientes = Array.from({ length: CLIENTS }, async () => {
      while (rodando) boletos.push((await timed(port, caminhos.aVista, auth)).ms);
    });
    const leves: number[] = [];
    const t0 = performance.now();
    // a user's light request every 20 ms over the whole loaded window
    while (performance.now() - t0 < DURATION_MS) {
      leves.push((await timed(port, '/app.conf.json')).ms);
      await new Promise((r) => setTimeout(r, 20));
    }
    const segundos = (performance.now() - t0) / 1000;
    rodando = false;
    await Promise.all(clientes);
    const carregado = {
      appConf: stats(leves),
      boletos: { ...stats(boletos), porSegundo: Math.round(boletos.length / segundos) },
    };
    log(`${CLIENTS} clientes: ${JSON.stringify(carregado)}`);

    const result = {
      date: new Date().toISOString(),
      machine: { cpus: os.availableParallelism(), loadavg: os.loadavg(), node: process.version },
      samples: SAMPLES,
      clients: CLIENTS,
      serial,
      carregado,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(join(ROOT, 'bench/results/boleto-pdf.json'), JSON.stringify(result, null, 2) + '\n');
    log('resultado em bench/results/boleto-pdf.json');
  } finally {
    server.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
