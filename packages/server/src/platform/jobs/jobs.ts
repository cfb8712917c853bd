import { setImmediate as proximoCiclo } from 'node:timers/promises';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Executor, ExecuteSql } from '../db/database.ts';

/** Schedules run in the country's time: "every day at 3:00" means 3:00 in Brasília. */
const FUSO = 'America/Sao_Paulo';

/** A job's handler and how its queue treats failures. */
export interface DefinicaoJob<D> {
  executar(dados: D, job: JobEmExecucao): Promise<unknown>;
  /** Further attempts after the first one fails (0: none). */
  tentativas: number;
  /** Seconds before the first retry; each further retry waits about twice as long (with jitter). */
  esperaSegundos: number;
  /** An attempt running longer than this is failed (and retried): default 15 minutes. */
  limiteSegundos?: number;
  /** Cron expression (in America/Sao_Paulo): the job is enqueued on that schedule, by one node. */
  agenda?: string;
  /** At most one job of this queue runs at a time, across every node. */
  umaPorVez?: boolean;
}

export interface JobEmExecucao {
  id: string;
  /** 0 on the first attempt. */
  tentativa: number;
  ultimaTentativa: boolean;
  /** The server's log, naming the job. */
  log: FastifyBaseLogger;
}

export interface OpcoesJobs {
  executeSql: ExecuteSql;
  /** Whether this node runs handlers and schedules (false: it only enqueues). */
  workers: boolean;
  intervaloSegundos: number;
  /** How long `parar` waits for running handlers before giving up on them. */
  esperaAoPararMs?: number;
}

/**
 * Background jobs on pg-boss, in the application's own database (PostgreSQL or the embedded PGlite):
 * the queue survives restarts and crashes, jobs are enqueued in the caller's transaction, failures
 * are retried with backoff and end as `failed` rows, schedules run on one node at a time.
 *
 * `F` maps each queue name to its payload, so producers and handlers agree on the data's shape.
 */
export class Jobs<F extends object> {
  readonly #boss: PgBoss;
  readonly #definicoes = new Map<string, DefinicaoJob<never>>();
  #log: FastifyBaseLogger | undefined;
  readonly #opcoes: OpcoesJobs;
  /** Statements pg-boss has under way, and handlers running: `parar` waits for both to end. */
  readonly #emCurso = new Set<Promise<unknown>>();
  #fechado = false;
  #iniciado = false;

  constructor(opcoes: OpcoesJobs) {
    this.#opcoes = opcoes;
    const executeSql = async (text: string, values?: unknown[]) => {
      // Like pg-boss's own pool once closed: a statement after `parar` answers nothing.
      if (this.#fechado) return undefined as unknown as { rows: unknown[] };
      return this.#acompanhar(opcoes.executeSql(text, values));
    };
    this.#boss = new PgBoss({
      db: { executeSql },
      supervise: opcoes.workers,
      schedule: opcoes.workers,
      pollingIntervalSeconds: opcoes.intervaloSegundos,
    });
    this.#boss.on('error', (err: Error) => this.#log?.error({ err }, 'falha na fila de tarefas'));
  }

  registrar<N extends keyof F & string>(nome: N, definicao: DefinicaoJob<F[N]>): void {
    if (this.#iniciado) throw new Error(`tarefa ${nome} registrada depois do início`);
    this.#definicoes.set(nome, definicao as DefinicaoJob<never>);
  }

  /** Creates pg-boss's schema (its own migrations) and the queues; starts workers and schedules. */
  async iniciar(log: FastifyBaseLogger): Promise<void> {
    this.#log = log;
    await this.#boss.start();
    this.#iniciado = true;
    for (const [nome, d] of this.#definicoes) {
      const fila = {
        name: nome,
        policy: d.umaPorVez ? ('singleton' as const) : ('standard' as const),
        retryLimit: d.tentativas,
        retryDelay: d.esperaSegundos,
        retryBackoff: true,
        expireInSeconds: d.limiteSegundos ?? 15 * 60,
      };
      // A queue's options are kept in the database: a changed definition updates them.
      if (await this.#boss.getQueue(nome)) await this.#boss.updateQueue(nome, fila);
      else await this.#boss.createQueue(nome, fila);
      if (!this.#opcoes.workers) continue;
      if (d.agenda) await this.#boss.schedule(nome, d.agenda, {}, { tz: FUSO });
      else await this.#boss.unschedule(nome);
      const worker = await this.#boss.work(nome, { includeMetadata: true }, async ([job]) => {
        try {
          return await this.#executar(nome, d, job!);
        } finally {
          // A queue with work waiting is drained at once, not one job per polling interval.
          this.#boss.notifyWorker(worker);
        }
      });
    }
  }

  /**
   * Enqueues a job on `ex`: inside a transaction, the job exists only if the transaction commits
   * (never run the statement on the database handle while holding a transaction on PGlite).
   */
  async enfileirar<N extends keyof F & string>(
    ex: Executor,
    nome: N,
    dados: F[N],
    opcoes: { iniciarApos?: Date } = {},
  ): Promise<string> {
    if (!this.#definicoes.has(nome)) throw new Error(`tarefa desconhecida: ${nome}`);
    const id = await this.#boss.send(nome, dados as object, {
      db: {
        executeSql: async (text: string, values: unknown[]) =>
          (await ex.execute(comoSql(text, values))) as unknown as { rows: unknown[] },
      },
      ...(opcoes.iniciarApos ? { startAfter: opcoes.iniciarApos } : {}),
    });
    if (!id) throw new Error(`tarefa ${nome} não enfileirada`);
    return id;
  }

  /** A job's state, from the queue or its archive. */
  async consultar(nome: string, id: string) {
    return this.#boss.getJobById(nome, id, { includeArchive: true });
  }

  /**
   * Stops fetching, lets running handlers end (up to `esperaAoPararMs`), then waits for pg-boss's
   * last statements so the database can close right after.
   */
  async parar(): Promise<void> {
    if (this.#fechado) return;
    if (this.#iniciado)
      await this.#boss.stop({
        graceful: true,
        close: false,
        timeout: this.#opcoes.esperaAoPararMs ?? 10_000,
      });
    for (;;) {
      // A handler that just ended completes its job in a statement issued a few ticks later.
      await proximoCiclo();
      if (this.#emCurso.size === 0) break;
      await Promise.allSettled(this.#emCurso);
    }
    this.#fechado = true;
  }

  async #executar(nome: string, d: DefinicaoJob<never>, job: PgBoss.JobWithMetadata<unknown>) {
    const tentativa = job.retryCount;
    const ultimaTentativa = tentativa >= job.retryLimit;
    const log = this.#log!.child({ job: { fila: nome, id: job.id, tentativa } });
    try {
      return await this.#acompanhar(
        d.executar(job.data as never, { id: job.id, tentativa, ultimaTentativa, log }),
      );
    } catch (err) {
      if (ultimaTentativa) log.error({ err }, 'tarefa falhou: sem novas tentativas');
      else log.warn({ err }, 'tarefa falhou: será tentada de novo');
      throw err;
    }
  }

  #acompanhar<T>(p: Promise<T>): Promise<T> {
    this.#emCurso.add(p);
    const fim = () => this.#emCurso.delete(p);
    p.then(fim, fim);
    return p;
  }
}

/** pg-boss's `$n` text as a Drizzle statement, so it runs on the caller's transaction handle. */
function comoSql(text: string, values: unknown[]): SQL {
  const partes = text.split(/\$(\d+)\b/);
  return sql.join(partes.map((p, i) => (i % 2 === 0 ? sql.raw(p) : sql.param(values[Number(p) - 1]))));
}
