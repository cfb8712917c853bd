/**
 * Gzip size of the JavaScript (and CSS) the production build needs to show the login page:
 * the entry chunk with its static imports, plus the login page chunk with its static imports; and the
 * debtor portal's page (its own entry, portal/index.html), which must load nothing of the staff app.
 * Run after `npm run build -w packages/web`:  npx tsx bench/web/bundle-size.ts
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  isEntry?: boolean;
}

const dist = process.env.DIST ?? resolve(import.meta.dirname, '../../packages/web/dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

function closure(keys: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const i of manifest[k]?.imports ?? []) visit(i);
  };
  keys.forEach(visit);
  return seen;
}

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

function report(name: string, roots: string[]) {
  const keys = closure(roots);
  const files = [...keys].map((k) => manifest[k]!.file);
  const css = [...keys].flatMap((k) => manifest[k]!.css ?? []);
  const rows = files.map((f) => ({ f, size: gz(f) })).sort((a, b) => b.size - a.size);
  const js = rows.reduce((s, r) => s + r.size, 0);
  const cssSize = css.reduce((s, f) => s + gz(f), 0);
  console.log(
    `\n${name}: ${kb(js)} JS gzip (${rows.length} files)${css.length ? `, ${kb(cssSize)} CSS gzip` : ''}`,
  );
  for (const r of rows) console.log(`  ${kb(r.size).padStart(9)}  ${r.f}`);
  return js;
}

// two pages (vite.config.ts): the staff app's and the debtor portal's
const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k === 'index.html');
if (!entry) throw new Error('no entry chunk in the manifest');
const page = (suffix: string) => {
  const key = Object.keys(manifest).find((k) => k.endsWith(suffix));
  if (!key) throw new Error(`${suffix} not in the manifest`);
  return key;
};

const login = report('Login page (/)', [entry, page('features/auth/LoginPage.tsx')]);
report('Process list (/processos)', [
  entry,
  page('app/shell/Shell.tsx'),
  page('features/processo/lista/ProcessoListPage.tsx'),
]);
report('Document-type list (/tipoDocumento)', [
  entry,
  page('app/shell/Shell.tsx'),
  page('features/tipoDocumento/TipoDocumentoListPage.tsx'),
]);
// Loaded right after the first paint, not needed to show the page: the toast host, the forms' zod schemas
// and the robot check's widget (its box is drawn at once).
report('Login page + what loads after its first paint (toasts, zod schemas, ALTCHA widget)', [
  entry,
  page('features/auth/LoginPage.tsx'),
  page('app/Notifications.tsx'),
  page('features/auth/authForms.ts'),
  page('features/auth/altchaSetup.ts'),
]);
// issue 27 §4: 150 KB (was 200 KB until 2026-11-26)
const LIMIT = 150 * 1024;
console.log(`\nLogin page budget: ${kb(login)} of ${kb(LIMIT)} ${login <= LIMIT ? 'OK' : 'OVER BUDGET'}`);
if (login > LIMIT) process.exitCode = 1;

// issue 39 §11: the portal's first screen, 100 KB, and none of the staff app's code
const portalRaiz = Object.keys(manifest).find((k) => manifest[k]!.isEntry && k === 'portal/index.html');
if (!portalRaiz) throw new Error('portal/index.html not in the manifest');
const portal = report('Debtor portal (/portal)', [portalRaiz]);
const doPortal = [...closure([portalRaiz])];
const daEquipe = doPortal.filter((k) => /(^|\/)(app|features)\/|@mui|react-router|@tanstack/.test(k));
const PORTAL_LIMIT = 100 * 1024;
console.log(
  `Portal budget: ${kb(portal)} of ${kb(PORTAL_LIMIT)} ${portal <= PORTAL_LIMIT ? 'OK' : 'OVER BUDGET'}; ` +
    `staff app modules in it: ${daEquipe.length ? daEquipe.join(', ') : 'none'}`,
);
if (portal > PORTAL_LIMIT || daEquipe.length) process.exitCode = 1;
