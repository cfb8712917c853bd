import { yearMonthOf, type IsoDate } from '@divida/domain/calendar';
import { calcularDebito, serieIndice, ultimoMesVigente, type CalculoDebito } from '@divida/domain/correcao';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/database.ts';
import { serieMensal, indiceFinanceiroLeitura as indiceFinanceiro } from '../indiceFinanceiro/index.ts';
import type { processo } from './processo.table.ts';

type LinhaProcesso = typeof processo.$inferSelect;

/**
 * The debt of a process on a date, by the correction engine (correcao.ts `calcularDebito`): its months
 * and its totals in one computation. The negotiation's refresh stores what this answers (the values
 * the detail then shows, and the CDA's), and the calculation memory prints it, so both always agree.
 */
export async function calculoDoProcesso(
  ex: Executor,
  p: LinhaProcesso,
  data: IsoDate,
): Promise<CalculoDebito> {
  let serie = null;
  if (p.indiceFinanceiroId) {
    const [indice] = await ex
      .select({ sigla: indiceFinanceiro.sigla })
      .from(indiceFinanceiro)
      .where(eq(indiceFinanceiro.id, p.indiceFinanceiroId));
    const de = yearMonthOf(p.dataReferenciaCalculo);
    const ate = ultimoMesVigente(data);
    const taxas = ate >= de ? await serieMensal(ex, p.indiceFinanceiroId, de, ate) : [];
    serie = serieIndice(
      indice?.sigla ?? 'índice',
      taxas.map((t) => [t.mes, t.taxa] as const),
    );
  }
  return calcularDebito({
    principal: p.valorAtualizado,
    multa: p.multaAtualizada,
    juros: p.jurosAtualizado,
    honorarios: p.valorHonorarios,
    dataReferencia: p.dataReferenciaCalculo,
    dataCalculo: data,
    serie,
  });
}
