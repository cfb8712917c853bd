import { prescricoesAlteradas, type EstadoSobreposto } from './processo.prescricao.ts';
import type { IsoDate } from '@divida/domain/calendar';
import type { FaseId, Origem, SituacaoId, StatusCobranca } from '@divida/domain/workflow/index';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import type { Executor } from '../../platform/db/database.ts';
import { atualizarEmLote, inserirEmLote, naLista } from '../../platform/db/emLote.ts';
import { proximaVersao } from '../../platform/db/versao.ts';
import { andamento, processo } from './processo.table.ts';

type LinhaProcesso = typeof processo.$inferSelect;
type NovoProcesso = typeof processo.$inferInsert;
type NovoAndamento = typeof andamento.$inferInsert;

/**
 * A transition a workflow machine judged (the process's, the CDA's, a collection's on its processes),
 * as the process records it: the action, the state it leads to and what its movement says.
 */
export interface TransicaoRegistrada {
  acao: string;
  descricao: string;
  origem: Origem;
  /** null: the debtor on the portal (docs/portal.md), who has no staff user */
  usuarioId: number | null;
  /** the server's today: with it the prescription clock is recomputed in the same transaction */
  hoje?: IsoDate;
  /** the state after it; what is left out stays each process's own */
  proximo: {
    fase?: FaseId;
    situacao?: SituacaoId;
    suspenso?: boolean;
    statusCobranca?: StatusCobranca;
    dataReferenciaPrazo?: IsoDate | null;
  };
  /** other process columns the action writes: registered or not, the closing date, new values */
  colunas?: Partial<
    Pick<
      NovoProcesso,
      | 'lavrado'
      | 'dataEncerramento'
      | 'valorAtualizado'
      | 'multaAtualizada'
      | 'jurosAtualizado'
      | 'totalCorrigido'
    >
  >;
  /** what the movement records besides the states before and after */
  movimento?: Partial<
    Pick<
      NovoAndamento,
      'dataReferencia' | 'observacao' | 'valor' | 'motivoDevolucaoId' | 'detalhes' | 'valoresAnteriores'
    >
  > & {
    /** the movement before it: an id, or 'ultimo', the last one of the process not cancelled */
    idAndamentoAnterior?: number | 'ultimo' | null;
  };
  /**
   * What the movement does to the process row: `estado` (the default) writes the next state, the
   * version and the last-movement time; `ultimoAndamento` only the last-movement time (a movement that
   * changes nothing of the process: a document replaced); `nada` leaves the row as the caller wrote it
   * (an edit, a negotiation, which write their own columns and version).
   */
  processo?: 'estado' | 'ultimoAndamento' | 'nada';
  /** the first movement of a new process: no state before it is recorded */
  primeiro?: boolean;
}

/** The one `INSERT INTO andamento` of the system. */
const inserir = (tx: Executor, linhas: PgInsertValue<typeof andamento>[]) =>
  tx.insert(andamento).values(linhas);

/**
 * The one writer of a process's movement (andamento): for each process, already locked by the caller
 * in its transaction, one movement with the state before (phase, situation, suspension, collection
 * status, term date) and after, and the process's new state, version and last-movement time. Every
 * area that records something on a process (its registration and edits, the workflow's actions, the
 * CDA's, a collection's negotiation, cancellation, term and payoff, the prescription's recognition)
 * calls it instead of writing `andamento` or the process's state.
 * Answers the movements' ids, in the processes' order.
 */
export async function registrarAndamento(
  tx: Executor,
  processos: readonly LinhaProcesso[],
  t: TransicaoRegistrada,
): Promise<number[]> {
  const [ids] = await registrarAndamentos(tx, [{ processos, t }]);
  return ids!;
}

/** Columns of a process a caller changed besides its state (a settlement's balances), by process id. */
export type ValoresDosProcessos = ReadonlyMap<number, Partial<Omit<NovoProcesso, 'id'>>>;

/**
 * The same for many transitions at once (a batch of the bank return: each payoff's processes), in
 * their order: the movements by one insert per thousand, the processes' new states by one update per
 * run of equal transitions, the prescription clock once. Answers each transition's movement ids.
 * `valores` (a settlement's new balances, every process of the batch it changed): written by the same
 * update as the process's state where it has one, else by one update of their own before the
 * prescription clock. A process is a heavy row to update (its indexes, the summary trigger): one row
 * version instead of two, and the final values are the same.
 */
export async function registrarAndamentos(
  tx: Executor,
  itens: readonly { processos: readonly LinhaProcesso[]; t: TransicaoRegistrada }[],
  valores: ValoresDosProcessos = new Map(),
): Promise<number[][]> {
  const linhas = itens.flatMap(({ processos, t }) => processos.map((p) => linhaDoMovimento(p, t)));
  // no movement's previous one computed by SQL: the rows as one JSON parameter (emLote.ts), not
  // ~20 bound parameters a row whose SQL text drizzle builds on the event loop (a return's batch
  // writes a thousand); the columns left out are nullable without a default, so null is the same
  const porJson = !itens.some(({ t }) => t.movimento?.idAndamentoAnterior === 'ultimo');
  const ids: number[] = [];
  for (let i = 0; i < linhas.length; i += 1000) {
    const r = porJson
      ? await inserirEmLote(tx, andamento, linhas.slice(i, i + 1000))
      : (await inserir(tx, linhas.slice(i, i + 1000)).returning({ id: andamento.id })).map((x) => x.id);
    // one statement takes its ids from the sequence row after row: ascending is the rows' order
    ids.push(...r.sort((a, b) => a - b));
  }
  let n = 0;
  const respostas = itens.map(({ processos }) => ids.slice(n, (n += processos.length)));
  // consecutive transitions that write the same columns: one update for all their processes
  let grupo: { chave: string; t: TransicaoRegistrada; ids: number[] } | undefined;
  const grupos: NonNullable<typeof grupo>[] = [];
  for (const { processos, t } of itens) {
    if (processos.length === 0) continue;
    const chave = JSON.stringify([t.processo ?? 'estado', t.proximo, t.colunas ?? null]);
    if (grupo?.chave !== chave) grupos.push((grupo = { chave, t, ids: [] }));
    grupo.ids.push(...processos.map((p) => p.id));
  }
  const pendentes = new Map(valores);
  // the prescription clock, from the movements just inserted and the states about to be written: its
  // columns go in the same update as the state (one row version a process, not two)
  const prescricao = new Map<IsoDate, number[]>();
  for (const { processos, t } of itens)
    if (t.hoje && processos.length)
      prescricao.set(t.hoje, [...(prescricao.get(t.hoje) ?? []), ...processos.map((p) => p.id)]);
  const sobrepor = estadosAEscrever(grupos);
  for (const [hoje, daData] of prescricao)
    for (const [id, a] of await prescricoesAlteradas(tx, [...new Set(daData)], hoje, sobrepor))
      pendentes.set(id, { ...pendentes.get(id), ...a.colunas });
  for (const g of grupos) await escreverEstado(tx, g.ids, g.t, pendentes);
  for (const linhas of porColunas([...pendentes].map(([id, v]) => ({ ...v, id }))))
    await atualizarEmLote(tx, processo, linhas);
  return respostas;
}

/** The clock's columns as each process's state writes will leave them (the last write wins). */
function estadosAEscrever(grupos: readonly { t: TransicaoRegistrada; ids: number[] }[]) {
  const estados = new Map<number, EstadoSobreposto>();
  for (const { t, ids } of grupos) {
    if ((t.processo ?? 'estado') !== 'estado') continue;
    const { fase, situacao, dataReferenciaPrazo } = t.proximo;
    const estado: EstadoSobreposto = {
      ...(fase !== undefined && { faseId: fase }),
      ...(situacao !== undefined && { situacaoId: situacao }),
      ...(dataReferenciaPrazo !== undefined && { dataReferenciaPrazo }),
      ...(t.colunas?.dataEncerramento !== undefined && { dataEncerramento: t.colunas.dataEncerramento }),
    };
    for (const id of ids) estados.set(id, { ...estados.get(id), ...estado });
  }
  return estados;
}

/**
 * Rows split by the columns they name: a multi-row update writes every column any of its rows names,
 * null where a row has none, so rows naming different columns go in separate statements.
 */
function porColunas<T extends object>(linhas: readonly T[]): T[][] {
  const grupos = new Map<string, T[]>();
  for (const l of linhas) {
    const chave = Object.keys(l).sort().join();
    const grupo = grupos.get(chave);
    if (grupo) grupo.push(l);
    else grupos.set(chave, [l]);
  }
  return [...grupos.values()];
}

/** A process's movement: the state before (unless the first) and after. */
function linhaDoMovimento(p: LinhaProcesso, t: TransicaoRegistrada): PgInsertValue<typeof andamento> {
  const { fase, situacao } = t.proximo;
  return {
    processoId: p.id,
    acao: t.acao,
    descricao: t.descricao,
    origem: t.origem,
    ...t.movimento,
    idAndamentoAnterior:
      t.movimento?.idAndamentoAnterior === 'ultimo'
        ? sql`(select max(${andamento.id}) from ${andamento} where ${andamento.processoId} = ${p.id} and not ${andamento.cancelado})`
        : t.movimento?.idAndamentoAnterior,
    faseId: fase ?? p.faseId,
    situacaoId: situacao ?? p.situacaoId,
    ...(!t.primeiro && {
      faseAnteriorId: p.faseId,
      situacaoAnteriorId: p.situacaoId,
      suspensoAnterior: p.suspenso,
      statusCobrancaAnterior: p.statusCobranca,
      dataReferenciaPrazoAnterior: p.dataReferenciaPrazo,
    }),
    usuarioId: t.usuarioId,
  };
}

/**
 * The processes' row after their movement, as `t.processo` says; in a state update, the `pendentes`
 * values of its processes too (taken out of `pendentes`: written once).
 */
async function escreverEstado(
  tx: Executor,
  ids: number[],
  t: TransicaoRegistrada,
  pendentes: Map<number, Partial<Omit<NovoProcesso, 'id'>>>,
) {
  const { fase, situacao, suspenso, statusCobranca, dataReferenciaPrazo } = t.proximo;
  const modo = t.processo ?? 'estado';
  const daLista = naLista(processo.id, ids);
  if (modo === 'estado') {
    const estado = {
      ...(fase !== undefined && { faseId: fase }),
      ...(situacao !== undefined && { situacaoId: situacao }),
      ...(suspenso !== undefined && { suspenso }),
      ...(statusCobranca !== undefined && { statusCobranca }),
      ...(dataReferenciaPrazo !== undefined && { dataReferenciaPrazo }),
      ...t.colunas,
      versao: proximaVersao(processo.versao),
      atualizadoEm: new Date(),
      dataUltimoAndamento: new Date(),
    };
    const comValores = [...new Set(ids)].filter((id) => pendentes.has(id));
    const semValores = ids.filter((id) => !pendentes.has(id));
    if (semValores.length) await tx.update(processo).set(estado).where(naLista(processo.id, semValores));
    if (comValores.length) {
      const linhas = comValores.map((id) => ({ id, ...pendentes.get(id) }));
      for (const id of comValores) pendentes.delete(id);
      for (const mesmas of porColunas(linhas)) await escreverEstadoComValores(tx, estado, mesmas);
    }
  } else if (modo === 'ultimoAndamento')
    await tx.update(processo).set({ dataUltimoAndamento: new Date() }).where(daLista);
}

/**
 * One `update … set <the state>, <each row's values> from json_populate_recordset(…)` (as emLote.ts:
 * one JSON parameter however many rows). Every row names the same columns (a settlement's balances).
 */
async function escreverEstadoComValores(
  tx: Executor,
  estado: Record<string, unknown>,
  linhas: ({ id: number } & Partial<Omit<NovoProcesso, 'id'>>)[],
) {
  const colunas = getTableColumns(processo) as Record<string, { name: string }>;
  const nome = (k: string) => toSnakeCase(colunas[k]!.name);
  const chaves = [...new Set(linhas.flatMap((l) => Object.keys(l)))].filter((k) => k !== 'id');
  const json = JSON.stringify(
    linhas.map((l) =>
      Object.fromEntries(['id', ...chaves].map((k) => [nome(k), (l as Record<string, unknown>)[k] ?? null])),
    ),
  );
  const daLinha: Record<string, SQL> = Object.fromEntries(chaves.map((k) => [k, sql.raw(`v."${nome(k)}"`)]));
  await tx
    .update(processo)
    .set({ ...estado, ...daLinha })
    .from(sql`json_populate_recordset(null::processo, ${json}::json) as v`)
    .where(sql`${processo.id} = v.id`);
}

/** The demo's history as generated (seed only): movements already complete, written in batches. */
export async function importarAndamentos(tx: Executor, linhas: NovoAndamento[]): Promise<void> {
  if (linhas.length > 0) await inserir(tx, linhas);
}
