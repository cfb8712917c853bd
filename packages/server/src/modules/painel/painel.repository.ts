import {
  CARTOES_DIVIDA_ATIVA,
  CARTOES_PAINEL,
  MAX_ANDAMENTOS_PAINEL,
  type AndamentoRecente,
  type CartaoPainel,
  type ChaveResumo,
} from '@divida/domain/painel/painel.schema';
import { addDays, TIME_ZONE, type IsoDate } from '@divida/domain/calendar';
import { sumMoney, toApiNumber, toDecimal } from '@divida/domain/money';
import { and, desc, eq, sql } from 'drizzle-orm';
import { orgaoScope, type Caller } from '../../platform/auth/scope.ts';
import type { Executor } from '../../platform/db/database.ts';
import {
  cdaNumero as dividaAtiva,
  andamentoResumo as andamento,
  processoResumo as processo,
} from '../processo/index.ts';
import { resumoProcesso } from './painel.table.ts';

type LinhaResumo = ChaveResumo & { quantidade: number; totalCorrigido: string; valorPago: string };

/** The running totals of the caller's scope, one row per key (the unfolded deltas summed in). */
export async function resumoDoAlcance(ex: Executor, caller: Caller): Promise<LinhaResumo[]> {
  const r = resumoProcesso;
  const rows = await ex
    .select({
      faseId: r.faseId,
      situacaoId: r.situacaoId,
      lavrado: r.lavrado,
      recuperado: r.recuperado,
      statusCobranca: r.statusCobranca,
      statusJustica: r.statusJustica,
      statusProtesto: r.statusProtesto,
      quantidade: sql<string>`sum(${r.quantidade})`,
      totalCorrigido: sql<string>`sum(${r.totalCorrigido})`,
      valorPago: sql<string>`sum(${r.valorPago})`,
    })
    .from(r)
    .where(orgaoScope(caller, r.orgaoCredorId))
    .groupBy(
      r.faseId,
      r.situacaoId,
      r.lavrado,
      r.recuperado,
      r.statusCobranca,
      r.statusJustica,
      r.statusProtesto,
    );
  return rows.map((x) => ({ ...x, quantidade: Number(x.quantidade) }));
}

/** Each card's count and amount over the running totals (exact: decimal sums, never float). */
export function somarCartoes<C extends readonly CartaoPainel<string>[]>(cartoes: C, linhas: LinhaResumo[]) {
  const out: Record<string, number> = {};
  for (const c of cartoes) {
    const contadas = linhas.filter((l) => c.conta(l));
    out[c.total] = contadas.reduce((n, l) => n + l.quantidade, 0);
    out[c.valor] = toApiNumber(sumMoney(contadas.map((l) => toDecimal(l[c.soma]))));
  }
  return out as Record<C[number]['total'] | C[number]['valor'], number>;
}

export async function contagensPainel(ex: Executor, caller: Caller) {
  return somarCartoes(CARTOES_PAINEL, await resumoDoAlcance(ex, caller));
}

export async function contagensDividaAtiva(ex: Executor, caller: Caller) {
  return somarCartoes(CARTOES_DIVIDA_ATIVA, await resumoDoAlcance(ex, caller));
}

/**
 * Folds the appended deltas into one row per key (a job; see painel.table.ts). Exact under concurrent
 * writes: the DELETE takes only the rows committed when it starts, and the rows it takes are summed
 * back in the same statement.
 */
export async function consolidarResumo(ex: Executor): Promise<void> {
  await ex.execute(sql`
    with d as (delete from resumo_processo returning *)
    insert into resumo_processo
    select orgao_credor_id, fase_id, situacao_id, lavrado, recuperado, status_cobranca, status_justica,
      status_protesto, sum(quantidade), sum(total_corrigido), sum(valor_pago)
    from d
    group by 1, 2, 3, 4, 5, 6, 7, 8
    having sum(quantidade) <> 0 or sum(total_corrigido) <> 0 or sum(valor_pago) <> 0`);
  await ex.execute(sql`
    with d as (delete from resumo_cda_dia returning *)
    insert into resumo_cda_dia
    select orgao_credor_id, dia, serie, sum(quantidade), sum(valor)
    from d
    group by 1, 2, 3
    having sum(quantidade) <> 0 or sum(valor) <> 0`);
}

/**
 * The movements recorded in the last `dias` days in the caller's scope, newest first (spec 02 §2.8),
 * whatever their reference date (a ciência recorded today for a date weeks ago is today's activity), at most
 * MAX_ANDAMENTOS_PAINEL: the index on the movement's time is walked backwards and stops there.
 */
export async function andamentosRecentes(
  ex: Executor,
  caller: Caller,
  q: { hoje: IsoDate; dias: number; origem?: 'TCC' | 'DIVIDA_ATIVA' },
): Promise<AndamentoRecente[]> {
  const desde = addDays(q.hoje, -q.dias);
  const rows = await ex
    .select({
      id: andamento.id,
      criadoEm: andamento.criadoEm,
      descricao: andamento.descricao,
      dataReferencia: andamento.dataReferencia,
      origem: andamento.origem,
      cancelado: andamento.cancelado,
      motivoCancelamento: andamento.motivoCancelamento,
      numeroTcc: processo.numero,
      idTcc: processo.id,
      numeroCda: dividaAtiva.numeroCda,
    })
    .from(andamento)
    .innerJoin(processo, eq(processo.id, andamento.processoId))
    .leftJoin(dividaAtiva, eq(dividaAtiva.processoId, processo.id))
    .where(
      and(
        sql`${andamento.criadoEm} >= (${desde}::date)::timestamp at time zone ${sql.raw(`'${TIME_ZONE}'`)}`,
        eq(andamento.excluido, false),
        eq(processo.excluido, false),
        // the movement's own copy of the body: one body's newest movements are one index range
        orgaoScope(caller, andamento.orgaoCredorId),
        q.origem ? eq(andamento.origem, q.origem) : undefined,
      ),
    )
    .orderBy(desc(andamento.criadoEm), desc(andamento.id))
    .limit(MAX_ANDAMENTOS_PAINEL);
  return rows.map((a) => ({
    id: a.id,
    data: new Date(a.criadoEm).toISOString(),
    descricao: a.descricao,
    dataReferencia: a.dataReferencia,
    origem: a.origem,
    numeroOrigem: a.origem === 'DIVIDA_ATIVA' && a.numeroCda ? a.numeroCda : a.numeroTcc,
    numeroTcc: a.numeroTcc,
    idTcc: a.idTcc,
    cancelado: a.cancelado,
    motivoCancelamento: a.motivoCancelamento,
  }));
}
