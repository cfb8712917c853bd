import type { IsoDate } from '@divida/domain/calendar';
import {
  aplicarAcao,
  type Aplicada,
  type DadosAcao,
  type EstadoProcesso,
  type Recusa,
} from '@divida/domain/workflow/index';
import type { Permissao } from '@divida/domain/permissions';
import type { EntidadeAuditada } from '@divida/domain/auditoria/auditoria.schema';
import { audit } from '../audit/audit.ts';
import type { AuthUser } from '../context.ts';
import type { Db, Tx } from '../db/database.ts';
import { AppError, conflict, forbidden, invalido, notFound } from '../errors.ts';

/** A process locked for an action: its state, and the state before its last movement not cancelled. */
export interface ProcessoBloqueado {
  estado: EstadoProcesso;
  estadoAnterior: EstadoProcesso | null;
}

/** What every machine's rules answer when an action runs (the process's `Aplicada`, the CDA's…). */
export interface AplicadaDoWorkflow<A extends string = string> {
  ok: true;
  acao: A;
  anterior: object;
  proximo: object;
}

/** What the rules are told besides the locked record and the action. */
export interface ContextoDoRunner {
  hoje: IsoDate;
  prazoDias?: number;
  permissoes: ReadonlySet<Permissao>;
}

/** A machine's rules (domain workflow/motor.ts and its machines) applied to what was locked. */
export type RegrasDoWorkflow<B, D, Ap extends AplicadaDoWorkflow> = (
  bloqueado: B,
  acao: Ap['acao'],
  dados: D,
  ctx: ContextoDoRunner,
) => Ap | Recusa;

/** The process's machine: `aplicarAcao` on the locked state, with the state before its last movement. */
export const regrasDoProcesso: RegrasDoWorkflow<ProcessoBloqueado, DadosAcao, Aplicada> = (
  b,
  acao,
  dados,
  ctx,
) => aplicarAcao(b.estado, acao, dados, { ...ctx, estadoAnterior: b.estadoAnterior });

/**
 * What an area gives the runner for one machine (the process's workflow, the CDA's, a collection's,
 * the prescription's recognition): how to lock its
 * record, the machine's rules, and how to write the outcome. The runner owns the order, the
 * transaction and the audit entry.
 */
export interface PersistenciaWorkflow<
  D = DadosAcao,
  B = ProcessoBloqueado,
  Ap extends AplicadaDoWorkflow = Aplicada,
> {
  /** the record's name in the audit trail */
  entidade: EntidadeAuditada;
  /** the locked record's creditor body (the audit row's data scope) */
  orgaoDe(bloqueado: B): number;
  /**
   * Reads the record with `SELECT … FOR UPDATE` within the caller's data scope (undefined: not found
   * or another body's), so that two actions on one process run one after the other.
   */
  bloquear(tx: Tx, id: number, user: AuthUser): Promise<B | undefined>;
  /** the machine's rules; the process's (`regrasDoProcesso`) when left out */
  aplicar?: RegrasDoWorkflow<B, D, Ap>;
  /**
   * Writes the next state and the movement (through the process module's `registrarAndamento`);
   * CANCELAR_ULTIMA_ACAO strikes the last movement through instead of adding one.
   * Answers the movement's id (a step that adds none, the recognition's proposal: the row it wrote).
   */
  gravar(tx: Tx, id: number, aplicada: Ap, dados: D, user: AuthUser): Promise<number>;
  /**
   * The audit entries, when the record's one entry (its state before and after) is not enough: a
   * collection's action audits the collection and each process it moved.
   */
  auditoria?(bloqueado: B, aplicada: Ap, acao: Ap['acao'], user: AuthUser): AuditEntry[];
}

/** An entry of the audit trail as `audit` writes it. */
export type AuditEntry = Parameters<typeof audit>[1];

export interface PedidoAcao<D = DadosAcao, Ap extends AplicadaDoWorkflow = Aplicada> {
  id: number;
  acao: Ap['acao'];
  dados: D;
  user: AuthUser;
  /** the server's today (`ctx.relogio`, which the test clock moves) */
  hoje: IsoDate;
  /** the configured term length */
  prazoDias?: number;
  /** further writes of the same action inside its transaction: values, documents, jobs to enqueue */
  efeitos?: (tx: Tx, aplicada: Ap, movimentoId: number) => Promise<void>;
}

/** A refusal of the rules as the API answers it: 409 not offered, 403 no permission, 400 a field. */
export function erroDaRecusa(r: Recusa): AppError {
  switch (r.codigo) {
    case 'NAO_DISPONIVEL':
      return conflict(r.motivo);
    case 'SEM_PERMISSAO':
      return forbidden(r.motivo);
    case 'DADOS_INVALIDOS':
      return invalido(r.campo, r.motivo);
  }
}

/**
 * Runs one action of a workflow machine in one transaction: lock the record, apply the machine's rules
 * to the state read under the lock, write the state and the movement, the audit entry and the action's
 * effects. Anything that fails rolls all of it back; a second request for the same record waits for
 * the lock and is judged against the state the first one left.
 */
export async function executarAcao<D, B, Ap extends AplicadaDoWorkflow>(
  db: Db,
  persistencia: PersistenciaWorkflow<D, B, Ap>,
  pedido: PedidoAcao<D, Ap>,
): Promise<Ap & { movimentoId: number }> {
  return db.transaction((tx) => executarAcaoEm(tx, persistencia, pedido));
}

/** `executarAcao` inside a transaction the caller holds (several processes moved at once, all or none). */
export async function executarAcaoEm<D, B, Ap extends AplicadaDoWorkflow>(
  tx: Tx,
  persistencia: PersistenciaWorkflow<D, B, Ap>,
  pedido: PedidoAcao<D, Ap>,
): Promise<Ap & { movimentoId: number }> {
  const atual = await persistencia.bloquear(tx, pedido.id, pedido.user);
  if (!atual) throw notFound();
  // without rules of its own, the record is a process (PersistenciaWorkflow's defaults)
  const aplicar = persistencia.aplicar ?? (regrasDoProcesso as unknown as RegrasDoWorkflow<B, D, Ap>);
  const r = aplicar(atual, pedido.acao, pedido.dados, {
    hoje: pedido.hoje,
    prazoDias: pedido.prazoDias,
    permissoes: pedido.user.permissoes,
  });
  if (!r.ok) throw erroDaRecusa(r);
  const movimentoId = await persistencia.gravar(tx, pedido.id, r, pedido.dados, pedido.user);
  await pedido.efeitos?.(tx, r, movimentoId);
  const entradas = persistencia.auditoria?.(atual, r, pedido.acao, pedido.user) ?? [
    {
      usuarioId: pedido.user.id,
      entidade: persistencia.entidade,
      entidadeId: pedido.id,
      orgaoCredorId: persistencia.orgaoDe(atual),
      acao: 'ACAO_PROCESSO',
      antes: { ...r.anterior, acao: null },
      depois: { ...r.proximo, acao: pedido.acao },
    },
  ];
  // last, so the chain's lock (audit.ts) is held only until the commit
  for (const e of entradas) await audit(tx, e);
  return { ...r, movimentoId };
}
