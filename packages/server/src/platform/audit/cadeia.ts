import { createHash } from 'node:crypto';

/**
 * The audit trail's hash chain (issue 26 item 4): each row stores
 * `hash = SHA-256(previous row's hash ‖ the row's canonical JSON)`, hex, the first row chained to
 * HASH_INICIAL. scripts/verificarAuditoria.mjs repeats these few lines for auditors (keep both equal;
 * cadeia.test.ts checks they agree).
 */
export const HASH_INICIAL = '0'.repeat(64);

/** What the hash covers: every column but `id` (order is the chain's) and `hash` itself. */
export interface LinhaEncadeada {
  em: Date | string;
  usuarioId: number | null;
  orgaoCredorId: number | null;
  entidade: string;
  entidadeId: string;
  acao: string;
  campos: unknown;
}

/** JSON with object keys sorted at every level: one text per value, whatever order jsonb kept. */
export function jsonCanonico(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map((x) => jsonCanonico(x ?? null)).join(',')}]`;
  if (v !== null && typeof v === 'object') {
    const chaves = Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort();
    return `{${chaves.map((k) => `${JSON.stringify(k)}:${jsonCanonico((v as Record<string, unknown>)[k])}`).join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

export const textoCanonico = (l: LinhaEncadeada) =>
  jsonCanonico({
    acao: l.acao,
    campos: l.campos ?? null,
    // milliseconds, as written (audit.ts) and as every driver reads a timestamp back
    em: new Date(l.em).toISOString(),
    entidade: l.entidade,
    entidadeId: l.entidadeId,
    orgaoCredorId: l.orgaoCredorId ?? null,
    usuarioId: l.usuarioId ?? null,
  });

export const hashDaLinha = (anterior: string, l: LinhaEncadeada) =>
  createHash('sha256').update(anterior).update(textoCanonico(l)).digest('hex');

/** Walks rows in id order: the first whose stored hash is not the one recomputed, if any. */
export class VerificadorCadeia<L extends LinhaEncadeada & { id: number; hash: string | null }> {
  #anterior = HASH_INICIAL;
  linhas = 0;
  divergencia: L | null = null;

  /** false once a divergence was found (the rest need not be read). */
  conferir(l: L): boolean {
    if (this.divergencia) return false;
    this.linhas++;
    if (l.hash !== hashDaLinha(this.#anterior, l)) {
      this.divergencia = l;
      return false;
    }
    this.#anterior = l.hash;
    return true;
  }
}
