import { todayInSaoPaulo, type IsoDate } from '@divida/domain/calendar';
import {
  aplicarAcao,
  type Acao,
  type Aplicada,
  type DadosAcao,
  type EstadoProcesso,
  type Recusa,
} from '@divida/domain/workflow/index';
import { audit } from '../audit/audit.ts';
import type { AuthUser } from '../context.ts';
import type { Db, Tx } from '../db/database.ts';
import { AppError, badRequest, conflict, forbidden, notFound } from '../errors.ts';

/** A process locked for an action: its state, and the state before its last movement not cancelled. */
export interface ProcessoBloqueado {
  estado: EstadoProcesso;
  estadoAnterior: EstadoProcesso | null;
}

/**
 * What an area (processes, later collections) gives the runner: how to lock its record and how to
 * write the outcome. The runner owns the order, the rules and the transaction.
 */
export interface PersistenciaWorkflow<D extends DadosAcao = DadosAcao> {
  /** the record's name in the audit trail */
  entidade: string;
  /**
   * Reads the record with `SELECT … FOR UPDATE` within the caller's data scope (undefined: not found
   * or another body's), so that two actions on one process run one after the other.
   */
  bloquear(tx: Tx, id: number, user: AuthUser): Promise<ProcessoBloqueado | undefined>;
  /**
   * Writes the next state and the movement (user, reference date, documents, previous state and
   * values); CANCELAR_ULTIMA_ACAO strikes the last movement through instead of adding one.
   * Answers the movement's id.
   */
  gravar(tx: Tx, id: number, aplicada: Aplicada, dados: D, user: AuthUser): Promise<number>;
}

export interface PedidoAcao<D extends DadosAcao = DadosAcao> {
  id: number;
  acao: Acao;
  dados: D;
  user: AuthUser;
  /** today in America/Sao_Paulo unless given */
  hoje?: IsoDate;
  /** the configured term length */
  prazoDias?: number;
  /** further writes of the same action inside its transaction: values, documents, jobs to enqueue */
  efeitos?: (tx: Tx, aplicada: Aplicada, movimentoId: number) => Promise<void>;
}

/** A refusal of the rules as the API answers it: 409 not offered, 403 no permission, 400 a field. */
export function erroDaRecusa(r: Recusa): AppError {
  switch (r.codigo) {
    case 'NAO_DISPONIVEL':
      return conflict(r.motivo);
    case 'SEM_PERMISSAO':
      return forbidden(r.motivo);
    case 'DADOS_INVALIDOS':
      return badRequest(r.motivo, [{ field: r.campo, message: r.motivo }]);
  }
}

/**
 * Runs one action of the workflow in one transaction: lock the record, apply the domain's rules to
 * the state read under the lock, write the state and the movement, the audit entry and the action's
 * effects. Anything that fails rolls all of it back; a second request for the same process waits for
 * the lock and is judged against the state the first one left.
 */
export async function executarAcao<D extends DadosAcao>(
  db: Db,
  persistencia: PersistenciaWorkflow<D>,
  pedido: PedidoAcao<D>,
): Promise<Aplicada & { movimentoId: number }> {
  return db.transaction((tx) => executarAcaoEm(tx, persistencia, pedido));
}

/** `executarAcao` inside a transaction the caller holds (several processes moved at once, all or none). */
export async function executarAcaoEm<D extends DadosAcao>(
  tx: Tx,
  persistencia: PersistenciaWorkflow<D>,
  pedido: PedidoAcao<D>,
): Promise<Aplicada & { movimentoId: number }> {
  const atual = await persistencia.bloquear(tx, pedido.id, pedido.user);
  if (!atual) throw notFound();
  const r = aplicarAcao(atual.estado, pedido.acao, pedido.dados, {
    hoje: pedido.hoje ?? todayInSaoPaulo(),
    prazoDias: pedido.prazoDias,
    estadoAnterior: atual.estadoAnterior,
    permissoes: pedido.user.permissoes,
  });
  if (!r.ok) throw erroDaRecusa(r);
  const movimentoId = await persistencia.gravar(tx, pedido.id, r, pedido.dados, pedido.user);
  await audit(tx, {
    usuarioId: pedido.user.id,
    entidade: persistencia.entidade,
    entidadeId: pedido.id,
    acao: 'ACAO_PROCESSO',
    antes: { ...r.anterior, acao: null },
    depois: { ...r.proximo, acao: pedido.acao },
  });
  await pedido.efeitos?.(tx, r, movimentoId);
  return { ...r, movimentoId };
}
