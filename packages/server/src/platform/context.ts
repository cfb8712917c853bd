import type { Permissao } from '@divida/domain/permissions';
import type { Config } from '../config.ts';
import type { Db, Executor } from './db/database.ts';
import type { MapaDeReferencias } from './db/referencias.ts';
import type { Exportacoes } from './exportacao/exportacoes.ts';
import type { FileStorage } from './files/storage.ts';
import type { FilasDeJobs } from './jobs/filas.ts';
import type { Jobs } from './jobs/jobs.ts';
import type { Mailer } from './mail.ts';
import type { Documento } from './pdf/documento.ts';
import type { Relogio } from './relogio.ts';

/** What every route and service reaches: created once in app.ts, no other global state. */
export interface Ctx {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  mailer: Mailer;
  /** Background jobs: enqueue with `jobs.enfileirar(tx, ...)` inside the write's transaction. */
  jobs: Jobs<FilasDeJobs>;
  storage: FileStorage;
  /** The exports of lists and reports, by kind: registered by their routes, run by a job when large. */
  exportacoes: Exportacoes;
  /** today for the rules (terms, action dates): the system clock, or the end-to-end suite's */
  relogio: Relogio;
  /** Whether a session is alive and its user active: the auth area's query, checked by the guard. */
  sessaoViva: (sessaoId: string, usuarioId: number) => Promise<boolean>;
  /**
   * Called by every revocation inside its transaction: this node stops trusting its cached answers
   * for those users, and every node hears of it when the transaction commits (auth/sessaoViva.ts).
   */
  sessoesEncerradas: (ex: Executor, usuarios: readonly number[]) => Promise<void>;
  /** Which columns of which areas point to a table's records: what holds back a deletion. */
  referencias: MapaDeReferencias;
  /** The credentials' use cases (the auth area) that user management calls. */
  credenciais: Credenciais;
  /** The letterhead of a printed document: the issuing user and its creditor body (the usuario area). */
  cabecalhoDoEmissor: (ex: Executor, usuarioId: number) => Promise<CabecalhoDoEmissor>;
}

export type CabecalhoDoEmissor = Pick<Documento, 'orgao' | 'emissor'>;

/**
 * What the auth area does for user management (usuario calls it; auth reads usuario's records): given
 * here by app.ts, so the two areas do not import each other.
 */
export interface Credenciais {
  /** the welcome e-mail with its link to choose a password */
  enviarBoasVindas: (ex: Executor, u: { id: number; nome: string; email: string }) => Promise<void>;
  /** ends every live session of a user but `exceto` (the caller's own) */
  revogarSessoes: (ex: Executor, usuarioId: number, motivo: string, exceto?: string) => Promise<void>;
  trocarSenha: (actor: AuthUser, alvoId: number, novaSenha: string, senhaAtual?: string) => Promise<void>;
}

/** The caller, as established by the guard from the access token and its live session. */
export interface AuthUser {
  id: number;
  orgaoCredorId: number;
  sessaoId: string;
  permissoes: ReadonlySet<Permissao>;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: Ctx;
  }
  interface FastifyRequest {
    user?: AuthUser;
  }
}
