/**
 * Lighthouse (performance, accessibility) on the login page, the process list and the document-type list, in Debian's
 * Chromium, against the production build served by the real server on a fresh embedded database.
 *   npx tsx bench/web/lighthouse.ts            (builds the app first; SKIP_BUILD=1 to reuse packages/web/dist)
 *   FORM_FACTOR=mobile npx tsx bench/web/lighthouse.ts   (Lighthouse's default mobile emulation and throttling)
 *   PAGES=login,processos ...   (only these pages; default: login, processos, tipoDocumento, and the
 *     debtor portal's portal (signed out) and portalDebitos (Maria das Dores signed in through the
 *     embedded provider))
 *   WEB_DIST=/path/to/dist SKIP_BUILD=1 ...   (audit another build, e.g. a copy of the one before a change)
 *   LH_JSON_DIR=/tmp/lh ...   (also writes each run's full Lighthouse report there; LH_TRACE=1 its trace too)
 *   PRECOMPRESSED=1 ...   (what-if: the build's .br/.gz files served in front of the server, see compressedFront.ts)
 * Not a test: the figures go to bench/web.md.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import puppeteer, { type Page } from 'puppeteer-core';
import { startCompressedFront } from './compressedFront.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const RUNS = Number(process.env.RUNS ?? 3);
const mobile = process.env.FORM_FACTOR === 'mobile';
/** The signed-in pages audited; PAGES=login,processos picks some (default: all). */
const LISTS = [
  ['process list', '/processos'],
  ['document-type list', '/tipoDocumento'],
] as const;
const wanted = (page: string) => !process.env.PAGES || process.env.PAGES.split(',').includes(page);

const freePort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const a = s.address();
      s.close(() => ok(typeof a === 'object' && a ? a.port : 0));
    });
  });

async function waitFor(url: string) {
  // up to 4 minutes: the server starts slowly on a loaded machine (tsx, migrations of a fresh database)
  for (let i = 0; i < 960; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

async function login(base: string) {
  const challenge = (await (await fetch(`${base}/api/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const recaptchaToken = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@exemplo.gov.br', senha: 'Admin@2026', recaptchaToken }),
  });
  if (!res.ok) throw new Error(`login ${res.status}`);
  return (await res.json()) as { accessToken: string; refreshToken: string; user: unknown };
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!process.env.SKIP_BUILD)
    execFileSync('npm', ['run', 'build', '-w', 'packages/web'], { cwd: ROOT, stdio: 'inherit' });
  const work = mkdtempSync(join(tmpdir(), 'divida-lh-'));
  const port = await freePort();
  const upstream = `http://127.0.0.1:${port}`;
  const frontPort = await freePort();
  const precompressed = Boolean(process.env.PRECOMPRESSED);
  const base = precompressed ? `http://127.0.0.1:${frontPort}` : upstream;
  const front = precompressed
    ? await startCompressedFront(join(ROOT, 'packages/web/dist'), upstream, frontPort)
    : null;
  const server = spawn(join(ROOT, 'node_modules/.bin/tsx'), ['packages/server/src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: join(work, 'data'),
      PUBLIC_URL: base,
      NODE_ENV: 'production',
    },
    stdio: 'ignore',
  });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS });
  try {
    await waitFor(`${upstream}/app.conf.json`);
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const config = mobile ? undefined : desktopConfig;
    const flags = {
      port: chrome.port,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
    };
    const results: Record<
      string,
      { performance: number[]; accessibility: number[]; lcp: number[]; tbt: number[]; url: string }
    > = {};
    const record = (name: string, r: Awaited<ReturnType<typeof lighthouse>>) => {
      if (!r) throw new Error(`no result for ${name}`);
      if (process.env.LH_JSON_DIR) {
        mkdirSync(process.env.LH_JSON_DIR, { recursive: true });
        writeFileSync(
          join(process.env.LH_JSON_DIR, `${name.replace(/\W+/g, '_')}-${Date.now()}.json`),
          JSON.stringify(r.lhr),
        );
        // the run's trace as well, for a look at its tasks (LH_TRACE=1; chrome://tracing or a script)
        if (process.env.LH_TRACE)
          writeFileSync(
            join(process.env.LH_JSON_DIR, `${name.replace(/\W+/g, '_')}-${Date.now()}.trace`),
            JSON.stringify(r.artifacts.Trace),
          );
      }
      const e = (results[name] ??= { performance: [], accessibility: [], lcp: [], tbt: [], url: '' });
      e.url = r.lhr.finalDisplayedUrl;
      e.performance.push(Math.round((r.lhr.categories.performance?.score ?? 0) * 100));
      e.accessibility.push(Math.round((r.lhr.categories.accessibility?.score ?? 0) * 100));
      e.lcp.push(Math.round(r.lhr.audits['largest-contentful-paint']?.numericValue ?? 0));
      e.tbt.push(Math.round(r.lhr.audits['total-blocking-time']?.numericValue ?? 0));
    };

    // a run whose trace Lighthouse could not record (NO_NAVSTART, seen under load) scores 0: run it again
    const audit = async (url: string, f: typeof flags & { disableStorageReset?: boolean }, page?: Page) => {
      for (let attempt = 1; ; attempt++) {
        const r = await lighthouse(url, f, config, page);
        if (!r?.lhr.runtimeError || attempt === 3) return r;
        console.warn(`${url}: ${r.lhr.runtimeError.code}, running again`);
      }
    };
    if (wanted('login')) for (let i = 0; i < RUNS; i++) record('login (/)', await audit(`${base}/`, flags));
    for (const [name, path] of LISTS) {
      if (!wanted(path.slice(1))) continue;
      for (let i = 0; i < RUNS; i++) {
        // the list needs a session: put one in the page's storage and keep it across Lighthouse's load
        const tokens = await login(base);
        const page = await browser.newPage();
        await page.goto(`${base}/`);
        await page.evaluate((t) => {
          const ls = (globalThis as unknown as { localStorage: { setItem(k: string, v: string): void } })
            .localStorage;
          ls.setItem('version', '1.0.0');
          ls.setItem('accessToken', t.accessToken);
          ls.setItem('refreshToken', t.refreshToken);
          ls.setItem('user', JSON.stringify(t.user));
        }, tokens);
        record(
          `${name} (${path})`,
          await audit(`${base}${path}`, { ...flags, disableStorageReset: true }, page),
        );
        await page.close();
      }
    }
    // the debtor portal (issue 39 §11): its signed-out page, and Débitos after the embedded provider's sign-in
    if (wanted('portal'))
      for (let i = 0; i < RUNS; i++) record('portal, Entrar (/portal)', await audit(`${base}/portal`, flags));
    if (wanted('portalDebitos'))
      for (let i = 0; i < RUNS; i++) {
        const page = await browser.newPage();
        await page.goto(`${base}/api/portal/sessao/entrar?destino=/portal/debitos`);
        // the provider's own session from an earlier run signs in without its form
        if (new URL(page.url()).pathname.startsWith('/idp/')) {
          await page.type('#cpf', '52998224725');
          await page.type('#senha', 'cidada123');
          await Promise.all([page.waitForNavigation(), page.click('button[type=submit]')]);
        }
        record(
          'portal, Débitos (/portal/debitos)',
          await audit(`${base}/portal/debitos`, { ...flags, disableStorageReset: true }, page),
        );
        await page.close();
      }
    await browser.disconnect();

    console.log(
      `\nLighthouse ${mobile ? 'mobile (default throttling)' : 'desktop preset'}, ${RUNS} runs, median:`,
    );
    for (const [name, r] of Object.entries(results)) {
      console.log(
        `  ${name}: performance ${median(r.performance)} (${r.performance.join(', ')}), accessibility ${median(r.accessibility)}, ` +
          `LCP ${median(r.lcp)} ms, TBT ${median(r.tbt)} ms; final URL ${new URL(r.url).pathname}`,
      );
    }
  } finally {
    await chrome.kill();
    server.kill('SIGTERM');
    front?.close();
    rmSync(work, { recursive: true, force: true });
  }
}

await main();
