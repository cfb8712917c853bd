/**
 * What PDF rendering does to the other requests (issue "Hardening", item 13).
 *
 *   npx tsx bench/run-pdf-latency.ts          (from the repository root)
 *
 * 1. Starts the real server (packages/server/src/main.ts, embedded PGlite in a temporary DATA_DIR,
 *    an administrator from ADMIN_EMAIL/ADMIN_PASSWORD) on a free loopback port.
 * 2. Signs in (solving the ALTCHA challenge) for an access token.
 * 3. Alone: times BENCH_SAMPLES cheap requests (GET /app.conf.json, no database) one after the other.
 * 4. Loaded: BENCH_PRINTS (10) clients each print the administrator's record
 *    (GET /api/usuario/:id/imprimir) in a loop, and meanwhile the same cheap requests are timed
 *    one after the other; the prints' own latency and throughput are recorded too.
 * 5. Stops the server; writes bench/results/pdf-latency-<label>.json (BENCH_LABEL, default "run").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { freePort } from './support/harness.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const env = process.env;
const SAMPLES = Number(env.BENCH_SAMPLES ?? 300);
const PRINTS = Number(env.BENCH_PRINTS ?? 10);
const LABEL = env.BENCH_LABEL ?? 'run';
const ADMIN = { email: 'admin.bench@exemplo.gov.br', senha: 'AdminBench1' };

const log = (msg: string) => console.log(`[bench] ${msg}`);
const round = (x: number) => Math.round(x * 100) / 100;

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.max(0, Math.ceil(p * s.length) - 1))]!;
  return {
    n: s.length,
    p50: round(at(0.5)),
    p90: round(at(0.9)),
    p99: round(at(0.99)),
    max: round(s[s.length - 1]!),
    mean: round(s.reduce((a, b) => a + b, 0) / s.length),
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: PRINTS + 2 });

/** One request; resolves with its status and its duration in ms (body read to the end). */
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

async function cheapSeries(port: number) {
  const out: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const r = await timed(port, '/app.conf.json');
    if (r.status !== 200) throw new Error(`/app.conf.json respondeu ${r.status}`);
    out.push(r.ms);
  }
  return out;
}

async function main() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(os.tmpdir(), 'divida-bench-pdf-'));
  const server: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...Object.fromEntries(Object.entries(env).filter(([k]) => k !== 'DATABASE_URL')),
      NODE_ENV: 'production',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.senha,
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      WEB_DIST: join(dataDir, 'no-web'),
      HOST: '127.0.0.1',
      PORT: String(port),
    },
  });
  try {
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`o servidor terminou ao iniciar (${server.exitCode})`);
      if (Date.now() > deadline) throw new Error('o servidor não respondeu em 120 s');
      const ok = await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const challenge = (await (await fetch(`${base}/api/auth/captcha`)).json()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ...ADMIN,
        recaptchaToken: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      }),
    });
    if (!login.ok) throw new Error(`login: ${login.status}`);
    const { accessToken, user } = (await login.json()) as { accessToken: string; user: { id: number } };
    const auth = { authorization: `Bearer ${accessToken}` };
    const pdfPath = `/api/usuario/${user.id}/imprimir`;

    // Warm-up: code paths, fonts, the worker pool.
    for (let i = 0; i < 5; i++) await timed(port, pdfPath, auth);
    for (let i = 0; i < 50; i++) await timed(port, '/app.conf.json');

    log(`alone: ${SAMPLES} x GET /app.conf.json`);
    const alone = stats(await cheapSeries(port));
    log(JSON.stringify(alone));

    log(`loaded: ${PRINTS} clients printing while ${SAMPLES} x GET /app.conf.json run`);
    let printing = true;
    const printMs: number[] = [];
    const printers = Array.from({ length: PRINTS }, async () => {
      while (printing) {
        const r = await timed(port, pdfPath, auth);
        if (r.status !== 200 || r.body.subarray(0, 5).toString() !== '%PDF-')
          throw new Error(`impressão respondeu ${r.status}`);
        printMs.push(r.ms);
      }
    });
    const t0 = performance.now();
    const loaded = stats(await cheapSeries(port));
    const seconds = (performance.now() - t0) / 1000;
    printing = false;
    await Promise.all(printers);
    const prints = { ...stats(printMs), perSecond: round(printMs.length / seconds) };
    log(JSON.stringify({ loaded, prints }));

    const result = {
      label: LABEL,
      date: new Date().toISOString(),
      machine: { cpus: os.availableParallelism(), loadavg: os.loadavg().map(round), node: process.version },
      samples: SAMPLES,
      printClients: PRINTS,
      cheapAloneMs: alone,
      cheapWhilePrintingMs: loaded,
      printMs: prints,
    };
    mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
    writeFileSync(
      join(ROOT, `bench/results/pdf-latency-${LABEL}.json`),
      JSON.stringify(result, null, 2) + '\n',
    );
    console.log(JSON.stringify(result, null, 2));
  } finally {
    agent.destroy();
    if (server.exitCode === null) {
      const exited = new Promise((r) => server.once('exit', r));
      server.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
