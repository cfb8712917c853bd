import { yearMonthOf, type IsoDate } from '@divida/domain/calendar';
import type { CalculoDebito, SerieIndice } from '@divida/domain/correcao';
import type { Money } from '@divida/domain/money';
import { FASE } from '@divida/domain/workflow/situacoes';
import { and, asc, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { atualizarEmLote, naLista } from '../../platform/db/emLote.ts';
import { calculoComSerie, serieDoIndice } from './processo.calculo.ts';
import { dividaAtiva } from './dividaAtiva.table.ts';
import { processo } from './processo.table.ts';

type LinhaProcesso = typeof processo.$inferSelect;

/** The stored corrected values of a process: what `calcularDebito` answers on their date. */
export interface ValoresNaData {
  valorCorrecao: Money;
  totalCorrigido: Money;
  ultimaCorrecaoValor: IsoDate;
}

export const valoresNaData = (c: CalculoDebito): ValoresNaData => ({
  valorCorrecao: c.correcao,
  totalCorrigido: c.total,
  ultimaCorrecaoValor: c.dataCalculo,
});

/** The stored values already are those of the calculation (the date aside). */
export const valoresIguais = (p: Pick<LinhaProcesso, 'valorCorrecao' | 'totalCorrigido'>, v: ValoresNaData) =>
  p.valorCorrecao.eq(v.valorCorrecao) && p.totalCorrigido.eq(v.totalCorrigido);

/**
 * A process whose values follow the calendar: not deleted, not closed, without an agreement (an
 * agreement fixes the values of its date in its instalments; a cancelled one gives the process back).
 */
const corrigivel = and(
  eq(processo.excluido, false),
  ne(processo.faseId, FASE.ENCERRADO),
  eq(processo.statusCobranca, 'SEM_ACORDO'),
)!;

const LOTE = 500;

/**
 * The daily pass (job `corrigir-valores`): every process that follows the calendar gets the values of
 * `hoje` (its index's months in force, correcao.ts), and so does its CDA, unless its prescription was
 * recognised. Batches of 500 by id, each locked and written in its own transaction; only rows whose
 * values change are written, so a second pass on the same day writes nothing. Answers how many
 * processes changed.
 */
export async function corrigirValores(ex: Executor, hoje: IsoDate): Promise<number> {
  const series = new Map<number, SerieIndice>();
  // read inside the batch's transaction: the embedded database has one connection
  const serieDe = async (tx: Executor, id: number) => {
    if (!series.has(id)) series.set(id, await serieDoIndice(tx, id, '1900-01', hoje));
    return series.get(id)!;
  };
  let ultimo = 0;
  let mudaram = 0;
  for (;;) {
    const ids = (
      await ex
        .select({ id: processo.id })
        .from(processo)
        .where(and(gt(processo.id, ultimo), corrigivel))
        .orderBy(asc(processo.id))
        .limit(LOTE)
    ).map((r) => r.id);
    if (ids.length === 0) return mudaram;
    ultimo = ids[ids.length - 1]!;
    await ex.transaction(async (tx) => {
      const linhas = await tx
        .select()
        .from(processo)
        .where(and(naLista(processo.id, ids), corrigivel))
        .orderBy(asc(processo.id))
        .for('update');
      const alterados: (LinhaProcesso & { v: ValoresNaData })[] = [];
      for (const p of linhas) {
        const serie = p.indiceFinanceiroId ? await serieDe(tx, p.indiceFinanceiroId) : null;
        const v = valoresNaData(calculoComSerie(p, hoje, serie));
        if (!valoresIguais(p, v)) alterados.push({ ...p, v });
      }
      await gravarValores(tx, alterados, hoje);
      mudaram += alterados.length;
    });
  }
}

/**
 * Writes each process's new values (a new row version) and its CDA's corrected value, as the
 * negotiation's refresh did and the inscription does.
 */
export async function gravarValores(
  ex: Executor,
  linhas: readonly (Pick<LinhaProcesso, 'id' | 'versao'> & { v: ValoresNaData })[],
  hoje: IsoDate,
): Promise<void> {
  if (linhas.length === 0) return;
  const agora = new Date();
  await atualizarEmLote(
    ex,
    processo,
    linhas.map((p) => ({ id: p.id, ...p.v, versao: p.versao + 1, atualizadoEm: agora })),
  );
  const cdas = await ex
    .select({ id: dividaAtiva.id, processoId: dividaAtiva.processoId, versao: dividaAtiva.versao })
    .from(dividaAtiva)
    .where(
      and(
        naLista(
          dividaAtiva.processoId,
          linhas.map((p) => p.id),
        ),
        eq(dividaAtiva.prescrita, false),
      ),
    );
  const porProcesso = new Map(linhas.map((p) => [p.id, p.v]));
  await atualizarEmLote(
    ex,
    dividaAtiva,
    cdas.map((c) => {
      const v = porProcesso.get(c.processoId)!;
      return {
        id: c.id,
        valorCorrecao: v.valorCorrecao,
        valorTotal: v.totalCorrigido,
        dataUltimaCorrecaoValor: v.ultimaCorrecaoValor,
        dataAtualizacao: hoje,
        versao: c.versao + 1,
        atualizadoEm: agora,
      };
    }),
  );
}

/** One process's values on `data`, computed and written when they changed (registration, inscription). */
export async function corrigirProcesso(
  ex: Executor,
  p: LinhaProcesso,
  data: IsoDate,
): Promise<ValoresNaData> {
  const serie = p.indiceFinanceiroId
    ? await serieDoIndice(ex, p.indiceFinanceiroId, yearMonthOf(p.dataReferenciaCalculo), data)
    : null;
  const v = valoresNaData(calculoComSerie(p, data, serie));
  if (!valoresIguais(p, v)) await gravarValores(ex, [{ ...p, v }], data);
  return v;
}
