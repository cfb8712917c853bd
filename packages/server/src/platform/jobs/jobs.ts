import { setImmediate as proximoCiclo, setTimeout as esperar } from 'node:timers/promises';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { TIME_ZONE } from '@divida/domain/calendar';
import type { Tarefa } from '@divida/domain/tarefa/tarefa.schema';
import { bancoIndisponivel, type Executor, type ExecuteSql } from '../db/database.ts';
import { tarefa } from './tarefa.table.ts';

/** A job's handler and how its queue treats failures. */
export interface DefinicaoJob<D> {
  executar(dados: D, job: JobEmExecucao): Promise<unknown>;
  /** Further attempts after the first one fails (0: none). */
  tentativas: number;
  /** Seconds before the first retry; each further retry waits about twice as long (with jitter). */
  esperaSegundos: number;
  /** An attempt running longer than this is failed (and retried): default 15 minutes. */
  limiteSegundos?: number;
  /**
   * A heartbeat instead of a fixed limit (issue 36 item 9): the running attempt renews its lease every
   * this many seconds, and a lease not renewed for `3 ×` as long expires, so a job whose node died is
   * retried (by any node's maintenance, `MANUTENCAO_SEGUNDOS`) within about a minute, however long the
   * work. For handlers that resume where they stopped and may run twice at once.
   */
  batidaSegundos?: number;
  /** Cron expression (in America/Sao_Paulo): the job is enqueued on that schedule, by one node. */
  agenda?: string;
  /** At most one job of this queue runs at a time, across every node. */
  umaPorVez?: boolean;
  /** Jobs of this queue each node runs at once (default 1): one worker each, taking the next by priority. */
  simultaneas?: number;
}

export interface JobEmExecucao {
  id: string;
  /** 0 on the first attempt. */
  tentativa: number;
  ultimaTentativa: boolean;
  /** The server's log, naming the job. */
  log: FastifyBaseLogger;
  /**
   * Reports how far the work is (0 to 100) and, optionally, a short step for the page ("Página 3
   * de 10"): what `GET /api/tarefa/{id}` answers its owner. No-op for a task without an owner.
   */
  progresso(percentual: number, etapa?: string): Promise<void>;
}

/** An owned task's row and its pg-boss job, as `GET /api/tarefa/{id}` needs them. */
export type TarefaConsultada = Tarefa & { usuarioId: number; arquivo: string | null };

/** Seconds between two runs of pg-boss's maintenance (expiry of dead nodes' jobs), on any node. */
export const MANUTENCAO_SEGUNDOS = 15;

/** Owned tasks are kept this long, then removed by the daily clean-up (pg-boss forgets its jobs sooner). */
const DIAS_TAREFAS = 30;
const LIMPAR_TAREFAS = 'limpar-tarefas';

export interface OpcoesJobs {
  executeSql: ExecuteSql;
  /** Whether this node runs handlers and schedules (false: it only enqueues). */
  workers: boolean;
  intervaloSegundos: number;
  /** How long `parar` waits for running handlers before giving up on them. */
  esperaAoPararMs?: number;
  /** This node's name (NODE_ID), recorded with each run of a scheduled job. */
  no?: string;
}

/**
 * pg-boss's statements: one whose connection the server ended (restart, failover,
 * pg_terminate_backend) is tried once more on a fresh one, unless the queue is closing. It was rolled
 * back, and pg-boss runs some statements without awaiting them (completing a job: pg-boss issue #577),
 * so their failure would be an unhandled rejection that ends the process.
 */
export function comNovaTentativa(executeSql: ExecuteSql, fechando: () => boolean): ExecuteSql {
  return (text, values) =>
    executeSql(text, values).catch((err: unknown) => {
      if (fechando() || !bancoIndisponivel(err)) throw err;
      return executeSql(text, values);
    });
}

/**
 * The statements pg-boss runs: tried again on a fresh connection (`comNovaTentativa`), followed by
 * `acompanhar`, and nothing once the queue is closed (like pg-boss's own pool once closed).
 *
 * pg-boss does not await every statement (pg-boss issue #577): one that fails after all (the
 * database dropped or gone for good) must not become an unhandled rejection that ends the process.
 * The promise handed back is the one marked handled, itself: an `async` wrapper would hand back a
 * new promise, rejected and unhandled when pg-boss drops it.
 */
export function paraOPgBoss(
  executeSql: ExecuteSql,
  fila: { fechado: () => boolean; acompanhar: <T>(p: Promise<T>) => Promise<T> },
): ExecuteSql {
  const outraVez = comNovaTentativa(executeSql, fila.fechado);
  return (text, values) => {
    if (fila.fechado()) return Promise.resolve(undefined as unknown as { rows: unknown[] });
    const feito = fila.acompanhar(outraVez(text, values));
    feito.catch(() => {});
    return feito;
  };
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
  /** This node's workers of each queue, to wake when it enqueues there itself. */
  readonly #workers = new Map<string, string[]>();
  #fechado = false;
  #iniciado = false;

  constructor(opcoes: OpcoesJobs) {
    this.#opcoes = opcoes;
    this.#boss = new PgBoss({
      db: {
        executeSql: paraOPgBoss(opcoes.executeSql, {
          fechado: () => this.#fechado,
          acompanhar: (p) => this.#acompanhar(p),
        }),
      },
      supervise: opcoes.workers,
      schedule: opcoes.workers,
      pollingIntervalSeconds: opcoes.intervaloSegundos,
      // how often a node fails the jobs whose lease ran out (a dead node's): a heartbeat's job is
      // retried soon after (pg-boss's default: two minutes)
      maintenanceIntervalSeconds: MANUTENCAO_SEGUNDOS,
    });
    this.#boss.on('error', (err: Error) => this.#log?.error({ err }, 'falha na fila de tarefas'));
    this.#definicoes.set(LIMPAR_TAREFAS, {
      tentativas: 2,
      esperaSegundos: 60,
      agenda: '30 4 * * *',
      umaPorVez: true,
      executar: async () => {
        await opcoes.executeSql(
          `delete from tarefa where criada_em < now() - interval '${DIAS_TAREFAS} days'`,
        );
        await opcoes.executeSql(
          `delete from execucao_agendada where inicio < now() - interval '${DIAS_TAREFAS} days'`,
        );
      },
    });
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
        expireInSeconds: d.batidaSegundos ? 3 * d.batidaSegundos : (d.limiteSegundos ?? 15 * 60),
      };
      // A queue's options are kept in the database: a changed definition updates them.
      if (await this.#boss.getQueue(nome)) await this.#boss.updateQueue(nome, fila);
      else await this.#boss.createQueue(nome, fila);
      if (!this.#opcoes.workers) continue;
      // schedules run in the country's time: "every day at 3:00" means 3:00 in Brasília
      if (d.agenda) await this.#boss.schedule(nome, d.agenda, {}, { tz: TIME_ZONE });
      else await this.#boss.unschedule(nome);
      const workers: string[] = [];
      for (let i = 0; i < (d.simultaneas ?? 1); i++) {
        const worker: string = await this.#boss.work(nome, { includeMetadata: true }, async ([job]) => {
          try {
            return await this.#executar(nome, d, job!);
          } finally {
            // A queue with work waiting is drained at once, not one job per polling interval.
            this.#boss.notifyWorker(worker);
          }
        });
        workers.push(worker);
      }
      this.#workers.set(nome, workers);
    }
  }

  /**
   * Enqueues a job on `ex`: inside a transaction, the job exists only if the transaction commits
   * (never run the statement on the database handle while holding a transaction on PGlite).
   * With `dono` (a user id) the task is followed by that user through `GET /api/tarefa/{id}`.
   */
  async enfileirar<N extends keyof F & string>(
    ex: Executor,
    nome: N,
    dados: F[N],
    opcoes: { iniciarApos?: Date; dono?: number; prioridade?: number } = {},
  ): Promise<string> {
    if (!this.#definicoes.has(nome)) throw new Error(`tarefa desconhecida: ${nome}`);
    const id = await this.#boss.send(nome, dados as object, {
      db: {
        executeSql: async (text: string, values: unknown[]) =>
          (await ex.execute(comoSql(text, values))) as unknown as { rows: unknown[] },
      },
      ...(opcoes.iniciarApos ? { startAfter: opcoes.iniciarApos } : {}),
      ...(opcoes.prioridade !== undefined ? { priority: opcoes.prioridade } : {}),
    });
    if (!id) throw new Error(`tarefa ${nome} não enfileirada`);
    // a task someone waits for starts now on this node rather than at the next poll (inside a
    // transaction the worker finds nothing yet and simply polls again)
    for (const worker of this.#workers.get(nome) ?? []) this.#boss.notifyWorker(worker);
    if (opcoes.dono !== undefined) await ex.insert(tarefa).values({ id, fila: nome, usuarioId: opcoes.dono });
    return id;
  }

  /**
   * How many of `dono`'s tasks of a queue are waiting or running. Call it inside a transaction that
   * holds `travarDono` when the answer decides whether to enqueue another.
   */
  async emAndamento(ex: Executor, nome: keyof F & string, dono: number): Promise<number> {
    const r = (await ex.execute(sql`
      select count(*)::int as n
        from ${tarefa} t join pgboss.job j on j.name = t.fila and j.id = t.id
       where t.usuario_id = ${dono} and t.fila = ${nome} and j.state in ('created', 'retry', 'active')`)) as unknown as {
      rows: { n: number }[];
    };
    return Number(r.rows[0]?.n ?? 0);
  }

  /**
   * Holds, until the transaction ends, the right to count and enqueue `dono`'s tasks of a queue:
   * two requests of one user at once are counted one after the other (an advisory lock; PGlite,
   * one connection, runs transactions one at a time anyway).
   */
  async travarDono(tx: Executor, nome: keyof F & string, dono: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${nome}), ${dono})`);
  }

  /** A job's state, from the queue or its archive. */
  async consultar(nome: string, id: string) {
    return this.#boss.getJobById(nome, id, { includeArchive: true });
  }

  /** An owned task with its state and progress; null when unknown (or already forgotten by pg-boss). */
  async consultarTarefa(ex: Executor, id: string): Promise<TarefaConsultada | null> {
    const [t] = await ex.select().from(tarefa).where(eq(tarefa.id, id));
    if (!t) return null;
    const job = await this.consultar(t.fila, id);
    if (!job) return null;
    const estado = ESTADOS[job.state];
    const saida = job.output;
    return {
      id,
      fila: t.fila,
      usuarioId: t.usuarioId,
      arquivo: t.arquivo,
      estado,
      progresso: estado === 'concluida' ? 100 : t.progresso,
      etapa: t.etapa,
      // a failed job's output is its error: internal, never shown
      resultado:
        estado === 'concluida' && saida && typeof saida === 'object' && !Array.isArray(saida)
          ? (saida as Record<string, unknown>)
          : null,
      criadaEm: t.criadaEm.toISOString(),
    };
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
    // A handler that just ended completes its job in a statement issued a few ticks later; one stuck
    // (its connection killed under it) must not hold the shutdown forever.
    const limite = Date.now() + (this.#opcoes.esperaAoPararMs ?? 10_000);
    for (;;) {
      await proximoCiclo();
      if (this.#emCurso.size === 0) break;
      const restante = limite - Date.now();
      if (restante <= 0) {
        this.#log?.warn(
          { emCurso: this.#emCurso.size },
          'jobs ainda em execução ao parar; seguindo sem eles',
        );
        break;
      }
      await Promise.race([Promise.allSettled(this.#emCurso), esperar(restante)]);
    }
    this.#fechado = true;
  }

  async #executar(nome: string, d: DefinicaoJob<never>, job: PgBoss.JobWithMetadata<unknown>) {
    const tentativa = job.retryCount;
    const ultimaTentativa = tentativa >= job.retryLimit;
    const log = this.#log!.child({ job: { fila: nome, id: job.id, tentativa } });
    const execucao = d.agenda ? await this.#registrarInicio(nome) : undefined;
    const batida = d.batidaSegundos
      ? setInterval(
          () => void this.#renovar(nome, job.id, 3 * d.batidaSegundos!, log),
          d.batidaSegundos * 1000,
        )
      : undefined;
    try {
      const resultado = await this.#acompanhar(
        d.executar(job.data as never, {
          id: job.id,
          tentativa,
          ultimaTentativa,
          log,
          progresso: (percentual, etapa) => this.#progresso(job.id, percentual, etapa),
        }),
      );
      if (execucao) await this.#registrarFim(execucao, 'concluida', log);
      return resultado;
    } catch (err) {
      if (execucao) await this.#registrarFim(execucao, 'falhou', log);
      if (ultimaTentativa) log.error({ err }, 'tarefa falhou: sem novas tentativas');
      else log.warn({ err }, 'tarefa falhou: será tentada de novo');
      throw err;
    } finally {
      clearInterval(batida);
    }
  }

  /** The heartbeat: the active job's lease runs `segundos` from now (pg-boss fails it past its expiry). */
  async #renovar(nome: string, id: string, segundos: number, log: FastifyBaseLogger) {
    try {
      await this.#acompanhar(
        this.#opcoes.executeSql(
          `update pgboss.job set expire_in = (now() - started_on) + make_interval(secs => $3)
            where name = $1 and id = $2 and state = 'active'`,
          [nome, id, segundos],
        ),
      );
    } catch (err) {
      log.warn({ err }, 'não foi possível renovar a tarefa em execução');
    }
  }

  /** The scheduled job's run begins on this node: its row in execucao_agendada. */
  async #registrarInicio(fila: string): Promise<number> {
    const r = await this.#acompanhar(
      this.#opcoes.executeSql('insert into execucao_agendada (fila, no) values ($1, $2) returning id', [
        fila,
        (this.#opcoes.no ?? 'api').slice(0, 100),
      ]),
    );
    return Number((r.rows[0] as { id: number | string }).id);
  }

  /** How it ended; a failure to record it is logged, never the job's failure. */
  async #registrarFim(id: number, resultado: 'concluida' | 'falhou', log: FastifyBaseLogger) {
    await this.#acompanhar(
      this.#opcoes.executeSql('update execucao_agendada set fim = now(), resultado = $1 where id = $2', [
        resultado,
        id,
      ]),
    ).catch((err: unknown) => log.warn({ err }, 'fim da execução agendada não registrado'));
  }

  /** The last `n` runs of each scheduled job (by this node or any other), newest first. */
  async execucoesAgendadas(n: number) {
    const agendadas = [...this.#definicoes].filter(([, d]) => d.agenda);
    const r = await this.#opcoes.executeSql(
      `select fila, no, inicio, fim, resultado from (
         select e.*, row_number() over (partition by fila order by inicio desc, id desc) as ordem
           from execucao_agendada e where fila = any($1::text[])) x
        where ordem <= $2 order by fila, inicio desc, id desc`,
      [agendadas.map(([nome]) => nome), n],
    );
    const linhas = r.rows as {
      fila: string;
      no: string;
      inicio: Date;
      fim: Date | null;
      resultado: string;
    }[];
    return agendadas.map(([fila, d]) => ({
      fila,
      agenda: d.agenda!,
      execucoes: linhas
        .filter((l) => l.fila === fila)
        .map((l) => ({
          no: l.no,
          inicio: new Date(l.inicio).toISOString(),
          fim: l.fim ? new Date(l.fim).toISOString() : null,
          resultado: l.resultado,
        })),
    }));
  }

  async #progresso(id: string, percentual: number, etapa?: string): Promise<void> {
    const p = Math.min(100, Math.max(0, Math.round(percentual)));
    await this.#acompanhar(
      this.#opcoes.executeSql('update tarefa set progresso = $1, etapa = $2 where id = $3', [
        p,
        etapa?.slice(0, 200) ?? null,
        id,
      ]),
    );
  }

  #acompanhar<T>(p: Promise<T>): Promise<T> {
    this.#emCurso.add(p);
    const fim = () => this.#emCurso.delete(p);
    p.then(fim, fim);
    return p;
  }
}

/** pg-boss's job states as the requester reads them: a retry is still waiting, a cancel a failure. */
const ESTADOS: Record<PgBoss.JobWithMetadata['state'], Tarefa['estado']> = {
  created: 'aguardando',
  retry: 'aguardando',
  active: 'executando',
  completed: 'concluida',
  cancelled: 'falhou',
  failed: 'falhou',
};

/** pg-boss's `$n` text as a Drizzle statement, so it runs on the caller's transaction handle. */
function comoSql(text: string, values: unknown[]): SQL {
  const partes = text.split(/\$(\d+)\b/);
  return sql.join(partes.map((p, i) => (i % 2 === 0 ? sql.raw(p) : sql.param(values[Number(p) - 1]))));
}
