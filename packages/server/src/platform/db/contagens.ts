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
 *
 * A capped count past its cap (`limite`: the list says 'mais de 10.000') is kept for `ttlMs` across
 * writes too: a write moves a total by a few rows, and what the list says stays true; so a list
 * opened while a long task writes (a bank return's settlements) does not count 10,001 rows again
 * after every batch. Exact totals still follow every write at once.
 */
export class ContagemCache {
  #geracao = 0;
  readonly #valores = new Map<string, { validoAte: number; n: number }>();
  /** counts past their cap: not emptied by a write */
  readonly #alemDoLimite = new Map<string, { validoAte: number; n: number }>();

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

  /**
   * The total under `chave` (the count's SQL and parameters), counted only when not kept. `limite`:
   * the count's cap, when it is a capped count (it answers at most `limite + 1`).
   */
  async contar(chave: string, contar: () => Promise<number>, limite = Infinity): Promise<number> {
    // invalidar() empties #valores, so whatever it holds was counted in the current generation.
    const kept = this.#valores.get(chave) ?? this.#alemDoLimite.get(chave);
    if (kept && kept.validoAte > this.agora()) return kept.n;
    const geracao = this.#geracao;
    const n = await contar();
    // past the cap, a write during the count changes nothing the list says
    if (n > limite) guardar(this.#alemDoLimite, chave, n, this.agora() + this.ttlMs, this.maxEntradas);
    else if (geracao === this.#geracao) {
      this.#alemDoLimite.delete(chave);
      guardar(this.#valores, chave, n, this.agora() + this.ttlMs, this.maxEntradas);
    }
    return n;
  }
}

function guardar(
  m: Map<string, { validoAte: number; n: number }>,
  chave: string,
  n: number,
  validoAte: number,
  maxEntradas: number,
) {
  m.delete(chave);
  if (m.size >= maxEntradas) {
    const oldest = m.keys().next().value;
    if (oldest !== undefined) m.delete(oldest);
  }
  m.set(chave, { validoAte, n });
}
