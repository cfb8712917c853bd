import { and, eq, isNull, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../../config.ts';
import type { Db, Executor } from '../../platform/db/database.ts';
import { usuarioCredencial as usuario } from '../usuario/index.ts';
import { sessao } from './auth.table.ts';

/**
 * The query every authenticated request runs when the answer is not cached, prepared once per
 * database: Drizzle builds its SQL once, and PostgreSQL parses and plans the named statement once
 * per connection. app.ts hands the check to the platform's guard through the context (platform/
 * never imports an area).
 */
const preparar = (db: Db) =>
  db
    .select({ id: sessao.id })
    .from(sessao)
    .innerJoin(usuario, eq(usuario.id, sessao.usuarioId))
    .where(
      and(
        eq(sessao.id, sql.placeholder('sid')),
        eq(sessao.usuarioId, sql.placeholder('uid')),
        isNull(sessao.revogadaEm),
        eq(usuario.ativo, true),
      ),
    )
    .prepare('sessao_viva');

/** The channel on which a node says "these users' sessions ended" (payload: the user id). */
const CANAL = 'sessao_encerrada';
/** A cached "alive" is asked again after this long anyway. */
const VALIDADE_MS = 60_000;
const MAXIMO = 50_000;
/** A revocation whose notification never comes (its transaction rolled back) stops suspending then. */
const SUSPENSAO_MS = 30_000;

/**
 * This node's "alive" answers (never "ended" ones: a session never comes back, and a user reactivated
 * must be let in at once). An answer is kept only while the invalidations are heard: on PostgreSQL
 * the LISTEN connection is up (down: no cache at all, never a stale "alive"); on PGlite always, since
 * every write is this process's own.
 */
export class CacheDeSessoes {
  readonly #vivas = new Map<string, { uid: number; ate: number }>();
  /** Users whose sessions this node is ending: no cache until the other nodes' news is back. */
  readonly #suspensos = new Map<number, number>();
  /** Changes at each invalidation: an answer read before it is not kept (it may be stale). */
  #geracao = 0;
  #ligado = false;

  /** `aguardarAviso`: a local revocation suspends the user until its own notification comes back. */
  constructor(private readonly aguardarAviso: boolean) {}

  get ligado() {
    return this.#ligado;
  }

  get geracao() {
    return this.#geracao;
  }

  viva(sid: string, uid: number): boolean {
    if (!this.#ligado || this.#suspenso(uid)) return false;
    const v = this.#vivas.get(sid);
    return v !== undefined && v.uid === uid && v.ate > Date.now();
  }

  guardar(sid: string, uid: number, geracao: number) {
    if (!this.#ligado || geracao !== this.#geracao || this.#suspenso(uid)) return;
    if (this.#vivas.size >= MAXIMO) this.#vivas.clear();
    this.#vivas.set(sid, { uid, ate: Date.now() + VALIDADE_MS });
  }

  /**
   * This node revoked sessions of `uid` (its transaction may not have committed yet). On PGlite,
   * one connection, any later check reads the committed outcome; on PostgreSQL the check goes to
   * the database until the notification comes back, which is after the commit.
   */
  suspender(uid: number) {
    this.#esquecer(uid);
    if (this.aguardarAviso) this.#suspensos.set(uid, Date.now() + SUSPENSAO_MS);
  }

  /** A node (this one or another) committed the end of sessions of `uid`. */
  invalidar(uid: number) {
    this.#esquecer(uid);
    this.#suspensos.delete(uid);
  }

  ligar() {
    this.#geracao++;
    this.#vivas.clear();
    this.#ligado = true;
  }

  desligar() {
    this.#geracao++;
    this.#vivas.clear();
    this.#ligado = false;
  }

  #esquecer(uid: number) {
    this.#geracao++;
    for (const [sid, v] of this.#vivas) if (v.uid === uid) this.#vivas.delete(sid);
  }

  #suspenso(uid: number) {
    const ate = this.#suspensos.get(uid);
    if (ate === undefined) return false;
    if (ate > Date.now()) return true;
    this.#suspensos.delete(uid);
    return false;
  }
}

export interface SessaoViva {
  (sessaoId: string, usuarioId: number): Promise<boolean>;
  cache: CacheDeSessoes;
  /**
   * Called by every revocation, inside its transaction (auth.service.ts): this node stops trusting
   * its cache for those users now, and every node hears it when the transaction commits (NOTIFY is
   * transactional: a rolled-back revocation says nothing).
   */
  encerradas(ex: Executor, usuarios: readonly number[]): Promise<void>;
  fechar(): Promise<void>;
}

/** Whether the session is alive (not revoked) and its user active: from the cache, else the database. */
export function sessaoViva(db: Db, config: DatabaseConfig): SessaoViva {
  let q: ReturnType<typeof preparar> | undefined;
  const cache = new CacheDeSessoes(config.kind === 'postgres');
  const parar = config.kind === 'postgres' ? ouvir(config.url, cache) : (cache.ligar(), async () => {});
  const viva = async (sid: string, uid: number) => {
    if (cache.viva(sid, uid)) return true;
    const geracao = cache.geracao;
    const ok = (await (q ??= preparar(db)).execute({ sid, uid })).length > 0;
    if (ok) cache.guardar(sid, uid, geracao);
    return ok;
  };
  return Object.assign(viva, {
    cache,
    encerradas: async (ex: Executor, usuarios: readonly number[]) => {
      const unicos = [...new Set(usuarios)];
      for (const u of unicos) cache.suspender(u);
      for (const u of unicos) await ex.execute(sql`select pg_notify(${CANAL}, ${String(u)})`);
    },
    fechar: parar,
  });
}

/**
 * A connection of its own LISTENing on the channel (a pooled one would be handed to queries). The
 * cache is on only while it is up; dropped, it is reopened (waiting up to 10 s between tries) and
 * the cache starts empty, since what was said meanwhile was not heard.
 */
function ouvir(url: string, cache: CacheDeSessoes): () => Promise<void> {
  let atual: pg.Client | undefined;
  let fechado = false;
  let espera = 250;
  let timer: NodeJS.Timeout | undefined;
  const tentarDeNovo = () => {
    if (fechado) return;
    timer = setTimeout(() => void conectar(), espera);
    timer.unref();
    espera = Math.min(espera * 2, 10_000);
  };
  const conectar = async () => {
    const c = new pg.Client({ connectionString: url, keepAlive: true });
    let caiu = false;
    const queda = (err?: Error) => {
      if (caiu) return;
      caiu = true;
      if (atual === c) {
        atual = undefined;
        cache.desligar();
        if (!fechado)
          console.error(
            `conexão de avisos de sessão perdida: ${err?.message ?? 'encerrada'}; sem cache até voltar`,
          );
      }
      c.end().catch(() => {});
      tentarDeNovo();
    };
    c.on('error', queda);
    c.on('end', () => queda());
    c.on('notification', (m) => {
      const uid = Number(m.payload);
      if (Number.isSafeInteger(uid)) cache.invalidar(uid);
    });
    try {
      await c.connect();
      await c.query(`listen ${CANAL}`);
    } catch (err) {
      queda(err as Error);
      return;
    }
    if (fechado || caiu) {
      c.end().catch(() => {});
      return;
    }
    atual = c;
    espera = 250;
    cache.ligar();
  };
  void conectar();
  return async () => {
    fechado = true;
    clearTimeout(timer);
    cache.desligar();
    const c = atual;
    atual = undefined;
    await c?.end().catch(() => {});
  };
}
