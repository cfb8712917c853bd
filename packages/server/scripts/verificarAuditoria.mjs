#!/usr/bin/env node
// Verifies an exported audit trail offline, with nothing but Node.js (README, "Auditoria").
//   psql "$DATABASE_URL" -Atc "select row_to_json(a) from (select id, em, usuario_id, orgao_credor_id,
//     entidade, entidade_id, acao, campos, hash from auditoria order by id) a" > auditoria.ndjson
//   node packages/server/scripts/verificarAuditoria.mjs auditoria.ndjson
// Each row's hash must be SHA-256(previous row's hash ‖ the row's canonical JSON), the first row's
// previous hash 64 zeros: the same rule as src/platform/audit/cadeia.ts (a test checks both agree).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { pathToFileURL } from 'node:url';

const HASH_INICIAL = '0'.repeat(64);

/** JSON with object keys sorted at every level. */
export function jsonCanonico(v) {
  if (Array.isArray(v)) return `[${v.map((x) => jsonCanonico(x ?? null)).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const chaves = Object.keys(v)
      .filter((k) => v[k] !== undefined)
      .sort();
    return `{${chaves.map((k) => `${JSON.stringify(k)}:${jsonCanonico(v[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** A row as exported (snake_case columns) in canonical form: every column but id and hash. */
const canonico = (l) =>
  jsonCanonico({
    acao: l.acao,
    campos: l.campos ?? null,
    em: new Date(l.em).toISOString(),
    entidade: l.entidade,
    entidadeId: l.entidade_id,
    orgaoCredorId: l.orgao_credor_id ?? null,
    usuarioId: l.usuario_id ?? null,
  });

/** Walks the rows in id order: { ok, linhasVerificadas, primeiraDivergencia: { id, em } | null }. */
export async function verificar(linhas) {
  let anterior = HASH_INICIAL;
  let n = 0;
  for await (const l of linhas) {
    const esperado = createHash('sha256').update(anterior).update(canonico(l)).digest('hex');
    if (l.hash !== esperado)
      return { ok: false, linhasVerificadas: n, primeiraDivergencia: { id: l.id, em: l.em } };
    anterior = l.hash;
    n++;
  }
  return { ok: true, linhasVerificadas: n, primeiraDivergencia: null, ultimoHash: anterior };
}

async function* lerNdjson(arquivo) {
  const rl = createInterface({
    input: arquivo ? createReadStream(arquivo) : process.stdin,
    crlfDelay: Infinity,
  });
  for await (const linha of rl) if (linha.trim()) yield JSON.parse(linha);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = await verificar(lerNdjson(process.argv[2]));
  console.log(JSON.stringify(r, null, 2));
  process.exitCode = r.ok ? 0 : 1;
}
