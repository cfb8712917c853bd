import { yearMonthOf, type IsoDate } from '@divida/domain/calendar';
import {
  calcularDebito,
  serieIndice,
  ultimoMesVigente,
  type CalculoDebito,
  type SerieIndice,
} from '@divida/domain/correcao';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { serieMensal, indiceFinanceiroNome as indiceFinanceiro } from '../indiceFinanceiro/index.ts';
import type { processo } from './processo.table.ts';

type LinhaProcesso = typeof processo.$inferSelect;

/** What the calculation reads of a process. */
export type ProcessoCalculado = Pick<
  LinhaProcesso,
  | 'indiceFinanceiroId'
  | 'dataReferenciaCalculo'
  | 'valorAtualizado'
  | 'multaAtualizada'
  | 'jurosAtualizado'
  | 'valorHonorarios'
>;

/** An index's monthly series from month `de` to the last month in force on `data` (empty before it). */
export async function serieDoIndice(
  ex: Executor,
  indiceId: number,
  de: string,
  data: IsoDate,
): Promise<SerieIndice> {
  const [indice] = await ex
    .select({ sigla: indiceFinanceiro.sigla })
    .from(indiceFinanceiro)
    .where(eq(indiceFinanceiro.id, indiceId));
  const ate = ultimoMesVigente(data);
  const taxas = ate >= de ? await serieMensal(ex, indiceId, de, ate) : [];
  return serieIndice(
    indice?.sigla ?? 'índice',
    taxas.map((t) => [t.mes, t.taxa] as const),
  );
}

/**
 * The debt of a process on a date with its index's series already read (null: no index): the one
 * computation (correcao.ts `calcularDebito`) behind the stored values, the CDA's, the negotiation's
 * and the calculation memory's, so that no two of them differ on the same day.
 */
export const calculoComSerie = (p: ProcessoCalculado, data: IsoDate, serie: SerieIndice | null) =>
  calcularDebito({
    principal: p.valorAtualizado,
    multa: p.multaAtualizada,
    juros: p.jurosAtualizado,
    honorarios: p.valorHonorarios,
    dataReferencia: p.dataReferenciaCalculo,
    dataCalculo: data,
    serie,
  });

/** The debt of a process on a date, reading its index's series (see `calculoComSerie`). */
export async function calculoDoProcesso(
  ex: Executor,
  p: ProcessoCalculado,
  data: IsoDate,
): Promise<CalculoDebito> {
  const serie = p.indiceFinanceiroId
    ? await serieDoIndice(ex, p.indiceFinanceiroId, yearMonthOf(p.dataReferenciaCalculo), data)
    : null;
  return calculoComSerie(p, data, serie);
}
