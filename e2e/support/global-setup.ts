import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const ROOT = resolve(import.meta.dirname, '../..');
export const CHROMIUM = '/usr/bin/chromium';

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? ok(addr.port) : fail(new Error('sem porta'))));
    });
  });
}

async function waitFor(url: string, server: ChildProcess, log: () => string, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${log()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the server did not answer ${url} in ${timeoutMs} ms:\n${log()}`);
}

/**
 * E2E_DATABASE_URL (a PostgreSQL server's URL): the suite runs on a database created there for the
 * run, with the demo office (DEMO_DATA=true), dropped at the end. Without it: the embedded database.
 */
async function bancoPostgres(): Promise<{ url: string; drop: () => Promise<void> } | undefined> {
  const adminUrl = process.env.E2E_DATABASE_URL;
  if (!adminUrl) return undefined;
  const nome = `e2e_${process.pid}_${Date.now()}`;
  const comAdmin = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  await comAdmin(`create database ${nome}`);
  const url = new URL(adminUrl);
  url.pathname = `/${nome}`;
  return { url: url.toString(), drop: () => comAdmin(`drop database if exists ${nome} with (force)`) };
}

/** Builds the app once, starts an SMTP sink and the server on free ports with a fresh database. */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM}. The browser suite uses Debian's Chromium and never downloads one: ` +
        'install the Debian package "chromium" (apt-get update && apt-get install -y chromium).',
    );
  }
  execFileSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: ROOT, stdio: 'inherit' });

  const work = mkdtempSync(join(tmpdir(), 'divida-e2e-'));
  const dataDir = join(work, 'data');
  const mailDir = join(work, 'mail');
  mkdirSync(mailDir, { recursive: true });

  let mails = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address).join(',');
        writeFileSync(
          join(mailDir, `${Date.now()}-${++mails}.eml`),
          `X-Envelope-To: ${to}\r\n${Buffer.concat(chunks)}`,
        );
        done();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((ok) => smtp.listen(smtpPort, '127.0.0.1', ok));

  const postgres = await bancoPostgres();
  const { DATABASE_URL: _inherited, ...envSemBanco } = process.env;
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  let output = '';
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...envSemBanco,
      ...(postgres ? { DATABASE_URL: postgres.url, DEMO_DATA: 'true' } : {}),
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NODE_ENV: 'production',
      // the workflow stories move "today" to run a term out (PUT /api/teste/relogio), never by waiting
      TEST_CLOCK: 'true',
      // the demo office has a few hundred processes: past 100 rows an export runs in the background,
      // so the suite sees both the direct file and the progress dialog (exportar.spec.ts)
      EXPORTACAO_LIMITE_DIRETO: '100',
      JOBS_POLLING_SECONDS: '0.5',
      // no call to the Banco Central's series API from the suite (the machine may be offline)
      INDICES_BACEN_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (b: Buffer) => {
    output = (output + b.toString()).slice(-20_000);
  };
  server.stdout?.on('data', keep);
  server.stderr?.on('data', keep);
  // first start: migrations, reference data, demo users' password hashes; minutes on a busy machine
  await waitFor(`${baseURL}/app.conf.json`, server, () => output, 300_000);

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_MAIL_DIR = mailDir;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)));
    await new Promise((r) => smtp.close(() => r(null)));
    await postgres?.drop();
    rmSync(work, { recursive: true, force: true });
  };
}
