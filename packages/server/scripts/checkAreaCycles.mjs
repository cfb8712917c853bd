// Fails when two server areas import each other through any of their files (the rule `no-area-cycle`
// described in .dependency-cruiser.cjs). dependency-cruiser checks cycles of files; its `collapse` only
// regroups a report, and its folder-scoped rules see every subfolder on its own and config.ts inside
// src/, so this script collapses the graph itself: an area is a folder under modules/, any other folder
// of src/ (platform/, seed/, db/), or a file at the root of src/ (config.ts, modulos.ts, app.ts). A
// cycle of areas (strongly connected group) is printed with one import behind each of its arrows. Test files are
// left out: they set rows up across areas.
import { cruise } from 'dependency-cruiser';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const SERVER = 'packages/server/src/';
const AREA = /^packages\/server\/src\/(modules\/[^/]+|[^/]+)\//;
const TEST = '(\\.test\\.tsx?$|/test/|/__fixtures__/)';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
process.chdir(root);
const { options } = createRequire(import.meta.url)(join(root, '.dependency-cruiser.cjs'));

const area = (path) => AREA.exec(path)?.[0] ?? path;

const { output } = await cruise([SERVER], {
  ...options,
  exclude: { path: [options.exclude.path, TEST] },
  validate: false,
  outputType: 'json',
});
const { modules } = typeof output === 'string' ? JSON.parse(output) : output;

/** area → area → the imports (file → file) behind that arrow */
const arrows = new Map();
for (const m of modules) {
  if (!m.source.startsWith(SERVER)) continue;
  for (const d of m.dependencies) {
    if (!d.resolved.startsWith(SERVER)) continue;
    const [de, para] = [area(m.source), area(d.resolved)];
    if (de === para) continue;
    if (!arrows.has(de)) arrows.set(de, new Map());
    const imports = arrows.get(de).get(para) ?? [];
    imports.push(`${m.source.slice(SERVER.length)} → ${d.resolved.slice(SERVER.length)}`);
    arrows.get(de).set(para, imports);
  }
}

// Tarjan's strongly connected components: every group of more than one area is a knot.
const index = new Map();
const low = new Map();
const stack = [];
const onStack = new Set();
const knots = [];
function visit(v) {
  index.set(v, index.size);
  low.set(v, index.get(v));
  stack.push(v);
  onStack.add(v);
  for (const w of arrows.get(v)?.keys() ?? []) {
    if (!index.has(w)) {
      visit(w);
      low.set(v, Math.min(low.get(v), low.get(w)));
    } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)));
  }
  if (low.get(v) !== index.get(v)) return;
  const group = [];
  let w;
  do {
    w = stack.pop();
    onStack.delete(w);
    group.push(w);
  } while (w !== v);
  if (group.length > 1) knots.push(group.sort());
}
for (const v of arrows.keys()) if (!index.has(v)) visit(v);

const nome = (a) => a.slice(SERVER.length).replace(/\/$/, '');
for (const group of knots) {
  console.error(`\n  error no-area-cycle: ${group.map(nome).join(' ↔ ')}`);
  for (const de of group)
    for (const [para, imports] of arrows.get(de) ?? [])
      if (group.includes(para))
        console.error(`      ${imports[0]}${imports.length > 1 ? ` (e mais ${imports.length - 1})` : ''}`);
}
if (knots.length > 0) {
  console.error(
    `\n${knots.length} ciclo(s) entre áreas do servidor: uma área não pode importar outra que a importa de ` +
      'volta (por qualquer arquivo). Mova a função para a área dona dos dados, o tipo comum para ' +
      'platform/ ou packages/domain, declare a referência no modulo.ts da área que aponta, ou receba o ' +
      'caso de uso pelo ctx (docs/arquitetura.md §4).',
  );
  process.exitCode = 1;
} else {
  console.log(`no-area-cycle: ${arrows.size} áreas do servidor, nenhum ciclo`);
}
