import type { Recusa } from '@divida/domain/workflow/index';
import { auditarEmLote } from '../audit/audit.ts';
import type { Tx } from '../db/database.ts';
import { notFound } from '../errors.ts';
import {
  erroDaRecusa,
  type AplicadaDoWorkflow,
  type AuditEntry,
  type ContextoDoRunner,
  type RegrasDoWorkflow,
} from './executarAcao.ts';

/**
 * What an area gives the runner's batch form for one machine (executarAcao.ts's
 * `PersistenciaWorkflow`, for many records at once): how to lock many records, the record as the batch
 * holds it, the machine's rules, and how an action's outcome is kept in memory and written for all.
 */
export interface PersistenciaEmLote<D, B, Ap extends AplicadaDoWorkflow> {
  /**
   * Locks the records the batch does not hold yet with `SELECT … FOR UPDATE` within the caller's data
   * scope, one statement per table in id order (two batches never wait on each other in a cycle).
   */
  bloquear(tx: Tx, ids: readonly number[]): Promise<void>;
  /** the record as the batch holds it, after the actions kept so far (undefined: not locked) */
  atual(id: number): B | undefined;
  /** the machine's rules */
  aplicar: RegrasDoWorkflow<B, D, Ap>;
  /**
   * Keeps the action's outcome (the next state, the movement) in memory, so the batch's next action on
   * the record starts from it; answers its audit entries.
   */
  planejar(id: number, atual: B, aplicada: Ap, dados: D): AuditEntry[];
  /** writes every outcome kept, with multi-row statements */
  gravar(tx: Tx): Promise<void>;
}

/**
 * The runner (executarAcao.ts) for many records in the caller's transaction: the records locked
 * together, each action judged by the machine's rules on the record as the batch left it and kept in
 * memory, then all written at once with the audit entries last, chained in one pass. A batch of the
 * bank return costs a few statements, not a few per payment.
 */
export class LoteDeAcoes<D, B, Ap extends AplicadaDoWorkflow> {
  #auditados: AuditEntry[] = [];

  constructor(
    readonly tx: Tx,
    readonly persistencia: PersistenciaEmLote<D, B, Ap>,
  ) {}

  /** Locks the records not held yet (`PersistenciaEmLote.bloquear`). */
  bloquear(ids: readonly number[]) {
    return this.persistencia.bloquear(this.tx, ids);
  }

  /** The record as the batch holds it; 404 when it was not locked (outside the caller's scope). */
  atual(id: number): B {
    const b = this.persistencia.atual(id);
    if (b === undefined) throw notFound();
    return b;
  }

  /** The machine's answer for an action on the record as it stands now: what follows, or why not. */
  julgar(id: number, acao: Ap['acao'], dados: D, ctx: ContextoDoRunner): Ap | Recusa {
    return this.persistencia.aplicar(this.atual(id), acao, dados, ctx);
  }

  /** `julgar`, and a refusal thrown as the API answers it (409, 403, 400). */
  conferir(id: number, acao: Ap['acao'], dados: D, ctx: ContextoDoRunner): Ap {
    const r = this.julgar(id, acao, dados, ctx);
    if (!r.ok) throw erroDaRecusa(r);
    return r;
  }

  /**
   * Runs an action on a locked record, in memory: judged on its state as the batch left it (a refusal
   * thrown), its outcome kept with its audit entries. Answers what the rules allowed and the entries
   * (the caller may complete them with ids known once written).
   */
  executar(id: number, acao: Ap['acao'], dados: D, ctx: ContextoDoRunner) {
    const atual = this.atual(id);
    const r = this.persistencia.aplicar(atual, acao, dados, ctx);
    if (!r.ok) throw erroDaRecusa(r);
    const auditados = this.persistencia.planejar(id, atual, r, dados);
    this.#auditados.push(...auditados);
    return { aplicada: r, auditados };
  }

  /** Entries of the batch's other writes, chained in their place among the actions'. */
  auditar(...entradas: AuditEntry[]) {
    this.#auditados.push(...entradas);
  }

  /**
   * Writes what the batch kept (`PersistenciaEmLote.gravar`), then `antesDaAuditoria` (the caller's own
   * rows), and the audit entries last: the chain's lock (platform/audit) is held only to the commit.
   */
  async gravar(antesDaAuditoria?: () => Promise<void>) {
    await this.persistencia.gravar(this.tx);
    await antesDaAuditoria?.();
    const auditados = this.#auditados;
    this.#auditados = [];
    await auditarEmLote(this.tx, auditados);
  }
}

/** One action on each of many records (in the caller's transaction): locked together, all or none. */
export async function executarAcoesEm<D, B, Ap extends AplicadaDoWorkflow>(
  tx: Tx,
  persistencia: PersistenciaEmLote<D, B, Ap>,
  pedidos: readonly { id: number; acao: Ap['acao']; dados: D }[],
  ctx: ContextoDoRunner,
): Promise<Ap[]> {
  const lote = new LoteDeAcoes(tx, persistencia);
  await lote.bloquear(pedidos.map((p) => p.id));
  const feitas = pedidos.map((p) => lote.executar(p.id, p.acao, p.dados, ctx).aplicada);
  await lote.gravar();
  return feitas;
}
