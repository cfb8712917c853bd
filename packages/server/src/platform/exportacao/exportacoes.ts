import type { Alcance } from '../auth/scope.ts';
import type { Executor } from '../db/database.ts';
import type { Planilha } from '../excel/planilha.ts';

/**
 * One kind of export (a list, a report): how many rows a request gives, and the sheet that writes
 * them. `planilha` is called once per export, so running totals live in its closure.
 */
export interface DefinicaoExportacao<P, T> {
  /** the file's name, with its extension */
  arquivo: string;
  /** `leitura` runs each database read of the export in its turn (leituraDeExportacao) */
  contar(ex: Executor, caller: Alcance, pedido: P, leitura?: Leitura): Promise<number>;
  planilha(
    ex: Executor,
    caller: Alcance,
    pedido: P,
    leitura?: Leitura,
  ): Omit<Planilha<T>, 'aoFalhar' | 'aoLote'>;
}

/** Runs one read of an export's rows from the database. */
export type Leitura = <R>(ler: () => Promise<R>) => Promise<R>;

/** Every export, by kind: the routes register them, the background job finds them by name. */
export class Exportacoes {
  readonly #definicoes = new Map<string, DefinicaoExportacao<never, unknown>>();

  registrar<P, T>(tipo: string, d: DefinicaoExportacao<P, T>): void {
    if (this.#definicoes.has(tipo)) throw new Error(`exportação ${tipo} registrada duas vezes`);
    this.#definicoes.set(tipo, d as unknown as DefinicaoExportacao<never, unknown>);
  }

  obter(tipo: string): DefinicaoExportacao<unknown, unknown> {
    const d = this.#definicoes.get(tipo);
    if (!d) throw new Error(`exportação desconhecida: ${tipo}`);
    return d as DefinicaoExportacao<unknown, unknown>;
  }
}

/** A background export's job: the request as validated, and the caller's scope at that moment. */
export interface ExportacaoNaFila {
  tipo: string;
  pedido: unknown;
  total: number;
  alcance: { orgaoCredorId: number; permissoes: string };
  /** who asked: the export's reads of personal data are logged for them (LGPD art. 37) */
  usuarioId?: number;
}
