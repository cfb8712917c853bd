/**
 * What every API benchmark shares: a dedicated PostgreSQL database, the real server started on it
 * (as `npm start` runs it, minus the wrappers), sign-in through the real ALTCHA challenge, timing
 * statistics and per-process CPU. Each run-*.ts keeps only what it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import pg from 'pg';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const env = process.env;

/** The node flags (`--name=value`) of `npm start` in packages/server. */
function flagsDoStart(): string[] {
  const pkg = JSON.parse(readFileSync(join(ROOT, 'packages/server/package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return pkg.scripts.start.split(' ').filter((p) => /^--[a-z-]+=\S+$/.test(p));
}

export const log = (msg: string) => console.log(`[bench] ${msg}`);
export const ms = (x: number) => Math.round(x * 1000) / 1000;
export const loadavg = () => os.loadavg().map((x) => Math.round(x * 100) / 100);

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: ms(percentile(s, 0.5)),
    p99: ms(percentile(s, 0.99)),
    mean: ms(s.reduce((a, b) => a + b, 0) / s.length),
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** CPU seconds (user + system) a process has used so far, from /proc (0 if it is gone). */
export function cpuSeconds(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks (USER_HZ 100)
  } catch {
    return 0;
  }
}
export const cpuOf = (pids: number[]) => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);

export interface Credenciais {
  email: string;
  senha: string;
}

/** Signs in as a user would: solves the server's ALTCHA challenge, then answers the access token. */
export async function signIn(base: string, who: Credenciais): Promise<string> {
  const challenge = (await (await fetch(`${base}/api/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha sem solução');
  const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const r = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: who.email, senha: who.senha, recaptchaToken }),
  });
  if (!r.ok) throw new Error(`login falhou: ${r.status} ${await r.text()}`);
  return ((await r.json()) as { accessToken: string }).accessToken;
}

/**
 * One benchmark run: its database `dbName` on the server of BENCH_PG_URL (dropped at the end unless
 * BENCH_KEEP_DB=1) and the real server on it, whose first start creates `admin`.
 */
export class BenchRun {
  readonly adminUrl = env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  readonly dbUrl: string;
  server: ChildProcess | undefined;
  #dataDir: string | undefined;
  #cleaning: Promise<void> | undefined;

  constructor(
    readonly dbName: string,
    readonly admin: Credenciais,
  ) {
    if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DB inválido: ${dbName}`);
    const u = new URL(this.adminUrl);
    u.pathname = `/${dbName}`;
    this.dbUrl = u.toString();
  }

  async adminQuery(sql: string) {
    const c = new pg.Client({ connectionString: this.adminUrl });
    await c.connect();
    try {
      return await c.query(sql);
    } finally {
      await c.end();
    }
  }

  /**
   * `web`: the server also serves the built web app (packages/web/dist), for browser runs.
   * `script`: another entry point than the server's main.ts (a benchmark's own additions to it).
   */
  startServer(port: number, opts: { web?: boolean; script?: string } = {}): ChildProcess {
    this.#dataDir = mkdtempSync(join(os.tmpdir(), 'divida-bench-'));
    // `node --import tsx` is what `npx tsx` runs, minus the npx and tsx wrapper processes, so that
    // the signal that stops it reaches the server itself; with the node flags of the server's start
    // script (its heap limit), as a deployment runs it.
    const nodeArgs = [
      ...flagsDoStart(),
      ...(env.BENCH_SERVER_NODE_OPTIONS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
    ];
    this.server = spawn(process.execPath, [...nodeArgs, opts.script ?? 'packages/server/src/main.ts'], {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...env,
        NODE_ENV: 'production',
        DATABASE_URL: this.dbUrl,
        ADMIN_EMAIL: this.admin.email,
        ADMIN_PASSWORD: this.admin.senha,
        LOG_LEVEL: env.LOG_LEVEL ?? 'warn',
        DATA_DIR: this.#dataDir,
        WEB_DIST: opts.web ? join(ROOT, 'packages/web/dist') : join(this.#dataDir, 'no-web'),
        HOST: '127.0.0.1',
        PORT: String(port),
      },
    });
    return this.server;
  }

  async waitHealthy(base: string) {
    const child = this.server!;
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`o servidor terminou ao iniciar (código ${child.exitCode})`);
      try {
        const r = await fetch(`${base}/api/health`);
        if (r.ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error('o servidor não respondeu a /api/health em 90 s');
  }

  async stopServer() {
    const child = this.server;
    this.server = undefined;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Stops the server, drops the database (unless BENCH_KEEP_DB=1 or `manterBanco`: a second server on
   * another run's database), removes the data folder; once.
   */
  cleanup(manterBanco = false): Promise<void> {
    this.#cleaning ??= (async () => {
      await this.stopServer();
      if (manterBanco) return void (this.#dataDir && rmSync(this.#dataDir, { recursive: true, force: true }));
      if (env.BENCH_KEEP_DB === '1') log(`banco ${this.dbName} mantido`);
      else
        await this.adminQuery(`drop database if exists ${this.dbName} with (force)`).catch((e: unknown) =>
          console.error('[bench] falha ao remover o banco', e),
        );
      if (this.#dataDir) rmSync(this.#dataDir, { recursive: true, force: true });
    })();
    return this.#cleaning;
  }

  /** Runs `main`, cleaning up after it, after a failure and on Ctrl-C or SIGTERM. */
  run(main: () => Promise<void>) {
    process.on('SIGINT', () => void this.cleanup().then(() => process.exit(130)));
    process.on('SIGTERM', () => void this.cleanup().then(() => process.exit(143)));
    main().then(
      () => this.cleanup(),
      async (e: unknown) => {
        console.error(e);
        await this.cleanup();
        process.exitCode = 1;
      },
    );
  }
}
