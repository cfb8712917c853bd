// Whole-table read models read from another area (docs/arquitetura.md §4, "Reads between areas").
// A read model made with `leitura(tabela)` hands out every column of its table: an area that imports
// one from another area's index.ts reaches that table's every column change. Between areas, reads go
// through projections named for their use (`projecao(tabela, [...])`), owned by the table's area. The
// few whole-table imports left are listed, each with its reason, in leiturasEntreAreas.permitidas.txt;
// this check fails on a new one and on a listed one that is gone (the list stays the truth).
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';

const SRC = resolve(import.meta.dirname, '../src');
const LISTA = resolve(import.meta.dirname, 'leiturasEntreAreas.permitidas.txt');
const MAXIMO = 20;

function* arquivos(dir) {
  for (const nome of readdirSync(dir)) {
    const p = join(dir, nome);
    if (statSync(p).isDirectory()) yield* arquivos(p);
    else if (p.endsWith('.ts') && !p.endsWith('.test.ts') && !p.endsWith('.d.ts')) yield p;
  }
}

/** modules/<area>/... → modules/<area>; platform/... → platform; config.ts → config.ts */
function area(arquivo) {
  const partes = relative(SRC, arquivo).split(sep);
  return partes[0] === 'modules' ? `modules/${partes[1]}` : partes[0];
}

const fontes = [...arquivos(SRC)].map((p) => ({
  p,
  sf: ts.createSourceFile(p, readFileSync(p, 'utf8'), ts.ScriptTarget.ES2022, false),
}));

// the whole-table read models: `export const xLeitura = leitura(tabela)` in an area's *.leitura.ts
const modelos = new Map(); // name → area
for (const { p, sf } of fontes) {
  if (!p.endsWith('.leitura.ts')) continue;
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st)) continue;
    if (!st.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of st.declarationList.declarations) {
      const init = d.initializer;
      if (init && ts.isCallExpression(init) && ts.isIdentifier(init.expression)) {
        if (init.expression.text === 'leitura' && ts.isIdentifier(d.name)) modelos.set(d.name.text, area(p));
      }
    }
  }
}

const achados = new Set(); // 'file symbol'
for (const { p, sf } of fontes) {
  for (const st of sf.statements) {
    if (!ts.isImportDeclaration(st) || !ts.isStringLiteral(st.moduleSpecifier)) continue;
    const alvo = st.moduleSpecifier.text;
    if (!alvo.startsWith('.')) continue;
    const destino = area(resolve(dirname(p), alvo));
    if (destino === area(p)) continue;
    const nomes = st.importClause?.namedBindings;
    if (!nomes || !ts.isNamedImports(nomes)) continue;
    for (const el of nomes.elements) {
      const importado = (el.propertyName ?? el.name).text;
      if (modelos.get(importado) === destino) achados.add(`${relative(SRC, p)} ${importado}`);
    }
  }
}

const permitidas = new Map(); // 'file symbol' → reason
for (const [i, linha] of readFileSync(LISTA, 'utf8').split('\n').entries()) {
  const semComentario = linha.replace(/^\s*#.*$/, '').trim();
  if (!semComentario) continue;
  const m = /^(\S+)\s+(\S+)\s+#\s*(\S.*)$/.exec(semComentario);
  if (!m) {
    console.error(`${LISTA}:${i + 1}: esperado 'arquivo símbolo  # motivo'`);
    process.exit(1);
  }
  permitidas.set(`${m[1]} ${m[2]}`, m[3]);
}

const novas = [...achados].filter((a) => !permitidas.has(a)).sort();
const velhas = [...permitidas.keys()].filter((a) => !achados.has(a)).sort();
let falhou = false;
for (const a of novas) {
  console.error(
    `leitura entre áreas: ${a}: lê a tabela inteira de outra área; use (ou crie, na área dona) uma projeção com o nome do seu uso (docs/arquitetura.md)`,
  );
  falhou = true;
}
for (const a of velhas) {
  console.error(
    `leitura entre áreas: ${a} está em ${relative(process.cwd(), LISTA)} mas não existe mais: tire a linha`,
  );
  falhou = true;
}
if (permitidas.size > MAXIMO) {
  console.error(`leitura entre áreas: ${permitidas.size} permitidas, o máximo é ${MAXIMO}`);
  falhou = true;
}
if (falhou) process.exit(1);
console.log(
  `leituras entre áreas: ${achados.size} de tabela inteira, todas listadas com o motivo (máximo ${MAXIMO})`,
);
