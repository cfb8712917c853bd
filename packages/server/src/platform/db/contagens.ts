/**
 * The totals of lists (`totalElements`), kept for a few seconds. Counting is the costly statement of
 * a list request: it walks every match (8,719 index entries for the prefix "mar" among 100,000
 * users), while the page itself stops after `size` rows. Paging through a list, or several people
 * opening the same list, asks for the same count again and again.
 *
 * Exact for this server's own writes: every write statement and the end of every transaction on
 * the database handle start a new generation (see `openDatabase`), which empties the cache, and a
 * count that started before a write is never stored. Writes by another process (a second server
 * on the same PostgreSQL, an import command) show in the totals within `ttlMs`; the rows of a page
 * are always read fresh.
 */
export class ContagemCache {
  #geracao = 0;
  readonly #valores = new Map<string, { validoAte: number; n: number }>();

  constructor(
    private readonly ttlMs = 5_000,
    private readonly maxEntradas = 1_000,
    private readonly agora: () => number = Date.now,
  ) {}

  /** Something was written: no total counted so far may be served again. */
  invalidar(): void {
    this.#geracao++;
    this.#valores.clear();
  }

  /** The total under `chave` (the count's SQL and parameters), counted only when not kept. */
  async contar(chave: string, contar: () => Promise<number>): Promise<number> {
    // invalidar() empties the map, so whatever it holds was counted in the current generation.
    const kept = this.#valores.get(chave);
    if (kept && kept.validoAte > this.agora()) return kept.n;
    const geracao = this.#geracao;
    const n = await contar();
    if (geracao === this.#geracao) {
      this.#valores.delete(chave);
      if (this.#valores.size >= this.maxEntradas) {
        const oldest = this.#valores.keys().next().value;
        if (oldest !== undefined) this.#valores.delete(oldest);
      }
      this.#valores.set(chave, { validoAte: this.agora() + this.ttlMs, n });
    }
    return n;
  }
}
