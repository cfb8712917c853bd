/**
 * Architecture rules (README, "Organização"), checked by `npm run lint:boundaries` inside `npm run check`.
 * An area is a folder under packages/server/src/modules/ or packages/web/src/features/; another area
 * may use it only through its `index.ts`. A server area's tables (`*.table.ts`) are its own: other
 * tables import them for their foreign keys, db/schema.ts gathers them for drizzle-kit and the seed
 * writes their rows. Its index.ts offers functions and read models (`<area>.leitura.ts`,
 * platform/db/leitura.ts), never a table, so another area reads through the owner's read model and
 * writes through the owner's functions.
 *
 * One more rule runs after this file's, in packages/server/scripts/checkAreaCycles.mjs (lint:boundaries):
 *   no-area-cycle: no two server areas import each other through any of their files, foreign keys
 *   included (an area: a folder of modules/, another folder of src/, or a file at the root of src/;
 *   tests left out). `no-circular` below sees cycles of files only, and neither `collapse` (a
 *   reporter option) nor a folder-scoped rule (every subfolder its own node, config.ts inside src/)
 *   can say it here, so the script collapses the graph with these options and looks for cycles.
 */
const SERVER = '^packages/server/src/';
const WEB = '^packages/web/src/';
const TEST = '(\\.test\\.tsx?$|/test/|/__fixtures__/)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment:
        'no import cycle anywhere, type-only imports included: a cycle makes the order of evaluation ' +
        'matter and ties the areas in it together',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'portal-not-through-staff-routes',
      comment:
        "the debtor portal reads and writes through the owning areas' index.ts (posicaoDoDevedor, their " +
        'services), never through a staff route (docs/portal.md §5.4)',
      severity: 'error',
      from: { path: `${SERVER}modules/portal/` },
      to: { path: '\\.routes\\.ts$', pathNot: `${SERVER}modules/portal/` },
    },
    {
      name: 'no-staff-area-imports-portal',
      comment: 'the staff areas know nothing of the portal: it is above them',
      severity: 'error',
      from: { path: `${SERVER}modules/(?!portal/)[^/]+/`, pathNot: TEST },
      to: { path: `${SERVER}modules/portal/` },
    },
    {
      name: 'web-portal-apart',
      comment: "the portal's web entry loads nothing of the staff app (docs/portal.md §4: its own bundle)",
      severity: 'error',
      from: { path: `${WEB}portal/` },
      to: { path: [`${WEB}app/`, `${WEB}features/`] },
    },
    {
      name: 'platform-imports-area',
      comment: 'platform/ is below the areas: it offers services to them and never reaches into one',
      severity: 'error',
      from: { path: `${SERVER}platform/`, pathNot: TEST },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-area-internals',
      comment:
        "an area uses another area only through that area's index.ts (its tables: area-tables-own, " +
        'which lets tests set rows up in them)',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: '\\.table\\.ts$' },
      to: {
        path: `${SERVER}modules/([^/]+)/`,
        pathNot: [
          `${SERVER}modules/$1/`,
          `${SERVER}modules/[^/]+/index\\.ts$`,
          `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$`,
        ],
      },
    },
    {
      name: 'tables-import-tables',
      comment: "a table reaches another area only for a foreign key: that area's table, nothing else of it",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/[^/]+\\.table\\.ts$` },
      to: {
        path: `${SERVER}modules/([^/]+)/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$`],
      },
    },
    {
      name: 'index-exports-no-tables',
      comment:
        "an area's index.ts exports its functions and read models (<area>.leitura.ts), never a table: " +
        'other areas read through the read model, whose type refuses insert/update/delete, and write ' +
        "through the owner's functions",
      severity: 'error',
      from: { path: `${SERVER}modules/[^/]+/index\\.ts$` },
      to: { path: '\\.table\\.ts$' },
    },
    {
      name: 'area-tables-own',
      comment:
        "an area's tables are read and written by that area only; another area reads the owner's read " +
        'model and calls its functions (a table may still import another for a foreign key: ' +
        'tables-import-tables)',
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: ['\\.table\\.ts$', TEST] },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$`, pathNot: `${SERVER}modules/$1/` },
    },
    {
      name: 'area-tables-private',
      comment:
        "outside the areas, an area's tables are imported only by db/schema.ts (the aggregator drizzle-kit " +
        'reads for the migrations), by the seed (seed/ writes the reference and demo rows of every area, ' +
        'so it may write any table) and by tests',
      severity: 'error',
      from: {
        path: SERVER,
        pathNot: [`${SERVER}modules/`, `${SERVER}db/schema\\.ts$`, `${SERVER}seed/`, TEST],
      },
      to: { path: `${SERVER}modules/[^/]+/[^/]+\\.table\\.ts$` },
    },
    {
      name: 'web-area-internals',
      comment: "a feature uses another feature only through that feature's index.ts",
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: {
        path: `${WEB}features/([^/]+)/`,
        pathNot: [`${WEB}features/$1/`, `${WEB}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'seed-at-run-time',
      comment:
        'seed/ (reference and demo data, import commands) is not part of what serves requests; only the ' +
        'composition root starts it (app.ts → seed/bootstrap.ts), and seed code and tests may use it',
      severity: 'error',
      from: { path: SERVER, pathNot: [`${SERVER}seed/`, '\\.seed\\.ts$', `${SERVER}app\\.ts$`, TEST] },
      to: { path: `${SERVER}seed/` },
    },
    {
      name: 'seed-entry-only-bootstrap',
      comment: 'the composition root reaches seed/ only through bootstrap',
      severity: 'error',
      from: { path: `${SERVER}app\\.ts$` },
      to: { path: `${SERVER}seed/`, pathNot: `${SERVER}seed/bootstrap\\.ts$` },
    },
    {
      name: 'web-lib-imports-app',
      comment: 'lib/ (http client, query client) is below app/ (providers, router, session, shell)',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'web-app-is-composition-root',
      comment:
        'app/ (providers, router, shell, the list of sections) puts the app together; components and ' +
        'features never import it: what they share (session, route guards) is in lib/',
      severity: 'error',
      from: { path: `${WEB}(components|features)/` },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'domain-imports-outside',
      comment: 'packages/domain is pure: it imports neither the server nor the web app',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^packages/(server|web)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(node_modules|/dist/|db/migrations)' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'],
    },
  },
};
